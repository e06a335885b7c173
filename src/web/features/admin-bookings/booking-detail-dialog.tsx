import { useState } from "react";
import type {
  AdminBookingDetail,
  AdminLedgerLine,
  BookingHistoryEntry,
} from "@/shared/admin-bookings/types";
import { formatIndiaTime } from "@/shared/dates";
import { Alert } from "@/web/components/ui/alert";
import { BOOKING_STATUS_LABELS, BookingStatusBadge, StateBadge } from "@/web/components/ui/badge";
import { Dialog } from "@/web/components/ui/dialog";
import { Fact, Facts } from "@/web/components/ui/facts";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { formatDate, formatPaise, formatRupees } from "@/web/lib/format";
import { CancelForTraveller } from "./cancel-for-traveller";
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
  return (
    <Dialog
      open={bookingId !== null}
      title={bookingId ? `Booking ${referenceOf(bookingId)}` : "Booking"}
      onClose={onClose}
      className="max-w-3xl"
    >
      {bookingId !== null && <BookingDetail bookingId={bookingId} />}
    </Dialog>
  );
}

function BookingDetail({ bookingId }: { bookingId: string }) {
  const query = useAdminBooking(bookingId);
  const toast = useToast();
  // Toasts sit under the modal's backdrop, so the outcome is also shown in the dialog.
  const [done, setDone] = useState<string | null>(null);
  if (query.isPending) return <StatusScreen text="Loading booking..." />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {errorMessage(query.error, "We couldn't load this booking. Please try again.")}
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
  const b = detail.booking;
  return (
    <Facts className="grid-cols-2 sm:grid-cols-3">
      <Fact label="Booking id">
        <span className="font-mono text-xs break-all">{b.id}</span>
      </Fact>
      <Fact label="Status">
        <BookingStatusBadge status={b.status} />
      </Fact>
      <Fact label="Payment">
        <StateBadge
          state={b.payment.state}
          labels={PAYMENT_STATE_LABELS}
          tones={PAYMENT_STATE_TONES}
          size="sm"
        />
        <span className="mt-1 block font-normal text-stone-600">
          {formatPaise(b.payment.paidPaise)} paid
          {b.payment.refundedPaise + b.payment.refundingPaise > 0 &&
            `, ${formatPaise(b.payment.refundedPaise + b.payment.refundingPaise)} refunded`}
        </span>
      </Fact>
      <Fact label="Package">
        {b.packageName}
        <span className="block font-normal text-stone-600">{b.destinationName}</span>
      </Fact>
      <Fact label="Guide">
        {b.guide.name}
        <span className="block font-normal text-stone-600">Guide #{b.guide.sno}</span>
      </Fact>
      <Fact label="Dates">
        {formatDate(b.startDate)} to {formatDate(b.endDate)}
      </Fact>
      <Fact label="Traveller">
        {b.name}
        <span className="block font-normal break-all text-stone-600">{b.email}</span>
        <span className="block font-normal text-stone-600">{b.phone}</span>
      </Fact>
      <Fact label="Travellers">{b.numberOfTravelers}</Fact>
      <Fact label="Price">{formatRupees(b.price)}</Fact>
      <Fact label="Made">{formatIndiaTime(new Date(b.createdAt))}</Fact>
      <Fact label="Messages">{detail.messagesCount}</Fact>
      {b.notes && (
        <Fact label="Special requirements" className="col-span-2">
          <span className="font-normal whitespace-pre-line">{b.notes}</span>
        </Fact>
      )}
    </Facts>
  );
}

/** What a step of the history says happened. */
function stepOf(entry: BookingHistoryEntry): string {
  if (entry.from === null) return `Requested (${BOOKING_STATUS_LABELS[entry.to].toLowerCase()})`;
  return `${BOOKING_STATUS_LABELS[entry.from]} → ${BOOKING_STATUS_LABELS[entry.to]}`;
}

function actorOf(entry: BookingHistoryEntry): string {
  const role = ACTOR_ROLE_LABELS[entry.actorRole];
  if (entry.actorRole === "system") return "By the system";
  if (!entry.actor) return `By the ${role.toLowerCase()} (account since removed)`;
  const who = entry.actor.name ? `${entry.actor.name} (${entry.actor.email})` : entry.actor.email;
  return `By ${who}, ${role.toLowerCase()}`;
}

function History({ entries }: { entries: BookingHistoryEntry[] }) {
  return (
    <section aria-labelledby="booking-history-heading" className="border-t border-stone-200 pt-5">
      <h3 id="booking-history-heading" className="mb-3 font-semibold text-ink">
        History
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">No changes recorded.</p>
      ) : (
        <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-white"
              />
              <p className="font-medium text-ink">{stepOf(entry)}</p>
              <p className="text-stone-700 [overflow-wrap:anywhere]">{actorOf(entry)}</p>
              <p className="text-stone-500">
                <time dateTime={entry.at}>{formatIndiaTime(new Date(entry.at))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Payments({ lines }: { lines: AdminLedgerLine[] }) {
  return (
    <section aria-labelledby="booking-payments-heading" className="border-t border-stone-200 pt-5">
      <h3 id="booking-payments-heading" className="mb-3 font-semibold text-ink">
        Payments
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing paid or refunded.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments and refunds of this booking</caption>
            <thead className="text-xs tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3">
                  Kind
                </th>
                <th scope="col" className="py-2 pr-3">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
                <th scope="col" className="py-2">
                  Reference
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDate(line.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {line.kind === "charge" ? "Charge" : "Refund"}
                    {line.reason && (
                      <span className="block text-xs text-stone-500">{line.reason}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3 font-medium whitespace-nowrap text-ink">
                    {formatPaise(line.amountPaise)}
                  </td>
                  <td className="py-2 pr-3">
                    {LEDGER_STATE_LABELS[line.state] ?? line.state}
                    {line.lastError && (
                      <span className="block text-xs text-red-700">{line.lastError}</span>
                    )}
                  </td>
                  <td className="py-2 font-mono text-xs [overflow-wrap:anywhere]">
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
