import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingView } from "@/shared/bookings/types";
import { documentPath } from "@/shared/payments/documents";
import { ButtonLink } from "@/web/components/ui/button";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatMoment, formatPaise } from "@/web/lib/format";

const PURPOSE_LABELS = {
  deposit: msg`Pay deposit`,
  full: msg`Pay now`,
  balance: msg`Pay balance`,
} as const;

/** A booking's money as its traveller sees it: what is due and by when, what was paid, its invoices. */
export function PaymentSummary({ booking }: { booking: BookingView }) {
  const { t, i18n } = useLingui();
  const { payment } = booking;
  const due = payment.dueNow;
  const { guideName } = shownBookingNames(booking);
  const amount = due ? formatPaise(due.amountPaise) : "";
  const holdUntil = payment.holdExpiresAt ? formatMoment(new Date(payment.holdExpiresAt)) : null;
  const balanceDueOn = payment.balanceDueOn ? formatDate(payment.balanceDueOn) : "";
  const paid = formatPaise(payment.paidPaise);
  const price = formatPaise(payment.pricePaise);
  return (
    <div className="mt-3 space-y-2 text-sm text-stone-700">
      {booking.status === "awaiting_payment" && due && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {holdUntil ? (
            <Trans>
              <span translate="no">{guideName}</span> accepted your request. Pay {amount} by{" "}
              {holdUntil} (India time) to confirm; until then the dates are held for you.
            </Trans>
          ) : (
            <Trans>
              <span translate="no">{guideName}</span> accepted your request. Pay {amount} to
              confirm; until then the dates are held for you.
            </Trans>
          )}
        </p>
      )}
      {booking.status === "confirmed" && due?.purpose === "balance" && payment.balanceDueOn && (
        <p>
          <Trans>
            Balance of {amount} due by {balanceDueOn}.
          </Trans>
        </p>
      )}
      {payment.paidPaise > 0 && (
        <p>
          <Trans>
            Paid {paid} of {price}
          </Trans>
        </p>
      )}
      {due && (booking.status === "awaiting_payment" || booking.status === "confirmed") && (
        <ButtonLink to={`/my-bookings/${booking.id}/pay`}>
          {i18n._(PURPOSE_LABELS[due.purpose])}: {amount}
        </ButtonLink>
      )}
      {payment.documents.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t`Invoices and credit notes`}>
          {payment.documents.map((document) => {
            const number = document.number;
            const total = formatPaise(document.amountPaise);
            return (
              <li key={document.number}>
                <a
                  href={documentPath(document.number)}
                  download
                  className="font-medium text-brand-800 underline hover:text-brand-900"
                >
                  {document.kind === "invoice" ? (
                    <Trans>
                      Invoice <span translate="no">{number}</span> ({total})
                    </Trans>
                  ) : (
                    <Trans>
                      Credit note <span translate="no">{number}</span> ({total})
                    </Trans>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
