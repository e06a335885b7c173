import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { contactMessages, guides, newsletterSubscriptions } from "@/server/db/schema";

export async function guideBySno(db: Database, sno: number) {
  const [guide] = await db.select().from(guides).where(eq(guides.sno, sno)).limit(1);
  return guide;
}

export async function insertContactMessage(
  db: Database,
  values: typeof contactMessages.$inferInsert,
): Promise<number> {
  const [saved] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return saved.id;
}

/** False when the address was already subscribed. */
export async function subscribe(db: Database, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
