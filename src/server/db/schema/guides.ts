import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { photos } from "./admin";
import { user } from "./auth";
import { bookings } from "./bookings";
import { destinations, hindiColumn } from "./catalogue";

export const guides = pgTable(
  "guides",
  {
    id: serial("id").primaryKey(),
    sno: integer("sno").notNull().unique(),
    /** The guide's own account, when they have one (the dashboard works on it). */
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    image: text("image"),
    imageAlt: text("image_alt").notNull(),
    /** The guide's uploaded photo in responsive sizes; `image` stays the fallback. */
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
    specialization: text("specialization").notNull(),
    experience: smallint("experience").notNull(),
    languages: text("languages").array().notNull(),
    maxGroupSize: smallint("max_group_size").notNull(),
    certifications: text("certifications").array().notNull(),
    verified: boolean("verified").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    listed: boolean("listed").notNull().default(true),
    description: text("description").notNull(),
    /** The guide's bio, certifications and picture text in Hindi (issue 15). */
    hi: hindiColumn(),
    /**
     * The mean of the guide's review ratings (0 with none) and how many there are, kept by triggers
     * on guide_reviews (decision 0029): the Guides screen sorts by them without reading reviews.
     */
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** "Taking new requests": off, the guide is offered for no date. */
    isAvailable: boolean("is_available").notNull().default(true),
    /** ISO weekdays (1 Monday … 7 Sunday) the guide works; every day of a tour must be one. */
    workingDays: smallint("working_days")
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
    /** SHA-256 of the private calendar feed token; null when the guide has no feed. */
    calendarFeedTokenHash: text("calendar_feed_token_hash").unique(),
    calendarFeedCreatedAt: timestamp("calendar_feed_created_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("guides_experience_nonnegative", sql`${t.experience} >= 0`),
    check("guides_max_group_size_positive", sql`${t.maxGroupSize} >= 1`),
    check("guides_working_days_known", sql`${t.workingDays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
  ],
);

/** The catalogue destinations a guide covers (their "regions"). */
export const guideDestinations = pgTable(
  "guide_destinations",
  {
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.guideId, t.destinationId] }),
    index("guide_destinations_destination_idx").on(t.destinationId),
  ],
);

/**
 * Days a guide does not work (holidays, personal days): inclusive ranges that never overlap
 * another of the same guide (an exclusion constraint in the migration).
 */
export const guideBlockedDates = pgTable(
  "guide_blocked_dates",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guide_blocked_dates_guide_idx").on(t.guideId, t.startDate),
    check("guide_blocked_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const LICENCE_KINDS = ["india-tourism-national", "india-tourism-regional", "state"] as const;
export const LICENCE_STATUSES = ["pending", "verified", "rejected"] as const;

/** A guide's licence (one at a time); the scanned document lives in private storage. */
export const guideLicences = pgTable(
  "guide_licences",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .unique()
      .references(() => guides.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    authority: text("authority").notNull(),
    expiresOn: date("expires_on").notNull(),
    /** The private storage key of the scanned document, and its media type. */
    documentKey: text("document_key").notNull(),
    documentType: text("document_type").notNull(),
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The expiry date the 30-day notice was sent for: one notice per licence term. */
    expiryNoticeFor: date("expiry_notice_for"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guide_licences_expiry_idx").on(t.status, t.expiresOn),
    check(
      "guide_licences_kind_known",
      sql`${t.kind} in ('india-tourism-national','india-tourism-regional','state')`,
    ),
    check("guide_licences_status_known", sql`${t.status} in ('pending','verified','rejected')`),
  ],
);

export const guideReviews = pgTable(
  "guide_reviews",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The completed booking this review is about: one review per booking. */
    bookingId: uuid("booking_id")
      .unique()
      .references((): AnyPgColumn => bookings.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    rating: real("rating").notNull(),
    comment: text("comment").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    /** The review form's key for one submission: a resent review is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("guide_reviews_guide_idx").on(t.guideId),
    check(
      "guide_reviews_rating_half_steps",
      sql`${t.rating} >= 1 and ${t.rating} <= 5 and ${t.rating} * 2 = round(${t.rating} * 2)`,
    ),
  ],
);
