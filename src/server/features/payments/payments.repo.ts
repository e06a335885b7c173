import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  bookings,
  documentCounters,
  guides,
  packages,
  paymentEvents,
  paymentLedger,
  paymentOrders,
} from "@/server/db/schema";

export type LedgerRow = typeof paymentLedger.$inferSelect;
export type OrderRow = typeof paymentOrders.$inferSelect;

/** Every ledger line of these bookings, oldest first. */
export function ledgerOf(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as LedgerRow[]);
  return db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.bookingId, bookingIds))
    .orderBy(asc(paymentLedger.createdAt));
}

/** The booking's row, locked for the rest of the transaction: money for one booking moves in line. */
export async function lockBooking(tx: Database, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function findOrder(db: Database, provider: string, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerOrderId, providerOrderId)),
    );
  return row;
}

export async function findOrderById(db: Database, id: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** An order still open for the same money, so a second press of Pay reuses it. */
export async function reusableOrder(
  db: Database,
  input: { bookingId: string; purpose: string; amountPaise: number; provider: string },
) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bookingId, input.bookingId),
        eq(paymentOrders.purpose, input.purpose),
        eq(paymentOrders.amountPaise, input.amountPaise),
        eq(paymentOrders.provider, input.provider),
        inArray(paymentOrders.status, ["created", "attempted"]),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return row;
}

export async function insertOrder(db: Database, values: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row;
}

export async function setOrderStatus(
  db: Database,
  id: string,
  status: string,
  values: { lastError?: string | null; payerReference?: string } = {},
) {
  await db
    .update(paymentOrders)
    .set({ status, ...values, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), sql`${paymentOrders.status} <> 'paid'`));
}

export async function markOrderChecked(db: Database, id: string) {
  await db.update(paymentOrders).set({ checkedAt: new Date() }).where(eq(paymentOrders.id, id));
}

/** Orders the provider may have news of: created or attempted before `before`, oldest check first. */
export function openOrders(db: Database, before: Date, limit = 50, bookingId?: string) {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ["created", "attempted"]),
        lte(paymentOrders.createdAt, before),
        sql`${paymentOrders.provider} <> 'upi'`,
        bookingId ? eq(paymentOrders.bookingId, bookingId) : undefined,
      ),
    )
    .orderBy(sql`${paymentOrders.checkedAt} asc nulls first`)
    .limit(limit);
}

/** Records a captured payment once: undefined when this provider payment is already in the ledger. */
export async function insertCharge(tx: Database, values: typeof paymentLedger.$inferInsert) {
  const [row] = await tx
    .insert(paymentLedger)
    .values({ ...values, kind: "charge", state: "captured" })
    .onConflictDoNothing({
      target: [paymentLedger.provider, paymentLedger.providerPaymentId],
      where: sql`${paymentLedger.kind} = 'charge'`,
    })
    .returning();
  return row;
}

/**
 * The next number of a series in a financial year. The counter row stays locked until the
 * transaction ends, so numbers are handed out in order and a rolled-back one is reused: no gaps.
 */
export async function nextDocumentNumber(tx: Database, series: string, financialYear: string) {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  return row.lastNumber;
}

export async function setDocument(
  tx: Database,
  id: string,
  values: Pick<
    typeof paymentLedger.$inferInsert,
    "documentNumber" | "documentIssuedOn" | "taxRateBp" | "buyerGstin" | "buyerBusinessName"
  >,
) {
  await tx.update(paymentLedger).set(values).where(eq(paymentLedger.id, id));
}

export async function confirmHeld(tx: Database, bookingId: string) {
  const updated = await tx
    .update(bookings)
    .set({ status: "confirmed", holdExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "awaiting_payment")))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

export async function insertRefund(tx: Database, values: typeof paymentLedger.$inferInsert) {
  const [row] = await tx
    .insert(paymentLedger)
    .values({ ...values, kind: "refund", state: "requested" })
    .returning();
  return row;
}

export async function findLedgerLine(db: Database, id: string) {
  const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.id, id));
  return row;
}

export async function refundByProviderId(db: Database, provider: string, providerRefundId: string) {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, provider),
        eq(paymentLedger.providerRefundId, providerRefundId),
      ),
    );
  return row;
}

/** Moves a refund on, never back: processed and failed are final. */
export async function updateRefund(
  tx: Database,
  id: string,
  values: { state: string; providerRefundId?: string | null; lastError?: string | null },
) {
  const [row] = await tx
    .update(paymentLedger)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(paymentLedger.id, id), inArray(paymentLedger.state, ["requested", "initiated"])))
    .returning();
  return row;
}

/** Refunds under way since before `before`: the reconciler asks the provider how they ended. */
export function openRefunds(db: Database, before: Date, limit = 50) {
  return db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.kind, "refund"),
        inArray(paymentLedger.state, ["requested", "initiated"]),
        lte(paymentLedger.updatedAt, before),
        sql`${paymentLedger.provider} <> 'upi'`,
      ),
    )
    .orderBy(asc(paymentLedger.updatedAt))
    .limit(limit);
}

