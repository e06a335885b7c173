import type { Queryable } from "@/server/db/client";
import type { Language } from "@/shared/language";
import { setLanguageOf } from "./account.repo";

/** Keeps the reader's choice on their account (the cookie is set by the route). */
export async function saveLanguage(db: Queryable, userId: string, language: Language) {
  await setLanguageOf(db, userId, language);
  return language;
}
