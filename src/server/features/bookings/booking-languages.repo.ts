import { eq } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import type { Language } from "@/shared/language";

/**
 * The language a booking's traveller reads their e-mails in: the booking account's choice, else
 * that of the account with the booking's e-mail address, else English.
 */
export async function travellerLanguage(db: Queryable, bookingId: string): Promise<Language> {
  const [row] = await db
    .select({ userId: bookings.userId, email: bookings.email })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return "en";
  if (row.userId) return languageOfRecipient(db, { userId: row.userId });
  return languageOfRecipient(db, { email: row.email });
}
