import type { Database } from "@/server/db/client";
import { countHit, deleteFinishedWindows } from "./rate-limit.repo";

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
  const row = await countHit(db, key, rule.windowSeconds);
  return {
    allowed: row.count <= rule.limit,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: row.retryAfter,
  };
}

/** How long to wait, said as a person would: seconds under a minute and a half, else minutes. */
export const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** Drops finished windows; cheap to run now and then. */
export function pruneRateLimits(db: Database): Promise<void> {
  return deleteFinishedWindows(db);
}
