import type { BookingView } from "@/shared/bookings/types";
import { formatIndiaTime } from "@/shared/dates";
import { documentPath } from "@/shared/payments/documents";
import { ButtonLink } from "@/web/components/ui/button";
import { formatDate, formatPaise } from "@/web/lib/format";

const PURPOSE_LABELS = { deposit: "Pay deposit", full: "Pay now", balance: "Pay balance" } as const;

/** A booking's money as its traveller sees it: what is due and by when, what was paid, its invoices. */
export function PaymentSummary({ booking }: { booking: BookingView }) {
  const { payment } = booking;
  const due = payment.dueNow;
  return (
    <div className="mt-3 space-y-2 text-sm text-stone-700">
      {booking.status === "awaiting_payment" && due && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {booking.guide.name} accepted your request. Pay {formatPaise(due.amountPaise)}
          {payment.holdExpiresAt
            ? ` by ${formatIndiaTime(new Date(payment.holdExpiresAt))} (India time)`
            : ""}{" "}
          to confirm; until then the dates are held for you.
        </p>
      )}
      {booking.status === "confirmed" && due?.purpose === "balance" && payment.balanceDueOn && (
        <p>
          Balance of {formatPaise(due.amountPaise)} due by {formatDate(payment.balanceDueOn)}.
        </p>
      )}
      {payment.paidPaise > 0 && (
        <p>
          Paid {formatPaise(payment.paidPaise)} of {formatPaise(payment.pricePaise)}
        </p>
      )}
      {due && (booking.status === "awaiting_payment" || booking.status === "confirmed") && (
        <ButtonLink to={`/my-bookings/${booking.id}/pay`}>
          {PURPOSE_LABELS[due.purpose]}: {formatPaise(due.amountPaise)}
        </ButtonLink>
      )}
      {payment.documents.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Invoices and credit notes">
          {payment.documents.map((document) => (
            <li key={document.number}>
              <a
                href={documentPath(document.number)}
                download
                className="font-medium text-brand-800 underline hover:text-brand-900"
              >
                {document.kind === "invoice" ? "Invoice" : "Credit note"} {document.number} (
                {formatPaise(document.amountPaise)})
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
