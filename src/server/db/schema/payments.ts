import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bookings } from "./bookings";

/**
 * One request for money: an order at the provider (Razorpay, the built-in test checkout) or a
 * pay-by-UPI request the traveller answers with a UTR. Its state is the provider's, as last seen.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** deposit | full | balance */
    purpose: text("purpose").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    /** created | attempted | paid | failed | expired | claimed (UPI: the payer gave a UTR) */
    status: text("status").notNull().default("created"),
    /** UPI only: the UTR the payer typed, for an admin to match against the bank statement. */
    payerReference: text("payer_reference"),
    lastError: text("last_error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_orders_provider_order_uq").on(t.provider, t.providerOrderId),
    index("payment_orders_booking_idx").on(t.bookingId),
    index("payment_orders_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('created','attempted')`),
    check("payment_orders_amount_positive", sql`${t.amountPaise} > 0`),
    check("payment_orders_purpose_known", sql`${t.purpose} in ('deposit','full','balance')`),
    check(
      "payment_orders_status_known",
      sql`${t.status} in ('created','attempted','paid','failed','expired','claimed')`,
    ),
  ],
);

/**
 * The money itself, in integer paise: every charge captured and every refund asked for, with the
 * provider's ids. A booking's paid and refunded totals are sums over this table, never stored.
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => paymentOrders.id, { onDelete: "restrict" }),
    /** charge | refund */
    kind: text("kind").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    provider: text("provider").notNull(),
    /** The charge's payment id (a UTR for UPI); for a refund, the charge it returns money from. */
    providerPaymentId: text("provider_payment_id").notNull(),
    providerRefundId: text("provider_refund_id"),
    method: text("method"),
    /** charge: captured. refund: requested → initiated → processed, or failed. */
    state: text("state").notNull(),
    /** For refunds, the charge they return money from. */
    chargeId: uuid("charge_id"),
    reason: text("reason"),
    lastError: text("last_error"),
    /** The GST invoice (charge) or credit note (refund processed) this entry is documented by. */
    documentNumber: text("document_number").unique(),
    documentIssuedOn: text("document_issued_on"),
    /** The tax rate in basis points when the document was issued (500 = 5%). */
    taxRateBp: smallint("tax_rate_bp"),
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The heart of idempotency: one provider payment is captured into the ledger once.
    uniqueIndex("payment_ledger_charge_uq")
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.kind} = 'charge'`),
    uniqueIndex("payment_ledger_refund_uq")
      .on(t.provider, t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    index("payment_ledger_booking_idx").on(t.bookingId),
    index("payment_ledger_created_idx").on(t.createdAt),
    index("payment_ledger_refunds_open_idx")
      .on(t.updatedAt)
      .where(sql`${t.kind} = 'refund' and ${t.state} in ('requested','initiated')`),
    check("payment_ledger_amount_positive", sql`${t.amountPaise} > 0`),
    check("payment_ledger_kind_known", sql`${t.kind} in ('charge','refund')`),
    check(
      "payment_ledger_state_known",
      sql`(${t.kind} = 'charge' and ${t.state} = 'captured') or (${t.kind} = 'refund' and ${t.state} in ('requested','initiated','processed','failed'))`,
    ),
  ],
);

/** Every provider event, kept raw before it is processed; the event id makes replays no-ops. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    payload: text("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What processing concluded: applied, ignored, or why it was refused. */
    outcome: text("outcome"),
  },
  (t) => [uniqueIndex("payment_events_event_uq").on(t.provider, t.eventId)],
);

/** Gap-free document numbers: one counter per series and Indian financial year. */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/**
 * The built-in test-mode checkout's own books: what a real provider would know about orders,
 * payments and refunds, kept apart from ours so the reconciler can ask it as it asks Razorpay.
 */
export const testGatewayRecords = pgTable(
  "test_gateway_records",
  {
    id: text("id").primaryKey(),
    /** order | payment | refund */
    entity: text("entity").notNull(),
    orderId: text("order_id"),
    paymentId: text("payment_id"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull(),
    method: text("method"),
    receipt: text("receipt"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("test_gateway_order_idx").on(t.orderId),
    index("test_gateway_payment_idx").on(t.paymentId),
  ],
);
