import type { Database } from "@/server/db/client";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import type { Language } from "@/shared/language";
import { emailOfUser } from "./bookings.repo";

/** Where a booking's guide is e-mailed: their account, or the company for a guide without one. */
export async function guideEmail(
  deps: { db: Database; companyEmail: string },
  guideUserId: string | null,
): Promise<string> {
  if (!guideUserId) return deps.companyEmail;
  return (await emailOfUser(deps.db, guideUserId)) ?? deps.companyEmail;
}

/** The guide's address and the language of their account; the company's inbox reads English. */
export async function guideRecipient(
  deps: { db: Database; companyEmail: string },
  guideUserId: string | null,
): Promise<{ to: string; language: Language }> {
  const to = await guideEmail(deps, guideUserId);
  if (!guideUserId || to === deps.companyEmail) return { to, language: "en" };
  return { to, language: await languageOfRecipient(deps.db, { userId: guideUserId }) };
}
