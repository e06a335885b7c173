import crypto from "node:crypto";
import type { Database } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import { createOnce } from "@/server/platform/idempotency";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { sendSafely } from "@/server/platform/send-safely";
import {
  APPLICATION_CONFIRM_PATH,
  APPLICATION_CONFIRMATION_HOURS,
  type GuideApplicationConfirmed,
  type GuideApplicationInput,
  type GuideApplicationSubmitted,
} from "@/shared/applications/schema";
import type { Language } from "@/shared/language";
import * as repo from "./applications.repo";
import { submissionEmails } from "./submission-emails";

export interface ApplicationDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  companyEmail: string;
  publicUrl: string;
  /** The language of the request, for an applicant without an account (English by default). */
  language?: Language;
}

/** The signed-in account sending the application, from its session. */
export interface ApplicantAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

const linkInvalid = () =>
  new AppError(
    400,
    "CONFIRMATION_LINK_INVALID",
    "This confirmation link is not valid. Please open the link from the email exactly as it was sent, or apply again.",
  );
const linkExpired = () =>
  new AppError(
    400,
    "CONFIRMATION_LINK_EXPIRED",
    `This confirmation link has expired: links work for ${APPLICATION_CONFIRMATION_HOURS} hours. Please apply again.`,
  );

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Stores an application. Signed in, it is bound to the account and uses the account's own
 * e-mail address (whatever was typed), and goes straight to the admins' queue. Signed out, it
 * waits unseen until the link mailed to its address is opened (decision 0020).
 */
export async function submitApplication(
  deps: ApplicationDeps,
  applicant: ApplicantAccount | null,
  input: GuideApplicationInput,
): Promise<GuideApplicationSubmitted> {
  const { db } = deps;
  const application = applicant ? { ...input, email: applicant.email } : input;
  let token: string | null = null;
  const { row, created } = await createOnce({
    find: () => repo.applicationByIdempotencyKey(db, input.idempotencyKey),
    insert: async () => {
      const now = new Date();
      // Signed out with an address that has an account: no link, since only the account may apply.
      const needsAccount = !applicant && (await repo.accountUsesEmail(db, input.email));
      token = applicant || needsAccount ? null : crypto.randomBytes(32).toString("base64url");
      return repo.insertApplicationOnce(db, {
        ...application,
        userId: applicant?.id ?? null,
        fromAccount: applicant !== null,
        status: applicant ? "pending" : "unconfirmed",
        emailVerifiedAt: applicant?.emailVerified ? now : null,
        confirmationTokenHash: token ? hashToken(token) : null,
        confirmationExpiresAt: token
          ? new Date(now.getTime() + APPLICATION_CONFIRMATION_HOURS * 3_600_000)
          : null,
      });
    },
    // The same sender: the same account, or signed out both times.
    isSameRequest: (earlier) =>
      earlier.fromAccount ? earlier.userId === applicant?.id : applicant === null,
  });
  const { id } = row;
  if (!created) return { id, needsConfirmation: !row.fromAccount };

  if (applicant) {
    await announce(deps, id, application, "account");
  } else if (token) {
    const link = `${deps.publicUrl}${APPLICATION_CONFIRM_PATH}?token=${token}`;
    await sendSafely(
      deps,
      submissionEmails.confirm(deps.language ?? "en", input.email, input.fullName, link),
    );
  } else {
    await sendSafely(
      deps,
      submissionEmails.signInToApply(
        await applicantLanguage(deps, input.email),
        input.email,
        input.fullName,
        deps.publicUrl,
      ),
    );
  }
  return { id, needsConfirmation: applicant === null };
}

/** The account's language for an address that has one, else the request's. */
const applicantLanguage = (deps: ApplicationDeps, email: string) =>
  languageOfRecipient(deps.db, { email }, deps.language ?? "en");

/** The application is in the admins' queue now: tell the company and the applicant. */
async function announce(
  deps: ApplicationDeps,
  id: number,
  application: Omit<GuideApplicationInput, "idempotencyKey" | "agreeToTerms">,
  source: "account" | "confirmed",
) {
  await sendSafely(deps, submissionEmails.company(deps.companyEmail, id, application, source));
  await sendSafely(
    deps,
    submissionEmails.received(
      await applicantLanguage(deps, application.email),
      application.email,
      id,
      application.fullName,
    ),
  );
}

/** Opens the mailed link: the application joins the admins' queue, once. */
export async function confirmApplication(
  deps: ApplicationDeps,
  token: string,
): Promise<GuideApplicationConfirmed> {
  const { db } = deps;
  const found = await repo.applicationByConfirmationHash(db, hashToken(token));
  if (!found) throw linkInvalid();
  if (found.emailVerifiedAt) return { status: "already-confirmed" };
  const confirmed = await repo.confirmApplication(db, found.id, new Date());
  if (!confirmed) {
    const now = await repo.applicationByConfirmationHash(db, hashToken(token));
    if (now?.emailVerifiedAt) return { status: "already-confirmed" };
    throw linkExpired();
  }
  await announce(
    deps,
    confirmed.id,
    {
      ...confirmed,
      specialization: found.specialization as GuideApplicationInput["specialization"],
    },
    "confirmed",
  );
  return { status: "confirmed" };
}
