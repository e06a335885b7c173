import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { contactMessages, guides } from "@/server/db/schema";

export async function guideBySno(db: Database, sno: number) {
  const [guide] = await db.select().from(guides).where(eq(guides.sno, sno)).limit(1);
  return guide;
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function contactMessageByIdempotencyKey(
  db: Database,
  key: string,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key));
  return row;
}

/** Inserts the message unless its idempotency key is taken; the new row, or undefined. */
export async function insertContactMessageOnce(
  db: Database,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow | undefined> {
  const [saved] = await db
    .insert(contactMessages)
    .values(values)
    .onConflictDoNothing({ target: contactMessages.idempotencyKey })
    .returning();
  return saved;
}
