import crypto from "node:crypto";
import QRCode from "qrcode";
import type { PaymentsConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import { travellerLanguage } from "@/server/features/bookings/booking-languages.repo";
import { currentView, viewOf } from "@/server/features/bookings/booking-view";
import * as bookingsRepo from "@/server/features/bookings/bookings.repo";
import { guideRecipient } from "@/server/features/bookings/guide-email";
import { AppError, notFound } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "@/server/platform/payments/provider";
import { sendSafely } from "@/server/platform/send-safely";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import { documentNumber, financialYearOf } from "@/shared/payments/gst";
import { ledgerTotals } from "@/shared/payments/rules";
import type { CheckoutView, PaymentOptions } from "@/shared/payments/types";
import { upiPayLink } from "@/shared/payments/upi";
import { documentAttachment } from "./invoices";
import { paymentEmails } from "./payment-emails";
import * as repo from "./payments.repo";

export interface PaymentDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  companyEmail: string;
  provider: PaymentProvider;
  config: PaymentsConfig;
}

export interface Actor {
  id: string;
  role?: string | null;
}

const conflict = (code: string, message: string) => new AppError(409, code, message);
const providerDown = (error: unknown) =>
  new AppError(
    502,
    "PAYMENT_PROVIDER_UNAVAILABLE",
    error instanceof PaymentProviderError && error.status !== null && error.status < 500
      ? `The payment service refused this: ${error.message}`
      : "The payment service is not answering. Nothing was charged; please try again in a minute.",
  );

/** Orders older than this may have news the webhook did not bring: the reconciler asks. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** An order nobody paid in two days is closed; paying again makes a new one. */
const ORDER_LIFETIME_MS = 2 * 24 * 60 * 60 * 1000;

/** The actor's own booking; someone else's does not exist for them. */
export async function ownBooking(db: Database, actor: Actor, id: string) {
  const row = await bookingsRepo.findBooking(db, id);
  // Someone else's booking does not exist for them.
  if (!row || row.booking.userId !== actor.id) throw notFound("Booking");
  return row;
}

/** What the traveller can pay now, or the reason they cannot. */
export function payableNow(view: BookingView, now: Date) {
  if (view.status === "awaiting_payment") {
    const hold = view.payment.holdExpiresAt;
    if (hold && new Date(hold) <= now)
      throw conflict(
        "HOLD_EXPIRED",
        "The 24 hours to pay for this booking have passed, so the guide's dates were released. Please book again.",
      );
  }
  const due = view.payment.dueNow;
  if (!due)
    throw conflict(
      "NOTHING_TO_PAY",
      view.status === "pending"
        ? "You can pay once the guide accepts your request."
        : `Nothing is due on this booking (it is ${view.status.replace("_", " ")}).`,
    );
  return due;
}

const receiptOf = (bookingId: string, purpose: string) =>
  `${bookingId.slice(0, 8).toUpperCase()}-${purpose}`.slice(0, 40);

/** How this server takes money: what the checkout page offers. */
export function paymentOptions(deps: PaymentDeps): PaymentOptions {
  return {
    provider: deps.provider.name === "razorpay" ? "razorpay" : "test",
    upi: Boolean(deps.config.upiId),
    depositPercent: deps.config.depositPercent,
  };
}

