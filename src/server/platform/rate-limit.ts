import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts a request against `key` in a fixed window kept in the database, so every app server
 * shares the same count. One atomic upsert per request.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  return {
    allowed: row.count <= rule.limit,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: row.retryAfter,
  };
}

/** Drops finished windows; cheap to run now and then. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}
