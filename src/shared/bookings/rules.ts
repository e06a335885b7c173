import { refundOnCancellation } from "@/shared/payments/rules";

export const BOOKING_STATUSES = [
  "pending",
  "awaiting_payment",
  "confirmed",
  "rejected",
  "cancelled",
  "completed",
  "expired",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** Inclusive date ranges overlap when each starts on or before the other ends. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** The server's price: the package's per-person price times the travellers, in whole rupees. */
export function bookingPrice(pricePerPerson: number, travellers: number): number {
  return pricePerPerson * travellers;
}

export interface CancellationQuote {
  daysBefore: number;
  /** What the traveller has paid and not yet had back, in paise (from the ledger). */
  paidPaise: number;
  /** What cancelling now returns, in paise. */
  refundPaise: number;
  /** Everything paid comes back (30 or more days' notice, or nothing kept). */
  fullRefund: boolean;
}

/** The FAQ's promise, applied to what was actually paid (decision 0026). */
export function cancellationQuote(
  paid: { netPaidPaise: number; depositPaise: number | null },
  startDate: string,
  today: string,
): CancellationQuote {
  const daysBefore = daysBetween(today, startDate);
  const refundPaise = refundOnCancellation({ ...paid, daysBefore });
  return {
    daysBefore,
    paidPaise: paid.netPaidPaise,
    refundPaise,
    fullRefund: paid.netPaidPaise > 0 && refundPaise === paid.netPaidPaise,
  };
}

/** A confirmed booking whose last day has passed is shown, and treated, as completed. */
export function effectiveStatus(
  status: BookingStatus,
  endDate: string,
  today: string,
): BookingStatus {
  return (status === "confirmed" || status === "completed") && endDate < today
    ? "completed"
    : status;
}

export const canCancel = (status: BookingStatus) =>
  status === "pending" || status === "awaiting_payment" || status === "confirmed";