/** Starts (or resumes) paying what is due: an order at the provider, reused on a second press. */
export async function startCheckout(
  deps: PaymentDeps,
  actor: Actor,
  bookingId: string,
  invoiceTo: { gstin?: string; businessName?: string },
  method: "provider" | "upi" = "provider",
): Promise<CheckoutView> {
  const row = await ownBooking(deps.db, actor, bookingId);
  const view = await viewOf(deps.db, row);
  const due = payableNow(view, new Date());
  if (method === "upi" && !deps.config.upiId)
    throw conflict("UPI_UNAVAILABLE", "Paying by UPI app is not offered here.");
  await repo.setBookingInvoiceDetails(deps.db, bookingId, {
    gstin: invoiceTo.gstin ?? null,
    businessName: invoiceTo.businessName || null,
  });
  const providerName = method === "upi" ? "upi" : deps.provider.name;
  let order = await repo.reusableOrder(deps.db, {
    bookingId,
    purpose: due.purpose,
    amountPaise: due.amountPaise,
    provider: providerName,
  });
  if (!order) {
    const receipt = receiptOf(bookingId, due.purpose);
    let providerOrderId: string;
    if (method === "upi") {
      providerOrderId = `upi_${crypto.randomBytes(6).toString("hex")}`;
    } else {
      try {
        providerOrderId = (
          await deps.provider.createOrder({
            amountPaise: due.amountPaise,
            receipt,
            notes: { booking_id: bookingId, purpose: due.purpose },
          })
        ).id;
      } catch (error) {
        deps.logger.warn({ err: error, bookingId }, "payment order not created");
        throw providerDown(error);
      }
    }
    order = await repo.insertOrder(deps.db, {
      bookingId,
      purpose: due.purpose,
      amountPaise: due.amountPaise,
      provider: providerName,
      providerOrderId,
    });
  }
  const reference = receiptOf(bookingId, order.purpose);
  const upiLink =
    method === "upi"
      ? upiPayLink({
          payeeAddress: deps.config.upiId!,
          payeeName: deps.config.company.legalName,
          amountPaise: order.amountPaise,
          reference,
          note: `Yatra booking ${reference}`,
        })
      : "";
  return {
    bookingId,
    orderId: order.id,
    providerOrderId: order.providerOrderId,
    purpose: order.purpose as CheckoutView["purpose"],
    amountPaise: order.amountPaise,
    holdExpiresAt: view.payment.holdExpiresAt,
    description: `${view.packageName}: ${order.purpose === "deposit" ? "deposit" : order.purpose === "balance" ? "balance" : "full payment"}`,
    prefill: { name: view.name, email: view.email, phone: view.phone },
    checkout:
      method === "upi"
        ? {
            kind: "upi",
            link: upiLink,
            qrCode: `data:image/svg+xml;base64,${Buffer.from(
              await QRCode.toString(upiLink, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
            ).toString("base64")}`,
            reference,
            claimed: order.status === "claimed",
            payee: deps.config.upiId!,
          }
        : deps.provider.checkout,
  };
}

/**
 * A provider payment into the ledger, once: the order must be ours and the amount and currency
 * exactly what we asked. A captured payment confirms a held booking; one that arrives for a booking
 * no longer held (expired, cancelled) is refunded in full at once.
 */
export async function recordCapture(
  deps: PaymentDeps,
  providerName: string,
  payment: Pick<
    ProviderPayment,
    "id" | "orderId" | "amountPaise" | "currency" | "status" | "method" | "error"
  >,
  createdBy: string | null = null,
): Promise<string> {
  const order = await repo.findOrder(deps.db, providerName, payment.orderId);
  if (!order) {
    deps.logger.warn({ providerName, payment }, "payment for an order we never made");
    return "refused: unknown order";
  }
  if (payment.status === "failed") {
    // A failed attempt reported after the order was paid (webhooks arrive in any order) changes nothing.
    if (order.status === "paid") return "ignored: order already paid";
    await repo.setOrderStatus(deps.db, order.id, "attempted", { lastError: payment.error });
    return "payment failed";
  }
  if (payment.status !== "captured") return `ignored: payment ${payment.status}`;
  if (payment.currency !== "INR" || payment.amountPaise !== order.amountPaise) {
    deps.logger.error(
      { order, payment },
      "captured amount differs from the order: left for an admin to look at",
    );
    return `refused: amount mismatch (${payment.amountPaise} ${payment.currency} for ${order.amountPaise} INR)`;
  }
  const today = todayInIndia();
  const result = await deps.db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, order.bookingId);
    const charge = await repo.insertCharge(tx, {
      bookingId: order.bookingId,
      orderId: order.id,
      amountPaise: payment.amountPaise,
      provider: providerName,
      providerPaymentId: payment.id,
      method: payment.method,
      createdBy,
      kind: "charge",
      state: "captured",
    });
    if (!charge) return { outcome: "duplicate" as const };
    const fy = financialYearOf(today);
    await repo.setDocument(tx, charge.id, {
      documentNumber: documentNumber("INV", fy, await repo.nextDocumentNumber(tx, "INV", fy)),
      documentIssuedOn: today,
      taxRateBp: Math.round(deps.config.gstRatePercent * 100),
      buyerGstin: booking.gstin,
      buyerBusinessName: booking.businessName,
    });
    await repo.setOrderStatus(tx, order.id, "paid", { lastError: null });
    if (booking.status === "awaiting_payment") {
      await repo.confirmHeld(tx, booking.id);
      return { outcome: "confirmed" as const, chargeId: charge.id };
    }
    if (booking.status === "confirmed") return { outcome: "paid" as const, chargeId: charge.id };
    return { outcome: "late" as const, chargeId: charge.id, status: booking.status };
  });
  if (result.outcome === "duplicate") return "duplicate";
  const row = (await bookingsRepo.findBooking(deps.db, order.bookingId))!;
  const view = await viewOf(deps.db, row);
  const charge = (await repo.findLedgerLine(deps.db, result.chargeId))!;
  if (result.outcome === "late") {
    deps.logger.warn(
      { bookingId: view.id, status: result.status },
      "payment for a booking no longer held: refunding",
    );
    await refundCharges(
      deps,
      view.id,
      payment.amountPaise,
      "Paid after the booking was no longer held",
      null,
      [charge],
    );
    const after = await viewOf(deps.db, row);
    await sendSafely(
      deps,
      paymentEmails.lateRefund(
        await travellerLanguage(deps.db, view.id),
        after,
        payment.amountPaise,
        deps.publicUrl,
      ),
    );
    return "refunded: booking no longer held";
  }
  const invoice = await invoiceAttachment(deps, charge, view);
  await sendSafely(
    deps,
    paymentEmails.received(
      await travellerLanguage(deps.db, view.id),
      view,
      charge,
      invoice,
      deps.publicUrl,
    ),
  );
  if (result.outcome === "confirmed") {
    const guide = await guideRecipient(deps, row.guideUserId);
    await sendSafely(
      deps,
      paymentEmails.confirmedForGuide(guide.language, guide.to, view, deps.publicUrl),
    );
  }
  return result.outcome === "confirmed"
    ? "captured: booking confirmed"
    : "captured: payment recorded";
}

