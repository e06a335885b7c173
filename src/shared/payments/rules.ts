import { daysBetween } from "@/shared/bookings/rules";
import { FULL_REFUND_DAYS } from "@/shared/constants";
import { addDays } from "@/shared/dates";

/** The balance falls due this many days before the start (and a tour closer than that is paid in full). */
export const BALANCE_DUE_DAYS_BEFORE = 30;
/** How long an accepted booking holds the guide's days while the traveller pays. */
export const PAYMENT_HOLD_HOURS = 24;

export type PaymentPurpose = "deposit" | "full" | "balance";

export interface PaymentPlan {
  /** The part of the price that confirms the booking and is kept on a late cancellation. */
  depositPaise: number;
  /** Null when the tour is under 30 days away: the full price is due at once. */
  balanceDueOn: string | null;
}

/** Decision 0026: a 20% deposit when the tour starts 30 or more days after acceptance, else all of it. */
export function paymentPlan(
  pricePaise: number,
  startDate: string,
  today: string,
  depositPercent: number,
): PaymentPlan {
  const depositPaise = Math.max(1, Math.round((pricePaise * depositPercent) / 100));
  const splits =
    daysBetween(today, startDate) >= BALANCE_DUE_DAYS_BEFORE && depositPaise < pricePaise;
  return {
    depositPaise,
    balanceDueOn: splits ? addDays(startDate, -BALANCE_DUE_DAYS_BEFORE) : null,
  };
}

export interface LedgerLine {
  kind: "charge" | "refund";
  amountPaise: number;
  state: string;
}

export interface LedgerTotals {
  /** Every charge captured. */
  paidPaise: number;
  /** Refunds the provider has paid out. */
  refundedPaise: number;
  /** Refunds asked for and not yet processed. */
  refundingPaise: number;
  /** What the company holds for the booking once every refund under way has landed. */
  netPaidPaise: number;
}

export function ledgerTotals(lines: readonly LedgerLine[]): LedgerTotals {
  let paid = 0;
  let refunded = 0;
  let refunding = 0;
  for (const line of lines) {
    if (line.kind === "charge") paid += line.amountPaise;
    else if (line.state === "processed") refunded += line.amountPaise;
    else if (line.state === "requested" || line.state === "initiated")
      refunding += line.amountPaise;
  }
  return {
    paidPaise: paid,
    refundedPaise: refunded,
    refundingPaise: refunding,
    netPaidPaise: paid - refunded - refunding,
  };
}

export interface DueNow {
  purpose: PaymentPurpose;
  amountPaise: number;
}

/** What the traveller can pay now, if anything: the deposit or full price to confirm, or the balance. */
export function amountDueNow(
  booking: {
    status: string;
    pricePaise: number;
    depositPaise: number | null;
    balanceDueOn: string | null;
  },
  totals: LedgerTotals,
): DueNow | null {
  const outstanding = booking.pricePaise - totals.netPaidPaise;
  if (outstanding <= 0) return null;
  if (booking.status === "awaiting_payment") {
    if (booking.balanceDueOn && booking.depositPaise !== null) {
      const toConfirm = booking.depositPaise - totals.netPaidPaise;
      if (toConfirm > 0) return { purpose: "deposit", amountPaise: toConfirm };
    }
    return { purpose: "full", amountPaise: outstanding };
  }
  if (booking.status === "confirmed") return { purpose: "balance", amountPaise: outstanding };
  return null;
}

/**
 * What a cancellation returns, from what was actually paid: everything 30 or more days before the
 * start; closer, the deposit is kept and whatever was paid beyond it comes back (decision 0026).
 */
export function refundOnCancellation(input: {
  netPaidPaise: number;
  depositPaise: number | null;
  daysBefore: number;
}): number {
  if (input.netPaidPaise <= 0) return 0;
  if (input.daysBefore >= FULL_REFUND_DAYS) return input.netPaidPaise;
  return Math.max(0, input.netPaidPaise - (input.depositPaise ?? 0));
}

export type PaymentState =
  | "none"
  | "awaiting"
  | "deposit_paid"
  | "paid"
  | "refunding"
  | "refunded"
  | "partially_refunded";

/** One word for a booking's money, derived from its ledger. */
export function paymentState(
  status: string,
  pricePaise: number,
  totals: LedgerTotals,
): PaymentState {
  if (totals.refundingPaise > 0) return "refunding";
  if (totals.refundedPaise > 0) return totals.netPaidPaise > 0 ? "partially_refunded" : "refunded";
  if (totals.paidPaise >= pricePaise) return "paid";
  if (totals.paidPaise > 0) return "deposit_paid";
  return status === "awaiting_payment" ? "awaiting" : "none";
}
