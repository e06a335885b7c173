import { eq, type SQL } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import { user } from "@/server/db/schema";
import { isLanguage, type Language } from "@/shared/language";

/**
 * The language a person reads their e-mails in: their account's choice (by id, else by e-mail
 * address), or `fallback` for someone without an account (the language of the request that
 * caused the mail).
 */
export async function languageOfRecipient(
  db: Queryable,
  who: { userId?: string | null; email?: string | null },
  fallback: Language = "en",
): Promise<Language> {
  const chosen = async (where: SQL) => {
    const [row] = await db.select({ language: user.language }).from(user).where(where).limit(1);
    return row && isLanguage(row.language) ? row.language : null;
  };
  const byId = who.userId ? await chosen(eq(user.id, who.userId)) : null;
  if (byId) return byId;
  // Addresses are stored lower-cased, so the unique index on e-mail finds the account.
  const email = who.email?.trim().toLowerCase();
  return (email ? await chosen(eq(user.email, email)) : null) ?? fallback;
}
