import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { photos } from "./admin";
import { user } from "./auth";

/**
 * Where a destination or package is in its life (issue 14): travellers see only 'published';
 * drafts and unpublished entries are the admins' to preview; 'archived' keeps one with bookings
 * (it cannot be deleted) out of every list for good.
 */
export const CONTENT_STATUSES = ["draft", "published", "unpublished", "archived"] as const;
/**
 * A row's texts in Hindi (issue 15), under the same names as its English columns
 * (`{ "name": "आगरा", "description": "…", "highlights": ["…"] }`). A text missing here is shown
 * in English and marked for editors.
 */
export type HindiTexts = Record<string, string | string[] | null>;
export const hindiColumn = () =>
  jsonb("hi").$type<HindiTexts>().notNull().default(sql`'{}'::jsonb`);

const statusCheck = (column: unknown) =>
  sql`${column} in ('draft','published','unpublished','archived')`;

export const destinations = pgTable(
  "destinations",
  {
    id: serial("id").primaryKey(),
    srNo: integer("sr_no").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    region: text("region").notNull(),
    description: text("description").notNull(),
    bestSeason: text("best_season").notNull(),
    interests: text("interests").array().notNull(),
    avgPrice: integer("avg_price").notNull(),
    rating: real("rating").notNull(),
    difficulty: text("difficulty").notNull(),
    featured: boolean("featured").notNull().default(false),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    /** Other names people search by, space-separated: the Hindi name, older and local names. */
    altNames: text("alt_names").notNull().default(""),
    hi: hindiColumn(),
    status: text("status").notNull().default("published"),
    /** An uploaded photo; without one the drawn picture at `image` is shown. */
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
    /** Where it is on the map (issue 16), in degrees (WGS 84); null until an editor sets it. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("destinations_status_known", statusCheck(t.status)),
    check(
      "destinations_coordinates_both_or_neither",
      sql`(${t.latitude} is null) = (${t.longitude} is null)`,
    ),
    check(
      "destinations_coordinates_in_india",
      sql`${t.latitude} between 6 and 38 and ${t.longitude} between 68 and 98`,
    ),
    check("destinations_sr_no_positive", sql`${t.srNo} > 0`),
    check("destinations_avg_price_nonnegative", sql`${t.avgPrice} >= 0`),
    check("destinations_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check(
      "destinations_region_known",
      sql`${t.region} in ('North India','West India','South India','Islands','Central India')`,
    ),
    check(
      "destinations_difficulty_known",
      sql`${t.difficulty} in ('Easy','Moderate','Challenging')`,
    ),
  ],
);

/**
 * A season a destination is closed every year (a high pass under snow): from one month-day to
 * another, inclusive, wrapping over the new year when it ends before it starts ("11-15" to "04-30").
 */
export const destinationClosures = pgTable(
  "destination_closures",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    reason: text("reason").notNull(),
    hi: hindiColumn(),
  },
  (t) => [
    index("destination_closures_destination_idx").on(t.destinationId),
    check(
      "destination_closures_month_days",
      sql`${t.startsOn} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' and ${t.endsOn} ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'`,
    ),
  ],
);

export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    /** The package's public number: it is addressed as dest_{sr_no} (a name kept from when each
     * destination had one package, numbered as the destination). */
    srNo: integer("sr_no").notNull().unique(),
    /** The destination the tour is in; a destination has any number of packages. */
    destinationSrNo: integer("destination_sr_no")
      .notNull()
      .references(() => destinations.srNo, { onDelete: "restrict" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    highlights: text("highlights").array().notNull(),
    difficulty: text("difficulty").notNull(),
    durationDays: smallint("duration_days").notNull(),
    /** Per person, whole rupees, tax included. */
    price: integer("price").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    inclusions: text("inclusions").array().notNull(),
    exclusions: text("exclusions").array().notNull(),
    hi: hindiColumn(),
    /** When the tour runs best ("October to March"); null means the destination's best season. */
    season: text("season"),
    status: text("status").notNull().default("published"),
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("packages_status_known", statusCheck(t.status)),
    index("packages_destination_sr_no_idx").on(t.destinationSrNo),
    check("packages_sr_no_positive", sql`${t.srNo} > 0`),
    check("packages_price_nonnegative", sql`${t.price} >= 0`),
    check("packages_duration_positive", sql`${t.durationDays} >= 1`),
  ],
);

export const packageItineraryDays = pgTable(
  "package_itinerary_days",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    dayNumber: smallint("day_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    meals: text("meals").array().notNull(),
    stay: text("stay"),
    hi: hindiColumn(),
  },
  (t) => [
    unique("package_itinerary_days_package_day").on(t.packageId, t.dayNumber),
    check("package_itinerary_days_day_positive", sql`${t.dayNumber} >= 1`),
  ],
);

export const packageAccommodations = pgTable(
  "package_accommodations",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    location: text("location").notNull(),
    nights: smallint("nights").notNull(),
    description: text("description").notNull(),
    hi: hindiColumn(),
  },
  (t) => [
    index("package_accommodations_package_idx").on(t.packageId),
    check("package_accommodations_nights_nonnegative", sql`${t.nights} >= 0`),
  ],
);

export const packageCostItems = pgTable(
  "package_cost_items",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    label: text("label").notNull(),
    amount: integer("amount").notNull(),
    hi: hindiColumn(),
  },
  (t) => [
    index("package_cost_items_package_idx").on(t.packageId),
    check("package_cost_items_amount_nonnegative", sql`${t.amount} >= 0`),
  ],
);

export const packageGallery = pgTable(
  "package_gallery",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    image: text("image").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption").notNull(),
    hi: hindiColumn(),
    photoId: uuid("photo_id").references(() => photos.id, { onDelete: "set null" }),
  },
  (t) => [index("package_gallery_package_idx").on(t.packageId)],
);

export const packageReviews = pgTable(
  "package_reviews",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    rating: real("rating").notNull(),
    comment: text("comment").notNull(),
    reviewedOn: date("reviewed_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_reviews_package_idx").on(t.packageId),
    check(
      "package_reviews_rating_half_steps",
      sql`${t.rating} >= 1 and ${t.rating} <= 5 and ${t.rating} * 2 = round(${t.rating} * 2)`,
    ),
  ],
);