const invoiceAttachment = (deps: PaymentDeps, line: repo.LedgerRow, view: BookingView) =>
  documentAttachment(deps, line, view);

interface WebhookPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: ProviderPayment["status"];
  method?: string;
  error_description?: string | null;
}

interface WebhookRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: "pending" | "processed" | "failed";
  receipt?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalidWebhook = (message: string) => new AppError(400, "INVALID_WEBHOOK", message);

/**
 * One endpoint for the provider's news. The signature is checked on the raw body; the event is
 * stored before it is acted on, and an event seen before is answered without acting again.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  input: { rawBody: string; signature: string | undefined; eventId: string | undefined },
): Promise<{ outcome: string }> {
  if (!deps.provider.webhookSignatureIsValid(input.rawBody, input.signature)) {
    deps.logger.warn({ eventId: input.eventId }, "webhook refused: bad signature");
    throw invalidWebhook("The webhook signature does not match.");
  }
  let event: { event?: unknown; payload?: Record<string, { entity?: unknown }> };
  try {
    event = JSON.parse(input.rawBody);
  } catch {
    throw invalidWebhook("The webhook body is not JSON.");
  }
  const type = typeof event.event === "string" ? event.event : "unknown";
  const eventId =
    input.eventId?.slice(0, 200) || crypto.createHash("sha256").update(input.rawBody).digest("hex");
  const stored = await repo.insertEvent(deps.db, {
    provider: deps.provider.name,
    eventId,
    eventType: type.slice(0, 100),
    payload: input.rawBody,
  });
  if (!stored) return { outcome: "duplicate event" };
  let outcome: string;
  try {
    outcome = await processEvent(deps, type, event.payload ?? {});
  } catch (error) {
    // Stored, so the reconciler (or the provider's retry, answered as a duplicate) finishes it.
    deps.logger.error({ err: error, eventId }, "webhook processing failed");
    await repo.finishEvent(deps.db, stored.id, `error: ${(error as Error).message}`.slice(0, 500));
    throw error;
  }
  await repo.finishEvent(deps.db, stored.id, outcome);
  if (outcome.startsWith("refused")) deps.logger.warn({ eventId, outcome }, "webhook refused");
  return { outcome };
}

async function processEvent(
  deps: PaymentDeps,
  type: string,
  payload: Record<string, { entity?: unknown }>,
): Promise<string> {
  const payment = payload.payment?.entity as WebhookPayment | undefined;
  const refund = payload.refund?.entity as WebhookRefund | undefined;
  if (
    (type === "payment.captured" || type === "order.paid" || type === "payment.failed") &&
    payment
  ) {
    if (typeof payment.id !== "string" || typeof payment.order_id !== "string")
      return "refused: malformed payment";
    return recordCapture(deps, deps.provider.name, {
      id: payment.id,
      orderId: payment.order_id,
      amountPaise: Number(payment.amount),
      currency: String(payment.currency),
      status: type === "payment.failed" ? "failed" : payment.status,
      method: payment.method ?? "unknown",
      error: payment.error_description ?? null,
    });
  }
  if ((type === "refund.processed" || type === "refund.failed") && refund) {
    const line =
      (await repo.refundByProviderId(deps.db, deps.provider.name, String(refund.id))) ??
      (refund.receipt && UUID.test(refund.receipt)
        ? await repo.findLedgerLine(deps.db, refund.receipt)
        : undefined);
    if (!line || line.kind !== "refund") return "refused: unknown refund";
    await settleRefund(deps, line, {
      id: String(refund.id),
      status: type === "refund.processed" ? "processed" : "failed",
      error: type === "refund.failed" ? "The provider could not pay this refund." : null,
    });
    return `refund ${type === "refund.processed" ? "processed" : "failed"}`;
  }
  return `ignored: ${type}`;
}

/** Razorpay Checkout's report on the page, believed only with a valid signature. */
export async function verifyReturn(
  deps: PaymentDeps,
  actor: Actor,
  input: { orderId: string; paymentId: string; signature: string },
) {
  const order = await repo.findOrder(deps.db, deps.provider.name, input.orderId);
  if (!order) throw notFound("Payment");
  const row = await ownBooking(deps.db, actor, order.bookingId);
  if (!deps.provider.paymentSignatureIsValid(input)) {
    deps.logger.warn({ orderId: input.orderId }, "payment return refused: bad signature");
    throw new AppError(400, "INVALID_SIGNATURE", "This payment could not be verified.");
  }
  await reconcileOrder(deps, order);
  return (await currentView(deps.db, row.booking.id))!;
}