export async function touchLedgerLine(db: Database, id: string) {
  await db.update(paymentLedger).set({ updatedAt: new Date() }).where(eq(paymentLedger.id, id));
}

/** Stores a provider event before anything acts on it; undefined when it was stored before. */
export async function insertEvent(db: Database, values: typeof paymentEvents.$inferInsert) {
  const [row] = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return row;
}

export async function finishEvent(db: Database, id: number, outcome: string) {
  await db
    .update(paymentEvents)
    .set({ outcome, processedAt: new Date() })
    .where(eq(paymentEvents.id, id));
}

/** Holds past their time, each returned once to one server. */
export async function expireHolds(db: Database, now: Date) {
  return db
    .update(bookings)
    .set({ status: "expired", holdExpiresAt: null, updatedAt: now })
    .where(and(eq(bookings.status, "awaiting_payment"), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
}

export function holdsDueBy(db: Database, at: Date) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "awaiting_payment"), lte(bookings.holdExpiresAt, at)));
}

const netPaid = sql<number>`coalesce((select sum(case when l.kind = 'charge' then l.amount_paise when l.state <> 'failed' then -l.amount_paise else 0 end) from payment_ledger l where l.booking_id = ${bookings.id}), 0)`;
const balanceOpen = sql`${netPaid} < ${bookings.price}::bigint * 100`;

/**
 * Claims the confirmed bookings whose balance is unpaid and due within `withinDays`, not yet
 * reminded `reminder` times: one UPDATE, so each reminder goes out once.
 */
export async function claimBalanceReminders(
  db: Database,
  today: string,
  withinDays: number,
  reminder: number,
) {
  return db
    .update(bookings)
    .set({ balanceReminders: reminder })
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.balanceDueOn),
        lte(bookings.balanceDueOn, sql`${today}::date + ${withinDays}::int`),
        gte(bookings.balanceDueOn, today),
        lt(bookings.balanceReminders, reminder),
        balanceOpen,
      ),
    )
    .returning({ id: bookings.id });
}

/** Confirmed bookings whose balance was due before `today` and is still unpaid. */
export function overdueBalances(db: Database, today: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.balanceDueOn),
        lt(bookings.balanceDueOn, today),
        balanceOpen,
      ),
    );
}

export interface LedgerFilter {
  kind?: "charge" | "refund";
  state?: string;
  provider?: string;
  from?: string;
  to?: string;
  q?: string;
  limit: number;
}

/** The admin's list of money movements, newest first, with the booking each belongs to. */
export function ledgerList(db: Database, filter: LedgerFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.kind ? eq(paymentLedger.kind, filter.kind) : undefined,
    filter.state ? eq(paymentLedger.state, filter.state) : undefined,
    filter.provider ? eq(paymentLedger.provider, filter.provider) : undefined,
    filter.from
      ? gte(paymentLedger.createdAt, new Date(`${filter.from}T00:00:00+05:30`))
      : undefined,
    filter.to
      ? lt(paymentLedger.createdAt, sql`${filter.to}::date + 1 - interval '5 hours 30 minutes'`)
      : undefined,
  ];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(bookings.name, like),
        ilike(bookings.email, like),
        ilike(paymentLedger.providerPaymentId, like),
        ilike(paymentLedger.providerRefundId, like),
        ilike(paymentLedger.documentNumber, like),
        sql`${bookings.id}::text ilike ${like}`,
      ),
    );
  }
  return db
    .select({
      line: paymentLedger,
      bookingName: bookings.name,
      bookingEmail: bookings.email,
      bookingStatus: bookings.status,
      startDate: bookings.startDate,
      packageName: packages.name,
      guideName: guides.name,
    })
    .from(paymentLedger)
    .innerJoin(bookings, eq(bookings.id, paymentLedger.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .where(and(...conditions))
    .orderBy(desc(paymentLedger.createdAt))
    .limit(filter.limit);
}

/** Pay-by-UPI requests a payer has answered with a UTR, waiting for an admin to match them. */
export function claimedUpiOrders(db: Database) {
  return db
    .select({
      order: paymentOrders,
      bookingName: bookings.name,
      bookingEmail: bookings.email,
      packageName: packages.name,
    })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(and(eq(paymentOrders.provider, "upi"), eq(paymentOrders.status, "claimed")))
    .orderBy(asc(paymentOrders.updatedAt))
    .limit(200);
}

export async function setBookingInvoiceDetails(
  db: Database,
  id: string,
  values: { gstin: string | null; businessName: string | null },
) {
  await db.update(bookings).set(values).where(eq(bookings.id, id));
}

export async function documentLine(db: Database, documentNumber: string) {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.documentNumber, documentNumber));
  return row;
}

export function ordersOfBooking(db: Database, bookingId: string) {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.bookingId, bookingId))
    .orderBy(desc(paymentOrders.createdAt));
}
