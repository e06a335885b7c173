import { plural, t } from "@lingui/core/macro";
import type { CancellationQuote } from "@/shared/bookings/rules";
import type { BookingPayment, RefundView } from "@/shared/bookings/types";
import { FULL_REFUND_DAYS } from "@/shared/constants";
import { formatPaise } from "@/web/lib/format";

/*
 * Called while a component that uses useLingui() renders, so the texts follow a language switch.
 * Whole sentences per case, so each language can order its words its own way.
 */

/** Closer than 30 days: the deposit is kept and the rest refunded, or nothing is refunded. */
function lateText(daysBefore: number, kept: string | null, refunded: string | null): string {
  const notice = FULL_REFUND_DAYS;
  if (kept !== null && refunded !== null) {
    if (daysBefore < 0)
      return t`Your tour has already started, so the deposit of ${kept} is kept and ${refunded} is refunded (full refunds need ${notice} days' notice).`;
    if (daysBefore === 0)
      return t`Your tour starts today, so the deposit of ${kept} is kept and ${refunded} is refunded (full refunds need ${notice} days' notice).`;
    return plural(daysBefore, {
      one: `Your tour starts in # day, so the deposit of ${kept} is kept and ${refunded} is refunded (full refunds need ${notice} days' notice).`,
      other: `Your tour starts in # days, so the deposit of ${kept} is kept and ${refunded} is refunded (full refunds need ${notice} days' notice).`,
    });
  }
  if (daysBefore < 0)
    return t`Your tour has already started, so no refund applies (full refunds need ${notice} days' notice).`;
  if (daysBefore === 0)
    return t`Your tour starts today, so no refund applies (full refunds need ${notice} days' notice).`;
  return plural(daysBefore, {
    one: `Your tour starts in # day, so no refund applies (full refunds need ${notice} days' notice).`,
    other: `Your tour starts in # days, so no refund applies (full refunds need ${notice} days' notice).`,
  });
}

/**
 * What the traveller reads before confirming a cancellation (the FAQ's 30-day promise). It names
 * only money that was actually paid: a booking with nothing paid promises no refund.
 */
export function cancellationText(quote: CancellationQuote): string {
  if (quote.paidPaise <= 0)
    return t`Nothing has been paid for this booking, so nothing is refunded.`;
  if (quote.fullRefund) {
    const refund = formatPaise(quote.refundPaise);
    return t`Cancelling now gives you a full refund of ${refund}.`;
  }
  if (quote.refundPaise > 0) {
    const kept = formatPaise(quote.paidPaise - quote.refundPaise);
    const refunded = formatPaise(quote.refundPaise);
    return lateText(quote.daysBefore, kept, refunded);
  }
  return lateText(quote.daysBefore, null, null);
}

/** A refund's state as the traveller reads it. */
export function refundStateLabel(state: RefundView["state"]): string {
  switch (state) {
    case "requested":
      return t`requested`;
    case "initiated":
      return t`initiated`;
    case "processed":
      return t`processed`;
    case "failed":
      return t`failed`;
  }
}

/** One refund as the traveller tracks it with their bank (without its reference). */
export function refundLine(refund: RefundView): string {
  const amount = formatPaise(refund.amountPaise);
  const state = refundStateLabel(refund.state);
  return t`Refund of ${amount}: ${state}`;
}

/** The refund summary on a cancelled booking's card. */
export function refundText(payment: BookingPayment): string {
  if (payment.paidPaise === 0) return t`Nothing was charged`;
  if (payment.refundingPaise > 0) {
    const amount = formatPaise(payment.refundingPaise);
    return t`Refund of ${amount} on its way`;
  }
  if (payment.refundedPaise > 0) {
    const amount = formatPaise(payment.refundedPaise);
    return t`Refunded: ${amount}`;
  }
  return t`No refund`;
}
