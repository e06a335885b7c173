import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type {
  AdminBookingDetail,
  AdminLedgerLine,
  BookingHistoryEntry,
} from "@/shared/admin-bookings/types";
import { Alert } from "@/web/components/ui/alert";
import { BOOKING_STATUS_MESSAGES, BookingStatusBadge, StateBadge } from "@/web/components/ui/badge";
import { Dialog } from "@/web/components/ui/dialog";
import { Fact, Facts } from "@/web/components/ui/facts";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { formatDate, formatMoment, formatPaise, formatRupees } from "@/web/lib/format";
import { translateAll } from "@/web/lib/translate-labels";
import { CancelForTraveller } from "./cancel-for-traveller";
import { GuideNumber } from "./guide-filter";
import {
  ACTOR_ROLE_LABELS,
  LEDGER_STATE_LABELS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_TONES,
  referenceOf,
} from "./labels";
import { useAdminBooking } from "./queries";

interface BookingDetailDialogProps {
  bookingId: string | null;
  onClose: () => void;
}

export function BookingDetailDialog({ bookingId, onClose }: BookingDetailDialogProps) {
  const { t } = useLingui();
  const reference = bookingId ? referenceOf(bookingId) : "";
  return (
    <Dialog
      open={bookingId !== null}
      title={
        bookingId ? (
          <Trans>
            Booking <span translate="no">{reference}</span>
          </Trans>
        ) : (
          t`Booking`
        )
      }
      onClose={onClose}
      className="max-w-3xl"
    >
      {bookingId !== null && <BookingDetail bookingId={bookingId} />}
    </Dialog>
  );
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const query = useAdminBooking(bookingId);
  const toast = useToast();
  // Toasts sit under the modal's backdrop, so the outcome is also shown in the dialog.
  const [done, setDone] = useState<string | null>(null);
  if (query.isPending) return <StatusScreen text={t`Loading booking...`} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, t`We couldn't load this booking. Please try again.`)}
      </Alert>
    );
  }
  const detail = query.data;
  return (
    <div className="space-y-6">
      {done && <Alert tone="success">{done}</Alert>}
      <BookingFacts detail={detail} />
      <History entries={detail.history} />
      <Payments lines={detail.ledger} />
      {detail.cancellation && (
        <CancelForTraveller
          bookingId={detail.booking.id}
          travellerName={detail.booking.name}
          quote={detail.cancellation}
          onCancelled={(message) => {
            toast.success(message);
            setDone(message);
          }}
        />
      )}
    </div>
  );
}

function BookingFacts({ detail }: { detail: AdminBookingDetail }) {
  const { i18n, t } = useLingui();
  const b = detail.booking;
  const paid = formatPaise(b.payment.paidPaise);
  const refundedPaise = b.payment.refundedPaise + b.payment.refundingPaise;
  const refunded = formatPaise(refundedPaise);
  const start = formatDate(b.startDate);
  const end = formatDate(b.endDate);
  return (
    <Facts className="grid-cols-2 sm:grid-cols-3">
      <Fact label={t`Booking id`}>
        <span className="font-mono text-xs break-all" translate="no">
          {b.id}
        </span>
      </Fact>
      <Fact label={t`Status`}>
        <BookingStatusBadge status={b.status} />
      </Fact>
      <Fact label={t`Payment`}>
        <StateBadge
          state={b.payment.state}
          labels={translateAll(i18n, PAYMENT_STATE_LABELS)}
          tones={PAYMENT_STATE_TONES}
          size="sm"
        />
        <span className="mt-1 block font-normal text-stone-600">
          {refundedPaise > 0 ? t`${paid} paid, ${refunded} refunded` : t`${paid} paid`}
        </span>
      </Fact>
      <Fact label={t`Package`}>
        <span translate="no">{b.packageName}</span>
        <span className="block font-normal text-stone-600" translate="no">
          {b.destinationName}
        </span>
      </Fact>
      <Fact label={t`Guide`}>
        <span translate="no">{b.guide.name}</span>
        <GuideNumber sno={b.guide.sno} className="block font-normal text-stone-600" />
      </Fact>
      <Fact label={t`Dates`}>{t`${start} to ${end}`}</Fact>
      <Fact label={t`Traveller`}>
        <span translate="no">{b.name}</span>
        <span className="block font-normal break-all text-stone-600" translate="no">
          {b.email}
        </span>
        <span className="block font-normal text-stone-600" translate="no">
          {b.phone}
        </span>
      </Fact>
      <Fact label={t`Travellers`}>{b.numberOfTravelers}</Fact>
      <Fact label={t`Price`}>{formatRupees(b.price)}</Fact>
      <Fact label={t`Made`}>{formatMoment(b.createdAt)}</Fact>
      <Fact label={t`Messages`}>{detail.messagesCount}</Fact>
      {b.notes && (
        <Fact label={t`Special requirements`} className="col-span-2">
          <span className="font-normal whitespace-pre-line" translate="no">
            {b.notes}
          </span>
        </Fact>
      )}
    </Facts>
  );
}

