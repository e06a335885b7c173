import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { BookingView } from "@/shared/bookings/types";
import { formatDate, formatMoment, formatPaise, formatRupees } from "@/web/lib/format";

interface BookingFactsProps {
  booking: BookingView;
  /** Admins see every guide's bookings, so each says whose it is. */
  showGuide: boolean;
}

/** The traveller's contact details, the dates, the group, the price and the payment of one booking. */
export function BookingFacts({ booking, showGuide }: BookingFactsProps) {
  const { t } = useLingui();
  const travelers = booking.numberOfTravelers;
  return (
    <>
      <p className="mt-1 text-sm text-stone-700">
        <span>{t`Travelers: ${travelers}`}</span>
        <span aria-hidden="true" className="mx-2 text-stone-400">
          ·
        </span>
        <span>{formatRupees(booking.price)}</span>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t`Email`}>
          <a
            href={`mailto:${booking.email}`}
            translate="no"
            className="[overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline"
          >
            {booking.email}
          </a>
        </Fact>
        <Fact label={t`Phone`}>
          <a
            href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}
            translate="no"
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {booking.phone}
          </a>
        </Fact>
        <Fact label={t`Start date`}>{formatDate(booking.startDate)}</Fact>
        <Fact label={t`End date`}>{formatDate(booking.endDate)}</Fact>
        {showGuide && (
          <Fact label={t`Guide`}>
            <span translate="no">{booking.guide.name}</span>
          </Fact>
        )}
        <Fact label={t`Payment`}>
          <PaymentSummary booking={booking} />
        </Fact>
      </dl>
      {booking.notes && (
        <div className="mt-4 rounded-lg bg-stone-50 px-3 py-2 text-sm">
          <p className="font-medium text-stone-700">{t`Notes`}</p>
          <p translate="no" className="mt-0.5 whitespace-pre-line text-stone-600">
            {booking.notes}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * One line on a booking's money for its guide or an admin: what is paid, what is due and by when.
 * The same words as `paymentSummary` (src/shared/payments/summary.ts), in the reader's language.
 */
function PaymentSummary({ booking }: { booking: BookingView }) {
  const { t } = useLingui();
  const p = booking.payment;
  if (p.state === "awaiting") {
    const amount = formatPaise(p.dueNow?.amountPaise ?? 0);
    if (!p.holdExpiresAt) return t`Awaiting the traveller's payment of ${amount}`;
    const until = formatMoment(p.holdExpiresAt);
    return t`Awaiting the traveller's payment of ${amount}; dates held until ${until}`;
  }
  if (p.state === "deposit_paid") {
    const deposit = formatPaise(p.paidPaise);
    const balance = formatPaise(p.pricePaise - p.netPaidPaise);
    if (!p.balanceDueOn) return t`Deposit of ${deposit} paid; balance of ${balance} due`;
    const dueOn = p.balanceDueOn;
    return t`Deposit of ${deposit} paid; balance of ${balance} due by ${dueOn}`;
  }
  if (p.state === "paid") {
    const paid = formatPaise(p.paidPaise);
    return t`Paid in full: ${paid}`;
  }
  if (p.state === "refunding") {
    const refunding = formatPaise(p.refundingPaise);
    return t`Refund of ${refunding} in progress`;
  }
  if (p.state === "refunded") {
    const refunded = formatPaise(p.refundedPaise);
    return t`Refunded: ${refunded}`;
  }
  if (p.state === "partially_refunded") {
    const paid = formatPaise(p.paidPaise);
    const refunded = formatPaise(p.refundedPaise);
    return t`Paid ${paid}, refunded ${refunded}`;
  }
  return booking.status === "pending" ? t`Due once the request is accepted` : t`Nothing paid`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-stone-800">{children}</dd>
    </div>
  );
}
