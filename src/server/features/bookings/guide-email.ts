import type { Database } from "@/server/db/client";
import { emailOfUser } from "./bookings.repo";

/** Where a booking's guide is e-mailed: their account, or the company for a guide without one. */
export async function guideEmail(
  deps: { db: Database; companyEmail: string },
  guideUserId: string | null,
): Promise<string> {
  if (!guideUserId) return deps.companyEmail;
  return (await emailOfUser(deps.db, guideUserId)) ?? deps.companyEmail;
}
