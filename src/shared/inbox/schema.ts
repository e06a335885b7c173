import * as z from "zod/mini";
import { adminUserListQuery } from "@/shared/admin/schema";
import { lazySchema } from "@/shared/lazy-schema";
import { requiredText } from "@/shared/text-fields";

export { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "./paths";

// Contact messages in the admin console's inbox.

export const CONTACT_MESSAGE_STATUSES = ["new", "answered", "closed"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export type ContactMessageStatusFilter = ContactMessageStatus | "all";

export const MAX_REPLY_LENGTH = 5000;

/** GET /api/admin/inbox: newest first, by status, searching sender, subject and text. */
export const inboxListQuery = lazySchema(() =>
  z.extend(adminUserListQuery, {
    status: z._default(
      z.enum([...CONTACT_MESSAGE_STATUSES, "all"], "Status must be new, answered, closed or all"),
      "all",
    ),
  }),
);
export type InboxListQuery = z.infer<typeof inboxListQuery>;

export const inboxMessageParams = lazySchema(() =>
  z.object({
    id: z.coerce
      .number("Unknown message")
      .check(z.int("Unknown message"), z.gte(1, "Unknown message"), z.lte(2_147_483_647)),
  }),
);

/** POST /api/admin/inbox/:id/reply: what the admin writes back. */
export const inboxReplyInput = lazySchema(() =>
  z.object({
    body: requiredText("Reply", MAX_REPLY_LENGTH),
  }),
);
export type InboxReplyInput = z.infer<typeof inboxReplyInput>;

/** A row of the inbox list. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  /** The message's first characters, for the list. */
  preview: string;
  status: ContactMessageStatus;
  /** The guide a 'Book This Guide' enquiry was about. */
  guide: { sno: number; name: string } | null;
  replyCount: number;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

export type InboxStatusCounts = Record<ContactMessageStatus, number>;

export interface InboxMessageList {
  messages: InboxMessage[];
  total: number;
  page: number;
  pageSize: number;
  /** Per status, for the current search (whatever the status filter). */
  counts: InboxStatusCounts;
}

/** One entry of a conversation: the sender's message first, then each reply. */
export interface InboxThreadEntry {
  /** "message-<id>" or "reply-<id>". */
  key: string;
  kind: "message" | "reply";
  /** The sender's name, or the answering admin's. */
  author: string;
  body: string;
  createdAt: string;
}

/** GET /api/admin/inbox/:id, and the answer to every change of one message. */
export interface InboxMessageDetail {
  message: InboxMessage;
  /** The original message and every reply, oldest first. */
  thread: InboxThreadEntry[];
}

// Newsletter subscriptions (double opt-in) and issues.

export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export type SubscriptionStatusFilter = SubscriptionStatus | "all";

/** How long the mailed confirmation link works. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

/** POST /api/newsletter, 202, whatever the address's state: the answer never tells who subscribed. */
export interface NewsletterSignUp {
  received: true;
}

const linkToken = (message: string) =>
  z.string(message).check(z.minLength(1, message), z.maxLength(200, message));

export const NEWSLETTER_CONFIRM_LINK_INVALID = "This confirmation link is not valid.";
export const NEWSLETTER_UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid.";

/** POST /api/newsletter/confirm: the token from the mailed confirmation link. */
export const newsletterConfirmInput = lazySchema(() =>
  z.object({
    token: linkToken(NEWSLETTER_CONFIRM_LINK_INVALID),
  }),
);

/** POST /api/newsletter/unsubscribe?token=…: the token from a newsletter e-mail. */
export const newsletterUnsubscribeQuery = lazySchema(() =>
  z.object({
    token: linkToken(NEWSLETTER_UNSUBSCRIBE_LINK_INVALID),
  }),
);

/** POST /api/newsletter/confirm, 200. A second use changes nothing. */
export interface NewsletterConfirmed {
  status: "confirmed" | "already-confirmed";
}

/** POST /api/newsletter/unsubscribe, 200; the same again and again. */
export interface NewsletterUnsubscribed {
  status: "unsubscribed";
}

/** GET /api/admin/newsletter/subscribers (and its CSV export, without the pages). */
export const subscriberListQuery = lazySchema(() =>
  z.extend(adminUserListQuery, {
    status: z._default(
      z.enum(
        [...SUBSCRIPTION_STATUSES, "all"],
        "Status must be pending, confirmed, unsubscribed or all",
      ),
      "all",
    ),
  }),
);
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;

export interface NewsletterSubscriber {
  id: number;
  email: string;
  status: SubscriptionStatus;
  /** ISO timestamps: when the address signed up, confirmed, and unsubscribed. */
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export type SubscriptionCounts = Record<SubscriptionStatus, number>;

export interface NewsletterSubscriberList {
  subscribers: NewsletterSubscriber[];
  total: number;
  page: number;
  pageSize: number;
  /** Per status, for the current search (whatever the status filter). */
  counts: SubscriptionCounts;
}

export const MAX_NEWSLETTER_SUBJECT_LENGTH = 200;
export const MAX_NEWSLETTER_BODY_LENGTH = 20_000;

/** POST /api/admin/newsletter/issues: a plain-text newsletter to every confirmed subscriber. */
export const newsletterIssueInput = lazySchema(() =>
  z.object({
    subject: requiredText("Subject", MAX_NEWSLETTER_SUBJECT_LENGTH).check(
      z.regex(/^[^\r\n]*$/, "Subject must be one line"),
    ),
    body: requiredText("Message", MAX_NEWSLETTER_BODY_LENGTH),
  }),
);
export type NewsletterIssueInput = z.infer<typeof newsletterIssueInput>;

/** POST /api/admin/newsletter/issues, 201. */
export interface NewsletterIssueSent {
  issue: { id: number; subject: string; recipientCount: number; createdAt: string };
}
