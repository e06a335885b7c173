import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";

/**
 * Counts one request against `key` in a fixed window of `windowSeconds`, starting a new window
 * once the old one has ended: one atomic upsert. Returns the count so far and the seconds left.
 */
export async function countHit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfter: number }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
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
  return row;
}

/** Drops windows that ended over an hour ago. */
export async function deleteFinishedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 hour'`);
}
