import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";

/**
 * Content writes wait for one another (a transaction-wide advisory lock): the next number, a free
 * slug and the check for a duplicate name hold until the write commits.
 */
export async function lockContentWrites(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yatra.content-writes'))`);
}
