import type { BookingView } from "@/shared/bookings/types";
import { formatIndiaTime } from "@/shared/dates";
import { formatPaise } from "@/shared/money";

/** One line on a booking's money for its guide or an admin: what is paid, what is due and by when. */
export function paymentSummary(booking: BookingView): string {
  const p = booking.payment;
  if (p.state === "awaiting")
    return `Awaiting the traveller's payment of ${formatPaise(p.dueNow?.amountPaise ?? 0)}${
      p.holdExpiresAt ? `; dates held until ${formatIndiaTime(new Date(p.holdExpiresAt))}` : ""
    }`;
  if (p.state === "deposit_paid")
    return `Deposit of ${formatPaise(p.paidPaise)} paid; balance of ${formatPaise(p.pricePaise - p.netPaidPaise)} due${
      p.balanceDueOn ? ` by ${p.balanceDueOn}` : ""
    }`;
  if (p.state === "paid") return `Paid in full: ${formatPaise(p.paidPaise)}`;
  if (p.state === "refunding") return `Refund of ${formatPaise(p.refundingPaise)} in progress`;
  if (p.state === "refunded") return `Refunded: ${formatPaise(p.refundedPaise)}`;
  if (p.state === "partially_refunded")
    return `Paid ${formatPaise(p.paidPaise)}, refunded ${formatPaise(p.refundedPaise)}`;
  return booking.status === "pending" ? "Due once the request is accepted" : "Nothing paid";
}