/** What a step of the history says happened. */
function stepOf(entry: BookingHistoryEntry, i18n: I18n): string {
  const to = i18n._(BOOKING_STATUS_MESSAGES[entry.to]);
  if (entry.from === null) {
    const status = to.toLowerCase();
    return i18n._(msg`Requested (${status})`);
  }
  const from = i18n._(BOOKING_STATUS_MESSAGES[entry.from]);
  return `${from} → ${to}`;
}

/** Who took the step: their name and e-mail are data (translate="no"), the rest is ours. */
function Actor({ entry }: { entry: BookingHistoryEntry }) {
  const { i18n } = useLingui();
  const role = i18n._(ACTOR_ROLE_LABELS[entry.actorRole]).toLowerCase();
  if (entry.actorRole === "system") return <Trans>By the system</Trans>;
  if (!entry.actor) return <Trans>By the {role} (account since removed)</Trans>;
  const name = entry.actor.name;
  const email = entry.actor.email;
  const who = name ? `${name} (${email})` : email;
  return (
    <Trans>
      By <span translate="no">{who}</span>, {role}
    </Trans>
  );
}

function History({ entries }: { entries: BookingHistoryEntry[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="booking-history-heading" className="border-t border-stone-200 pt-5">
      <h3 id="booking-history-heading" className="mb-3 font-semibold text-ink">
        <Trans>History</Trans>
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>No changes recorded.</Trans>
        </p>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-white"
              />
              <p className="font-medium text-ink">{stepOf(entry, i18n)}</p>
              <p className="text-stone-700 [overflow-wrap:anywhere]">
                <Actor entry={entry} />
              </p>
              <p className="text-stone-500">
                <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Payments({ lines }: { lines: AdminLedgerLine[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="booking-payments-heading" className="border-t border-stone-200 pt-5">
      <h3 id="booking-payments-heading" className="mb-3 font-semibold text-ink">
        <Trans>Payments</Trans>
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>Nothing paid or refunded.</Trans>
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Payments and refunds of this booking</Trans>
            </caption>
            <thead className="text-xs tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Kind</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col" className="py-2 pr-3">
                  <Trans>State</Trans>
                </th>
                <th scope="col" className="py-2">
                  <Trans>Reference</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(line.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {line.kind === "charge" ? <Trans>Charge</Trans> : <Trans>Refund</Trans>}
                    {line.reason && (
                      <span className="block text-xs text-stone-500" translate="no">
                        {line.reason}
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3 font-medium whitespace-nowrap text-ink">
                    {formatPaise(line.amountPaise)}
                  </td>
                  <td className="py-2 pr-3">
                    {LEDGER_STATE_LABELS[line.state] ? (
                      i18n._(LEDGER_STATE_LABELS[line.state])
                    ) : (
                      <span translate="no">{line.state}</span>
                    )}
                    {line.lastError && (
                      <span className="block text-xs text-red-700" translate="no">
                        {line.lastError}
                      </span>
                    )}
                  </td>
                  <td className="py-2 font-mono text-xs [overflow-wrap:anywhere]" translate="no">
                    {line.kind === "charge"
                      ? line.providerPaymentId
                      : (line.providerRefundId ?? "—")}
                    {line.documentNumber && (
                      <span className="block text-stone-500">{line.documentNumber}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