/** Asks the provider about one order and applies what it says. */
export async function reconcileOrder(deps: PaymentDeps, order: repo.OrderRow) {
  let payments: ProviderPayment[];
  try {
    payments = await deps.provider.paymentsOf(order.providerOrderId);
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, "reconciler could not reach the provider");
    return "unreachable";
  }
  await repo.markOrderChecked(deps.db, order.id);
  const outcomes: string[] = [];
  for (const payment of payments) outcomes.push(await recordCapture(deps, order.provider, payment));
  if (
    payments.every((p) => p.status !== "captured") &&
    Date.now() - order.createdAt.getTime() > ORDER_LIFETIME_MS
  )
    await repo.setOrderStatus(deps.db, order.id, "expired");
  return outcomes.join(", ") || "no payment yet";
}

/** A refund's ending, applied once; a processed refund gets its credit note. */
export async function settleRefund(
  deps: PaymentDeps,
  line: repo.LedgerRow,
  news: { id: string | null; status: "pending" | "processed" | "failed"; error: string | null },
) {
  const state = news.status === "pending" ? "initiated" : news.status;
  const today = todayInIndia();
  const settled = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateRefund(tx, line.id, {
      state,
      providerRefundId: news.id ?? line.providerRefundId,
      lastError: news.error,
    });
    if (!updated || state !== "processed") return updated;
    const fy = financialYearOf(today);
    await repo.setDocument(tx, line.id, {
      documentNumber: documentNumber("CN", fy, await repo.nextDocumentNumber(tx, "CN", fy)),
      documentIssuedOn: today,
      taxRateBp: Math.round(deps.config.gstRatePercent * 100),
      buyerGstin: null,
      buyerBusinessName: null,
    });
    return updated;
  });
  if (!settled || state === "initiated") return;
  const row = await bookingsRepo.findBooking(deps.db, line.bookingId);
  if (!row) return;
  const view = await viewOf(deps.db, row);
  const final = (await repo.findLedgerLine(deps.db, line.id))!;
  const note = state === "processed" ? await invoiceAttachment(deps, final, view) : null;
  await sendSafely(
    deps,
    paymentEmails.refundSettled(
      await travellerLanguage(deps.db, view.id),
      view,
      final,
      note,
      deps.publicUrl,
    ),
  );
}

/**
 * Returns `amountPaise` of what was paid for the booking, newest charges first, through the
 * provider that took each. Each refund is a ledger line before the provider is asked, with its id
 * as the provider's receipt, so a crash in between is finished by the reconciler, never doubled.
 */
