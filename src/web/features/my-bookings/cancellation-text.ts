import type { CancellationQuote } from "@/shared/bookings/rules";
import { FULL_REFUND_DAYS } from "@/shared/constants";
import { formatRupees } from "@/web/lib/format";

function startsIn(daysBefore: number): string {
  if (daysBefore < 0) return "Your tour has already started";
  if (daysBefore === 0) return "Your tour starts today";
  return `Your tour starts in ${daysBefore} ${daysBefore === 1 ? "day" : "days"}`;
}

/** What the traveller reads before confirming a cancellation (the FAQ's 30-day promise). */
export function cancellationText(quote: CancellationQuote): string {
  if (quote.fullRefund) {
    return `Cancelling now gives you a full refund of ${formatRupees(quote.refundAmount)}.`;
  }
  return `${startsIn(quote.daysBefore)}, so no refund applies (full refunds need ${FULL_REFUND_DAYS} days' notice).`;
}

/** The refund line on a cancelled booking's card. */
export function refundText(refundAmount: number | null): string {
  return refundAmount ? `Refund: ${formatRupees(refundAmount)}` : "No refund";
}
