import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { account, profiles, session, twoFactor, user, verification } from "@/server/db/schema";

/** The tables better-auth reads and writes through its Drizzle adapter. */
export const authTables = { user, session, account, verification, twoFactor };

export async function usesTwoFactor(db: Database, email: string): Promise<boolean> {
  const [found] = await db
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.email, email));
  return Boolean(found?.twoFactorEnabled);
}

export async function createEmptyProfile(db: Database, userId: string) {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}

/** A session by its token with its user: what every signed-in request needs, in one statement. */
export async function sessionWithUser(db: Database, token: string) {
  const [found] = await db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token));
  return found;
}
