import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { guideApplications, user } from "@/server/db/schema";

export interface EarlierApplication {
  id: number;
  userId: string | null;
  fromAccount: boolean;
}

const earlierColumns = {
  id: guideApplications.id,
  userId: guideApplications.userId,
  fromAccount: guideApplications.fromAccount,
};

export async function applicationByIdempotencyKey(
  db: Database,
  key: string,
): Promise<EarlierApplication | undefined> {
  const [row] = await db
    .select(earlierColumns)
    .from(guideApplications)
    .where(eq(guideApplications.idempotencyKey, key));
  return row;
}

/** Inserts the application unless its idempotency key is taken; undefined when it is. */
export async function insertApplicationOnce(
  db: Database,
  values: typeof guideApplications.$inferInsert,
): Promise<EarlierApplication | undefined> {
  const inserted = await db
    .insert(guideApplications)
    .values(values)
    .onConflictDoNothing({ target: guideApplications.idempotencyKey })
    .returning(earlierColumns);
  return inserted[0];
}

/** Whether any account uses this e-mail address (compared ignoring case). */
export async function accountUsesEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

export async function applicationByConfirmationHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(guideApplications)
    .where(eq(guideApplications.confirmationTokenHash, tokenHash));
  return row;
}

/**
 * Moves an unconfirmed application into the admins' queue if its link is still valid; the row,
 * or undefined when it was confirmed meanwhile or has expired.
 */
export async function confirmApplication(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(guideApplications)
    .set({ status: "pending", emailVerifiedAt: now })
    .where(
      and(
        eq(guideApplications.id, id),
        eq(guideApplications.status, "unconfirmed"),
        gt(guideApplications.confirmationExpiresAt, now),
      ),
    )
    .returning();
  return row;
}
