import type { ReactNode } from "react";
import type { BookingView } from "@/shared/bookings/types";
import { paymentSummary } from "@/shared/payments/summary";
import { formatDate, formatRupees } from "@/web/lib/format";

interface BookingFactsProps {
  booking: BookingView;
  /** Admins see every guide's bookings, so each says whose it is. */
  showGuide: boolean;
}

/** The traveller's contact details, the dates, the group, the price and the payment of one booking. */
export function BookingFacts({ booking, showGuide }: BookingFactsProps) {
  return (
    <>
      <p className="mt-1 text-sm text-stone-700">
        <span>{`Travelers: ${booking.numberOfTravelers}`}</span>
        <span aria-hidden="true" className="mx-2 text-stone-400">
          ·
        </span>
        <span>{formatRupees(booking.price)}</span>
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label="Email">
          <a
            href={`mailto:${booking.email}`}
            className="[overflow-wrap:anywhere] text-brand-800 underline-offset-2 hover:underline"
          >
            {booking.email}
          </a>
        </Fact>
        <Fact label="Phone">
          <a
            href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {booking.phone}
          </a>
        </Fact>
        <Fact label="Start date">{formatDate(booking.startDate)}</Fact>
        <Fact label="End date">{formatDate(booking.endDate)}</Fact>
        {showGuide && <Fact label="Guide">{booking.guide.name}</Fact>}
        <Fact label="Payment">{paymentSummary(booking)}</Fact>
      </dl>
      {booking.notes && (
        <div className="mt-4 rounded-lg bg-stone-50 px-3 py-2 text-sm">
          <p className="font-medium text-stone-700">Notes</p>
          <p className="mt-0.5 whitespace-pre-line text-stone-600">{booking.notes}</p>
        </div>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-stone-800">{children}</dd>
    </div>
  );
}
