import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bookings } from "./bookings";

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
    specialization: text("specialization").notNull(),
    experience: smallint("experience").notNull(),
    languages: text("languages").array().notNull(),
    regions: text("regions").array().notNull(),
    maxGroupSize: smallint("max_group_size").notNull(),
    certifications: text("certifications").array().notNull(),
    verified: boolean("verified").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    listed: boolean("listed").notNull().default(true),
    description: text("description").notNull(),
    isAvailable: boolean("is_available").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("guides_experience_nonnegative", sql`${t.experience} >= 0`),
    check("guides_max_group_size_positive", sql`${t.maxGroupSize} >= 1`),
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
