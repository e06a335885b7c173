import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { packages } from "./catalogue";
import { guides } from "./guides";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "restrict" }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    status: text("status").notNull().default("pending"),
    notes: text("notes").notNull().default(""),
    /** Whole rupees: package price × travellers, computed by the server. */
    price: integer("price").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    numberOfTravelers: smallint("number_of_travelers").notNull().default(1),
    idempotencyKey: text("idempotency_key").unique(),
    /** Set when the booking is cancelled; what comes back is in the payments ledger. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Accepted and unpaid: the guide's days are held until then (decision 0026). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** Set at acceptance when the tour is 30+ days away; null means the full price is due at once. */
    depositPaise: integer("deposit_paise"),
    balanceDueOn: date("balance_due_on"),
    /** How many balance reminders went out (7 and 2 days before it falls due). */
    balanceReminders: smallint("balance_reminders").notNull().default(0),
    /** Optional business details the traveller gives for GST invoices. */
    gstin: text("gstin"),
    businessName: text("business_name"),
    /** When the guide accepted or rejected the request: their response time is measured from it. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** When the guide was reminded of the unanswered request (once, at 24 hours). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_guide_status_idx").on(t.guideId, t.status),
    index("bookings_user_idx").on(t.userId),
    /** The admin console's list of every booking, newest first. */
    index("bookings_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("bookings_pending_created_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index("bookings_hold_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    check("bookings_travelers_min", sql`${t.numberOfTravelers} >= 1`),
    check("bookings_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("bookings_price_nonnegative", sql`${t.price} >= 0`),
    check(
      "bookings_status_known",
      sql`${t.status} in ('pending','awaiting_payment','confirmed','rejected','cancelled','completed','expired')`,
    ),
    check("bookings_deposit_positive", sql`${t.depositPaise} is null or ${t.depositPaise} > 0`),
  ],
);

/**
 * A booking's history (issue 14): one row per status it entered, written by a trigger on bookings
 * (migration 0015), so no path that changes a status can forget it. Who acted comes from the
 * transaction's `yatra.actor_id`/`yatra.actor_role` settings when the change set them, otherwise
 * from the transition itself (a request is the traveller's, an acceptance the guide's, an expiry
 * the system's).
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** 'traveller', 'guide', 'admin' or 'system'. */
    actorRole: text("actor_role").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_events_booking_idx").on(t.bookingId, t.at),
    check(
      "booking_events_actor_role_known",
      sql`${t.actorRole} in ('traveller','guide','admin','system')`,
    ),
  ],
);
