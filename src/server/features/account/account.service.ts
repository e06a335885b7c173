import type { Database } from "@/server/db/client";
import { unlistGuideOf } from "@/server/features/guides/guides.repo";
import { AppError } from "@/server/http/errors";
import type { Auth } from "@/server/platform/auth";
import type { ChangeEmailInput } from "@/shared/account/schema";
import { ERROR_CODES } from "@/shared/api-error";
import { anonymiseBookingsOf, profilePictureOf } from "./account.repo";

/**
 * A new address, once the password is confirmed; better-auth mails a link to confirm it.
 * `headers` are the person's own request headers: better-auth checks their session with them.
 */
export async function changeEmail(
  auth: Auth,
  headers: Headers,
  user: { email: string },
  { password, newEmail }: ChangeEmailInput,
) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
  } catch {
    throw new AppError(403, "WRONG_PASSWORD", "That password is not right.", {
      password: "That password is not right.",
    });
  }
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError(422, ERROR_CODES.validation, "That is already your email address.", {
      newEmail: "That is already your email address.",
    });
  }
  await auth.api.changeEmail({
    body: { newEmail, callbackURL: "/email-verified?changed=1" },
    headers,
  });
}

/**
 * What deleting an account does before the account row goes, whoever deletes it (the person or
 * an admin): bookings are anonymised and the guide profile unlisted. Returns the profile picture
 * to remove once the account is gone.
 */
export async function prepareAccountDeletion(db: Database, userId: string) {
  const picture = await profilePictureOf(db, userId);
  await anonymiseBookingsOf(db, userId);
  await unlistGuideOf(db, userId);
  return picture;
}
