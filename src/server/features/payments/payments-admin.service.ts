import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { currentView, viewOf } from "@/server/features/bookings/booking-view";
import * as bookingsRepo from "@/server/features/bookings/bookings.repo";
import { AppError, forbidden, notFound } from "@/server/http/errors";
import type { TestGateway, TestOutcome } from "@/server/platform/payments/test-gateway";
import type { AdminRefundInput, LedgerQuery } from "@/shared/payments/schema";
import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";
import { documentFileName, documentPdf } from "./invoices";
import { ledgerLineOf } from "./ledger-line";
import * as repo from "./payments.repo";
import {
  type Actor,
  netPaid,
  ownBooking,
  type PaymentDeps,
  payableNow,
  receiveWebhook,
  recordCapture,
  refundCharges,
  settleRefund,
} from "./payments.service";

const conflict = (code: string, message: string) => new AppError(409, code, message);

/** The payer says they paid by a UPI app and gives the UTR: an admin matches it with the bank. */
export async function claimUpiPayment(
  deps: PaymentDeps,
  actor: Actor,
  bookingId: string,
  utr: string,
) {
  const row = await ownBooking(deps.db, actor, bookingId);
  const orders = await repo.ordersOfBooking(deps.db, bookingId);
  const order = orders.find(
    (o) => o.provider === "upi" && (o.status === "created" || o.status === "claimed"),
  );
  if (!order) throw conflict("NO_UPI_REQUEST", "Open the UPI payment for this booking first.");
  await repo.setOrderStatus(deps.db, order.id, "claimed", { payerReference: utr });
  return (await currentView(deps.db, row.booking.id))!;
}

/** The test-mode checkout's buttons: what the payer chose happens at the gateway, then its webhook. */
export async function payInTestMode(
  deps: PaymentDeps,
  gateway: TestGateway | undefined,
  actor: Actor,
  orderId: string,
  outcome: TestOutcome,
) {
  if (!gateway) throw notFound("Test checkout");
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.provider !== "test") throw notFound("Payment");
  const row = await ownBooking(deps.db, actor, order.bookingId);
  if (order.status === "paid")
    throw conflict("ALREADY_PAID", "This payment has already been made.");
  payableNow(await viewOf(deps.db, row), new Date());
  const { webhook } = await gateway.pay(order.providerOrderId, outcome);
  await receiveWebhook(deps, {
    rawBody: webhook.body,
    signature: webhook.signature,
    eventId: webhook.eventId,
  });
  const after = await repo.findOrderById(deps.db, orderId);
  return {
    paid: after?.status === "paid",
    error:
      after?.status === "paid" ? null : (after?.lastError ?? "The payment did not go through."),
    booking: (await currentView(deps.db, row.booking.id))!,
  };
}

/** An invoice or credit note as PDF, for the booking's traveller or an admin. */
export async function documentFor(deps: PaymentDeps, actor: Actor, number: string) {
  const line = await repo.documentLine(deps.db, number);
  if (!line) throw notFound("Document");
  const row = await bookingsRepo.findBooking(deps.db, line.bookingId);
  if (!row) throw notFound("Document");
  if (row.booking.userId !== actor.id && actor.role !== "admin") throw notFound("Document");
  return {
    name: documentFileName(number),
    bytes: await documentPdf(deps, line, await viewOf(deps.db, row)),
  };
}

const ADMIN_LIST_LIMIT = 500;

function lineView(r: Awaited<ReturnType<typeof repo.ledgerList>>[number]): LedgerLineView {
  return {
    ...ledgerLineOf(r.line),
    bookingId: r.line.bookingId,
    traveller: { name: r.bookingName, email: r.bookingEmail },
    packageName: r.packageName,
    guideName: r.guideName,
    bookingStatus: r.bookingStatus,
    startDate: r.startDate,
  };
}

export async function ledgerPage(db: Database, query: LedgerQuery) {
  const lines = (await repo.ledgerList(db, { ...query, limit: ADMIN_LIST_LIMIT })).map(lineView);
  const claims: UpiClaimView[] = (await repo.claimedUpiOrders(db)).map((r) => ({
    orderId: r.order.id,
    bookingId: r.order.bookingId,
    amountPaise: r.order.amountPaise,
    utr: r.order.payerReference ?? "",
    claimedAt: r.order.updatedAt.toISOString(),
    traveller: { name: r.bookingName, email: r.bookingEmail },
    packageName: r.packageName,
  }));
  return { lines, claims, limit: ADMIN_LIST_LIMIT };
}