export async function refundCharges(
  deps: PaymentDeps,
  bookingId: string,
  amountPaise: number,
  reason: string,
  createdBy: string | null,
  only?: repo.LedgerRow[],
) {
  if (amountPaise <= 0) return [];
  const requested = await deps.db.transaction(async (tx) => {
    await repo.lockBooking(tx, bookingId);
    const lines = await repo.ledgerOf(tx, [bookingId]);
    const totals = ledgerTotals(lines as Parameters<typeof ledgerTotals>[0]);
    if (amountPaise > totals.netPaidPaise)
      throw new AppError(
        422,
        "REFUND_TOO_LARGE",
        `A refund cannot be larger than what is paid and not yet refunded (${totals.netPaidPaise / 100} rupees).`,
        { amount: "The refund is larger than what was paid." },
      );
    const charges = (only ?? lines.filter((l) => l.kind === "charge")).slice().reverse();
    let left = amountPaise;
    const rows: repo.LedgerRow[] = [];
    for (const charge of charges) {
      if (left === 0) break;
      const returned = lines
        .filter((l) => l.kind === "refund" && l.chargeId === charge.id && l.state !== "failed")
        .reduce((sum, l) => sum + l.amountPaise, 0);
      const take = Math.min(left, charge.amountPaise - returned);
      if (take <= 0) continue;
      rows.push(
        await repo.insertRefund(tx, {
          bookingId,
          orderId: charge.orderId,
          chargeId: charge.id,
          amountPaise: take,
          provider: charge.provider,
          providerPaymentId: charge.providerPaymentId,
          reason,
          createdBy,
          kind: "refund",
          state: "requested",
        }),
      );
      left -= take;
    }
    return rows;
  });
  for (const line of requested) await askProviderToRefund(deps, line);
  return requested;
}

async function askProviderToRefund(deps: PaymentDeps, line: repo.LedgerRow) {
  if (line.provider === "upi") {
    // No gateway holds this money: the company pays it back and an admin records the transfer.
    await repo.updateRefund(deps.db, line.id, { state: "initiated" });
    return;
  }
  if (line.provider !== deps.provider.name) {
    deps.logger.error({ line }, "refund for a provider this server is not configured for");
    await repo.updateRefund(deps.db, line.id, {
      state: "failed",
      lastError: `This server does not take payments through ${line.provider}.`,
    });
    return;
  }
  try {
    const refund = await deps.provider.refund(line.providerPaymentId, line.amountPaise, line.id);
    await settleRefund(deps, line, { id: refund.id, status: refund.status, error: null });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.status !== null && error.status < 500) {
      deps.logger.error({ err: error, refund: line.id }, "the provider refused a refund");
      await settleRefund(deps, line, { id: null, status: "failed", error: error.message });
      return;
    }
    // No answer: it may or may not have happened. The reconciler asks, by our receipt.
    deps.logger.warn({ err: error, refund: line.id }, "refund left for the reconciler");
    await repo.touchLedgerLine(deps.db, line.id);
  }
}

/** Finishes refunds whose outcome we missed: matched by receipt, asked again only if never made. */
async function reconcileRefund(deps: PaymentDeps, line: repo.LedgerRow) {
  if (line.provider !== deps.provider.name) return;
  try {
    const known = (await deps.provider.refundsOf(line.providerPaymentId)).find(
      (r) =>
        r.receipt === line.id || (line.providerRefundId !== null && r.id === line.providerRefundId),
    );
    if (!known) {
      if (line.state === "requested") await askProviderToRefund(deps, line);
      return;
    }
    if (known.status === "pending") await repo.touchLedgerLine(deps.db, line.id);
    await settleRefund(deps, line, {
      id: known.id,
      status: known.status,
      error: known.status === "failed" ? "The provider could not pay this refund." : null,
    });
  } catch (error) {
    deps.logger.warn({ err: error, refund: line.id }, "reconciler could not reach the provider");
  }
}

/** The reconciler: orders and refunds left in between, asked about once their news is late. */
export async function reconcile(deps: PaymentDeps, now = new Date(), afterMs = RECONCILE_AFTER_MS) {
  const before = new Date(now.getTime() - afterMs);
  let orders = 0;
  for (const order of await repo.openOrders(deps.db, before)) {
    await reconcileOrder(deps, order);
    orders++;
  }
  let refunds = 0;
  for (const line of await repo.openRefunds(deps.db, before)) {
    await reconcileRefund(deps, line);
    refunds++;
  }
  return { orders, refunds };
}

/** What a booking's ledger says the company holds for it. */
export async function netPaid(db: Database, bookingId: string) {
  const lines = await repo.ledgerOf(db, [bookingId]);
  return ledgerTotals(lines as Parameters<typeof ledgerTotals>[0]).netPaidPaise;
}
