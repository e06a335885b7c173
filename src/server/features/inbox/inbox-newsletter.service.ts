import crypto from "node:crypto";
import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { AppError } from "@/server/http/errors";
import { csvDocument } from "@/server/platform/csv";
import type { JobScheduler } from "@/server/platform/jobs";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { queueMails } from "@/server/platform/mail-queue";
import { hitRateLimit } from "@/server/platform/rate-limit";
import {
  NEWSLETTER_CONFIRM_LINK_INVALID,
  NEWSLETTER_CONFIRMATION_HOURS,
  NEWSLETTER_UNSUBSCRIBE_LINK_INVALID,
  type NewsletterConfirmed,
  type NewsletterIssueInput,
  type NewsletterIssueSent,
  type NewsletterSubscriberList,
  type SubscriberListQuery,
} from "@/shared/inbox/schema";
import type { Language } from "@/shared/language";
import { newsletterEmails, unsubscribeLinks } from "./inbox-emails";
import type { InboxActor } from "./inbox-messages.service";
import * as repo from "./newsletter.repo";
import { subscriptionIdOf, unsubscribeToken } from "./unsubscribe-token";

export interface NewsletterDeps {
  db: Database;
  jobs: JobScheduler | undefined;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  companyEmail: string;
  /** The server secret, which signs the unsubscribe links. */
  secret: string;
}

/** Confirmation e-mails one address may be sent per hour, whoever asks for them. */
export const CONFIRMATIONS_PER_ADDRESS = { limit: 3, windowSeconds: 60 * 60 };

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const confirmLinkInvalid = () =>
  new AppError(
    400,
    "CONFIRMATION_LINK_INVALID",
    `${NEWSLETTER_CONFIRM_LINK_INVALID} Please open the link from the email exactly as it was sent, or subscribe again.`,
  );
const confirmLinkExpired = () =>
  new AppError(
    400,
    "CONFIRMATION_LINK_EXPIRED",
    `This confirmation link has expired: links work for ${NEWSLETTER_CONFIRMATION_HOURS} hours. Please subscribe again.`,
  );
const unsubscribeLinkInvalid = () =>
  new AppError(
    400,
    "UNSUBSCRIBE_LINK_INVALID",
    `${NEWSLETTER_UNSUBSCRIBE_LINK_INVALID} Please open the link from the email exactly as it was sent.`,
  );

const linksFor = (deps: NewsletterDeps, subscriptionId: number) =>
  unsubscribeLinks(
    deps.publicUrl,
    deps.companyEmail,
    unsubscribeToken(deps.secret, subscriptionId),
  );

/**
 * Double opt-in: a new, pending or unsubscribed address becomes pending and is mailed a link to
 * confirm it (a new link each time, at most a few an hour). A confirmed address is left alone.
 * The caller answers the same either way, so nobody learns who subscribes.
 */
export async function signUp(
  deps: NewsletterDeps,
  address: string,
  /** The language of the page the address was entered on: the confirmation is written in it. */
  language: Language = "en",
): Promise<void> {
  const email = address.toLowerCase();
  const existing = await repo.subscriptionByEmail(deps.db, email);
  if (existing?.status === "confirmed") return;
  const budget = await hitRateLimit(
    deps.db,
    `newsletter-confirmation:${email}`,
    CONFIRMATIONS_PER_ADDRESS,
  );
  if (!budget.allowed) return;
  const token = crypto.randomBytes(32).toString("base64url");
  const saved = await repo.upsertPending(deps.db, {
    email,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRMATION_HOURS * 3_600_000),
  });
  // Confirmed meanwhile, by its own link.
  if (!saved) return;
  await queueMails(deps, [
    newsletterEmails.confirm(email, token, deps.publicUrl, linksFor(deps, saved.id), language),
  ]);
}

/** Opens the mailed link: the subscription is confirmed, once. */
export async function confirm(deps: NewsletterDeps, token: string): Promise<NewsletterConfirmed> {
  const found = await repo.subscriptionByConfirmHash(deps.db, hashToken(token));
  if (!found) throw confirmLinkInvalid();
  if (found.status === "confirmed") return { status: "already-confirmed" };
  if (await repo.confirmSubscription(deps.db, found.id, new Date())) return { status: "confirmed" };
  const now = await repo.subscriptionByConfirmHash(deps.db, hashToken(token));
  if (now?.status === "confirmed") return { status: "already-confirmed" };
  throw confirmLinkExpired();
}

/** The one-click unsubscribe: a signed link, so nobody can unsubscribe someone else. */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const id = subscriptionIdOf(deps.secret, token);
  if (id === null) throw unsubscribeLinkInvalid();
  await repo.unsubscribe(deps.db, id, new Date());
}

export async function listSubscribers(
  db: Database,
  query: SubscriberListQuery,
): Promise<NewsletterSubscriberList> {
  const [subscribers, total, counts] = await Promise.all([
    repo.listSubscribers(db, query, query),
    repo.countSubscribers(db, query),
    repo.subscriptionCounts(db, query.search),
  ]);
  return { subscribers, total, page: query.page, pageSize: query.pageSize, counts };
}

/** Every subscriber the filters match, as CSV. */
export async function subscribersCsv(db: Database, query: SubscriberListQuery): Promise<string> {
  const rows = await repo.listSubscribers(db, query);
  return csvDocument(
    ["email", "status", "subscribed", "confirmed", "unsubscribed"],
    rows.map((r) => [r.email, r.status, r.subscribedAt, r.confirmedAt, r.unsubscribedAt]),
  );
}

/**
 * Records the newsletter and queues one e-mail per confirmed subscriber, each with its own
 * unsubscribe links; pending and unsubscribed addresses get nothing.
 */
export async function sendIssue(
  deps: NewsletterDeps,
  actor: InboxActor,
  input: NewsletterIssueInput,
): Promise<NewsletterIssueSent> {
  const { issue, recipients } = await deps.db.transaction(async (tx) => {
    const recipients = await repo.confirmedSubscribers(tx);
    const issue = await repo.insertIssue(tx, {
      subject: input.subject,
      body: input.body,
      sentBy: actor.id,
      recipientCount: recipients.length,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "newsletter_issue.send",
      entityType: "newsletter_issue",
      entityId: issue.id,
      after: { subject: issue.subject, body: issue.body, recipientCount: issue.recipientCount },
    });
    return { issue, recipients };
  });
  await queueMails(
    deps,
    recipients.map((r) =>
      newsletterEmails.issue(r.email, input.subject, input.body, linksFor(deps, r.id)),
    ),
  );
  deps.logger.info({ issueId: issue.id, recipients: recipients.length }, "newsletter queued");
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      recipientCount: issue.recipientCount,
      createdAt: issue.createdAt.toISOString(),
    },
  };
}