/** Spreadsheet programs run cells that start with = + - @ as formulas: those get a leading quote. */
const csvCell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export async function ledgerCsv(db: Database, query: LedgerQuery) {
  const rows = (await repo.ledgerList(db, { ...query, limit: 100_000 })).map(lineView);
  const header = [
    "created_at",
    "kind",
    "state",
    "amount_inr",
    "provider",
    "payment_id",
    "refund_id",
    "document",
    "booking_id",
    "traveller",
    "email",
    "package",
    "guide",
    "tour_start",
    "reason",
  ];
  const lines = rows.map((l) =>
    [
      l.createdAt,
      l.kind,
      l.state,
      (l.amountPaise / 100).toFixed(2),
      l.provider,
      l.providerPaymentId,
      l.providerRefundId,
      l.documentNumber,
      l.bookingId,
      l.traveller.name,
      l.traveller.email,
      l.packageName,
      l.guideName,
      l.startDate,
      l.reason,
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

export async function refundByHand(
  deps: PaymentDeps,
  actor: Actor,
  bookingId: string,
  input: AdminRefundInput,
) {
  const row = await bookingsRepo.findBooking(deps.db, bookingId);
  if (!row) throw notFound("Booking");
  const paidBefore = await netPaid(deps.db, bookingId);
  const amountPaise = Math.round(input.amount * 100);
  const refunds = await refundCharges(deps, bookingId, amountPaise, input.reason, actor.id);
  // The refund runs its own transactions and asks the provider in between: recorded once made.
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: "booking.refund",
    entityType: "booking",
    entityId: bookingId,
    before: { netPaidPaise: paidBefore },
    after: {
      netPaidPaise: await netPaid(deps.db, bookingId),
      refundedPaise: amountPaise,
      reason: input.reason,
      refunds: refunds.map((r) => r.id),
    },
  });
  return (await currentView(deps.db, row.booking.id))!;
}

/** The admin found the transfer on the bank statement: the UTR must be the one the payer gave. */
export async function confirmUpiClaim(
  deps: PaymentDeps,
  actor: Actor,
  orderId: string,
  utr: string,
) {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.provider !== "upi") throw notFound("UPI payment");
  if (order.status !== "claimed")
    throw conflict("NOT_CLAIMED", "Nobody has reported paying this UPI request.");
  if (order.payerReference !== utr)
    throw new AppError(422, "UTR_MISMATCH", "This UTR is not the one the payer gave.", {
      utr: "This UTR is not the one the payer gave.",
    });
  const outcome = await recordCapture(
    deps,
    "upi",
    {
      id: utr,
      orderId: order.providerOrderId,
      amountPaise: order.amountPaise,
      currency: "INR",
      status: "captured",
      method: "upi",
      error: null,
    },
    actor.id,
  );
  if (outcome === "duplicate")
    throw conflict("UTR_USED", "This UTR has already been matched to a payment.");
  const after = await repo.findOrderById(deps.db, orderId);
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: "upi_payment.confirm",
    entityType: "upi_payment",
    entityId: orderId,
    before: { status: order.status, utr },
    after: { status: after?.status ?? order.status, utr, outcome },
  });
  return { outcome };
}

export async function rejectUpiClaim(deps: PaymentDeps, actor: Actor, orderId: string) {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.provider !== "upi" || order.status !== "claimed") throw notFound("UPI claim");
  const lastError = "No transfer with this UTR reached the company's account.";
  await deps.db.transaction(async (tx) => {
    await repo.setOrderStatus(tx, order.id, "created", { lastError });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "upi_payment.reject",
      entityType: "upi_payment",
      entityId: order.id,
      before: { status: order.status, utr: order.payerReference },
      after: { status: "created", utr: order.payerReference, lastError },
    });
  });
  return { outcome: "rejected" };
}

/** A UPI payment's refund is a bank transfer the company makes; the admin records its reference. */
export async function markRefundPaid(
  deps: PaymentDeps,
  actor: Actor,
  id: string,
  reference: string,
) {
  const line = await repo.findLedgerLine(deps.db, id);
  if (!line || line.kind !== "refund") throw notFound("Refund");
  if (line.provider !== "upi") throw forbidden();
  if (line.state === "processed" || line.state === "failed")
    throw conflict("REFUND_SETTLED", `This refund is already ${line.state}.`);
  await settleRefund(deps, line, { id: reference, status: "processed", error: null });
  const after = await repo.findLedgerLine(deps.db, id);
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: "refund.mark_paid",
    entityType: "refund",
    entityId: id,
    before: { state: line.state, providerRefundId: line.providerRefundId },
    after: {
      state: after?.state ?? line.state,
      providerRefundId: after?.providerRefundId ?? null,
      documentNumber: after?.documentNumber ?? null,
    },
  });
  return { outcome: "processed" };
}
