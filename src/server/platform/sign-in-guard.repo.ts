import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { signInFailures, usedTotpCodes, user } from "@/server/db/schema";

export interface FailureCount {
  key: string;
  failures: number;
  secondsSinceLastFailure: number;
  secondsLeftInWindow: number;
}

/** The live counts among `keys` (windows that have ended count as nothing). Times by the database clock. */
export async function currentFailures(db: Database, keys: string[]): Promise<FailureCount[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: signInFailures.key,
      failures: signInFailures.failures,
      secondsSinceLastFailure: sql<number>`extract(epoch from now() - ${signInFailures.lastFailureAt})::float8`,
      secondsLeftInWindow: sql<number>`extract(epoch from ${signInFailures.windowEndsAt} - now())::float8`,
    })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), sql`${signInFailures.windowEndsAt} > now()`));
}

/**
 * Counts one failure against `key`, starting afresh once its window has ended: one atomic upsert.
 * A `sliding` window ends `windowSeconds` after the latest failure; otherwise after the first.
 */
export async function countFailure(
  db: Database,
  key: string,
  windowSeconds: number,
  sliding: boolean,
): Promise<{ failures: number; noticeSent: boolean }> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const ended = sql`${signInFailures.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(signInFailures)
    .values({
      key,
      failures: 1,
      lastFailureAt: sql`now()`,
      windowEndsAt: sql`now() + ${window}`,
    })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${ended} then 1 else ${signInFailures.failures} + 1 end`,
        noticeSent: sql`case when ${ended} then false else ${signInFailures.noticeSent} end`,
        lastFailureAt: sql`now()`,
        windowEndsAt: sliding
          ? sql`now() + ${window}`
          : sql`case when ${ended} then now() + ${window} else ${signInFailures.windowEndsAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures, noticeSent: signInFailures.noticeSent });
  return row;
}

/** Marks the owner as told about `key`'s current run of failures; false when someone already did. */
export async function claimNotice(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .update(signInFailures)
    .set({ noticeSent: true })
    .where(and(eq(signInFailures.key, key), eq(signInFailures.noticeSent, false)))
    .returning({ key: signInFailures.key });
  return rows.length > 0;
}

export async function findUserByEmail(db: Database, email: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email));
  return found;
}

export async function findUserById(db: Database, id: string) {
  const [found] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, id));
  return found;
}

/**
 * Records that a TOTP code is being used by `userId`: false when it already was and is still
 * within its lifetime. One atomic statement, so two requests with one code cannot both pass.
 */
export async function claimTotpCode(
  db: Database,
  userId: string,
  codeHash: string,
  lifetimeSeconds: number,
): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${lifetimeSeconds})`;
  const rows = await db
    .insert(usedTotpCodes)
    .values({ userId, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.codeHash],
      set: { expiresAt },
      setWhere: lte(usedTotpCodes.expiresAt, sql`now()`),
    })
    .returning({ userId: usedTotpCodes.userId });
  return rows.length > 0;
}

export async function releaseTotpCode(db: Database, userId: string, codeHash: string) {
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.codeHash, codeHash)));
}

/** Drops counts whose window ended over an hour ago and codes past their lifetime. */
export async function deleteStale(db: Database): Promise<void> {
  await db
    .delete(signInFailures)
    .where(sql`${signInFailures.windowEndsAt} < now() - interval '1 hour'`);
  await db.delete(usedTotpCodes).where(sql`${usedTotpCodes.expiresAt} < now()`);
}
