import type { CancellationQuote } from "@/shared/bookings/rules";
import type { BookingPayment, RefundView } from "@/shared/bookings/types";
import { FULL_REFUND_DAYS } from "@/shared/constants";
import { formatPaise } from "@/web/lib/format";

function startsIn(daysBefore: number): string {
  if (daysBefore < 0) return "Your tour has already started";
  if (daysBefore === 0) return "Your tour starts today";
  return `Your tour starts in ${daysBefore} ${daysBefore === 1 ? "day" : "days"}`;
}

/**
 * What the traveller reads before confirming a cancellation (the FAQ's 30-day promise). It names
 * only money that was actually paid: a booking with nothing paid promises no refund.
 */
export function cancellationText(quote: CancellationQuote): string {
  if (quote.paidPaise <= 0)
    return "Nothing has been paid for this booking, so nothing is refunded.";
  if (quote.fullRefund) {
    return `Cancelling now gives you a full refund of ${formatPaise(quote.refundPaise)}.`;
  }
  if (quote.refundPaise > 0) {
    return `${startsIn(quote.daysBefore)}, so the deposit of ${formatPaise(quote.paidPaise - quote.refundPaise)} is kept and ${formatPaise(quote.refundPaise)} is refunded (full refunds need ${FULL_REFUND_DAYS} days' notice).`;
  }
  return `${startsIn(quote.daysBefore)}, so no refund applies (full refunds need ${FULL_REFUND_DAYS} days' notice).`;
}

const REFUND_STATES: Record<RefundView["state"], string> = {
  requested: "requested",
  initiated: "initiated",
  processed: "processed",
  failed: "failed",
};

/** One refund as the traveller tracks it with their bank. */
export function refundLine(refund: RefundView): string {
  const reference = refund.reference ? ` (reference ${refund.reference})` : "";
  return `Refund of ${formatPaise(refund.amountPaise)}: ${REFUND_STATES[refund.state]}${reference}`;
}

/** The refund summary on a cancelled booking's card. */
export function refundText(payment: BookingPayment): string {
  if (payment.paidPaise === 0) return "Nothing was charged";
  if (payment.refundingPaise > 0)
    return `Refund of ${formatPaise(payment.refundingPaise)} on its way`;
  if (payment.refundedPaise > 0) return `Refunded: ${formatPaise(payment.refundedPaise)}`;
  return "No refund";
}
