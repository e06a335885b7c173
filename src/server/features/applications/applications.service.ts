import crypto from "node:crypto";
import type { Database } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";
import {
  APPLICATION_CONFIRM_PATH,
  APPLICATION_CONFIRMATION_HOURS,
  type GuideApplicationConfirmed,
  type GuideApplicationInput,
  type GuideApplicationSubmitted,
} from "@/shared/applications/schema";
import * as repo from "./applications.repo";
import { submissionEmails } from "./submission-emails";

export interface ApplicationDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  companyEmail: string;
  publicUrl: string;
}

/** The signed-in account sending the application, from its session. */
export interface ApplicantAccount {
  id: string;
  email: string;
  emailVerified: boolean;
}

const keyReused = () =>
  new AppError(
    409,
    "IDEMPOTENCY_KEY_REUSED",
    "This request key was already used. Please reload the page.",
  );
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

/** A retry of an earlier request with the same key: the same answer, and no second e-mail. */
function replay(
  earlier: repo.EarlierApplication,
  applicant: ApplicantAccount | null,
): GuideApplicationSubmitted {
  const sameSender = earlier.fromAccount ? earlier.userId === applicant?.id : applicant === null;
  if (!sameSender) throw keyReused();
  return { id: earlier.id, needsConfirmation: !earlier.fromAccount };
}

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
  const earlier = await repo.applicationByIdempotencyKey(db, input.idempotencyKey);
  if (earlier) return replay(earlier, applicant);

  const application = applicant ? { ...input, email: applicant.email } : input;
  const now = new Date();
  // Signed out with an address that has an account: no link, since only the account may apply.
  const needsAccount = !applicant && (await repo.accountUsesEmail(db, input.email));
  const token = applicant || needsAccount ? null : crypto.randomBytes(32).toString("base64url");

  const id = await repo.insertApplicationOnce(db, {
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
  if (id === undefined) {
    // Another request with the same key won the race: answer with its application.
    const winner = await repo.applicationByIdempotencyKey(db, input.idempotencyKey);
    if (!winner) throw keyReused();
    return replay(winner, applicant);
  }

  if (applicant) {
    await announce(deps, id, application, "account");
  } else if (token) {
    const link = `${deps.publicUrl}${APPLICATION_CONFIRM_PATH}?token=${token}`;
    await sendSafely(deps, submissionEmails.confirm(input.email, input.fullName, link));
  } else {
    await sendSafely(
      deps,
      submissionEmails.signInToApply(input.email, input.fullName, deps.publicUrl),
    );
  }
  return { id, needsConfirmation: applicant === null };
}

/** The application is in the admins' queue now: tell the company and the applicant. */
async function announce(
  deps: ApplicationDeps,
  id: number,
  application: Omit<GuideApplicationInput, "idempotencyKey" | "agreeToTerms">,
  source: "account" | "confirmed",
) {
  await sendSafely(deps, submissionEmails.company(deps.companyEmail, id, application, source));
  await sendSafely(deps, submissionEmails.received(application.email, id, application.fullName));
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
