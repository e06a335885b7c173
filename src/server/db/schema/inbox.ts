import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { guides } from "./guides";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    guideId: integer("guide_id").references(() => guides.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The form's key for one submission: a resent message is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
    /** 'new' until an admin answers it from the console ('answered') or closes it ('closed'). */
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_status_idx").on(t.status, t.createdAt),
    check("contact_messages_status_known", sql`${t.status} in ('new','answered','closed')`),
  ],
);

/** An admin's answer to a contact message, e-mailed to the sender and kept with the thread. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as it was, so the thread still says who answered after the account is gone. */
    adminName: text("admin_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);

/**
 * A newsletter sign-up (double opt-in): 'pending' until the mailed link is followed, then
 * 'confirmed'; 'unsubscribed' after the one-click link. Only confirmed addresses are mailed.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-cased so one address subscribes once. */
    email: text("email").notNull().unique(),
    status: text("status").notNull().default("pending"),
    /** SHA-256 of the mailed confirmation token; the token itself is never stored. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("newsletter_subscriptions_status_idx").on(t.status, t.createdAt),
    check(
      "newsletter_subscriptions_status_known",
      sql`${t.status} in ('pending','confirmed','unsubscribed')`,
    ),
  ],
);

/** A newsletter an admin wrote and sent to every confirmed subscriber (one mail job each). */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
  recipientCount: integer("recipient_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const guideApplications = pgTable(
  "guide_applications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    experience: smallint("experience").notNull(),
    languages: text("languages").notNull(),
    specialization: text("specialization").notNull(),
    about: text("about").notNull(),
    agreeToTerms: boolean("agree_to_terms").notNull(),
    /**
     * 'unconfirmed': sent signed out and not yet confirmed from the mailbox; no admin sees it.
     * Then pending, approved or rejected.
     */
    status: text("status").notNull().default("pending"),
    /** Sent while signed in: bound to `userId`, and approval changes only that account. */
    fromAccount: boolean("from_account").notNull().default(false),
    /** When the applicant proved they read `email` (a verified account, or the mailed link). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** SHA-256 of the mailed confirmation token; the token itself is never stored. */
    confirmationTokenHash: text("confirmation_token_hash").unique(),
    confirmationExpiresAt: timestamp("confirmation_expires_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").unique(),
    decisionReason: text("decision_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guide_applications_status_idx").on(t.status, t.createdAt),
    check("guide_applications_experience_nonnegative", sql`${t.experience} >= 0`),
    check("guide_applications_terms_agreed", sql`${t.agreeToTerms}`),
    check(
      "guide_applications_status_known",
      sql`${t.status} in ('unconfirmed','pending','approved','rejected')`,
    ),
    check(
      "guide_applications_specialization_known",
      sql`${t.specialization} in ('historical','adventure','cultural','wildlife','food','other')`,
    ),
  ],
);

/** Mail kept locally when no SMTP server is configured (read at /dev/mailbox outside production). */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  attachments:
    jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
