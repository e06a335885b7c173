import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useState } from "react";
import { searchesEveryBooking } from "@/shared/bookings/schema";
import type { BookingView } from "@/shared/bookings/types";
import { useNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { BookingStatusBadge } from "@/web/components/ui/badge";
import { Input, Select } from "@/web/components/ui/input";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatNumber, formatRupees } from "@/web/lib/format";
import { BookingCard } from "./booking-card";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { LoadMore, usePages } from "./load-more";
import { BOOKING_FILTERS, type BookingFilter, useDashboardBookings } from "./queries";

export const SEARCH_DELAY_MS = 250;

/** The status filter's choices as the reader reads them; the values stay the API's. */
const FILTER_LABELS: Record<BookingFilter, MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
  expired: msg`Expired`,
};

/**
 * Every booking, in any status, a page at a time: the server filters by status and searches by
 * name, e-mail, package or destination.
 */
export function ManagementPanel({ showGuide }: { showGuide: boolean }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<BookingFilter>("all");
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  // Among every guide's bookings a search needs three letters in a row (the server's rule).
  const tooShort = showGuide && search !== "" && !searchesEveryBooking(search);
  const filter = { status, q: tooShort ? "" : search };
  const [pages, loadMore] = usePages(JSON.stringify(filter));
  const list = useDashboardBookings(filter, pages);
  const statusId = useId();
  const searchId = useId();
  const hintId = useId();

  // Typing pauses before the search runs.
  useEffect(() => {
    const next = input.trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    setSearch(input.trim());
  };

  const filtered = status !== "all" || filter.q !== "";
  const { first } = list;
  // "Showing 20 of 10,000+ bookings": what is on screen, and how many match in all.
  const shown = list.bookings.length;
  const total = list.total;
  const count = `${formatNumber(total)}${list.capped ? "+" : ""}`;
  const shownText = list.capped
    ? t`Showing ${shown} of ${count} bookings`
    : t`${plural(total, {
        one: `Showing ${shown} of ${count} booking`,
        other: `Showing ${shown} of ${count} bookings`,
      })}`;

  return (
    <section aria-labelledby="management-heading" className="space-y-4">
      <h2 id="management-heading" className="text-xl font-semibold text-ink">
        <Trans>Booking Management</Trans>
      </h2>
      <form onSubmit={searchNow} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,24rem)]">
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>Status</Trans>
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as BookingFilter)}
            options={BOOKING_FILTERS.map((value) => ({
              value,
              label: i18n._(FILTER_LABELS[value]),
            }))}
          />
        </div>
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>Search bookings</Trans>
          </label>
          <Input
            id={searchId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t`Name, email or package`}
            aria-describedby={tooShort ? hintId : undefined}
          />
          {tooShort && (
            <p id={hintId} className="mt-1 text-sm text-stone-600">
              {/* SHORT_SEARCH_MESSAGE (src/shared/bookings/schema.ts), in the reader's language. */}
              <Trans>Type at least 3 letters or digits to search every guide's bookings.</Trans>
            </p>
          )}
        </div>
      </form>

      {first.isPending ? (
        <ListLoading text={t`Loading bookings...`} />
      ) : first.isError ? (
        <ListError error={first.error} onRetry={() => void first.refetch()} />
      ) : list.bookings.length === 0 ? (
        filtered ? (
          <ListEmpty title={t`No bookings match these filters.`}>
            <Trans>Try another status or search.</Trans>
          </ListEmpty>
        ) : (
          <ListEmpty title={t`No bookings yet.`}>
            <Trans>Every booking, in every status, is listed here.</Trans>
          </ListEmpty>
        )
      ) : (
        <>
          <p role="status" className="text-sm text-stone-600">
            {shownText}
          </p>
          <BookingList bookings={list.bookings} showGuide={showGuide} busy={list.busy} />
          {list.hasMore && <LoadMore onClick={loadMore} loading={list.loadingMore} />}
        </>
      )}
    </section>
  );
}

interface BookingListProps {
  bookings: BookingView[];
  showGuide: boolean;
  busy: boolean;
}

/** A table on wide screens, cards on phones. */
function BookingList({ bookings, showGuide, busy }: BookingListProps) {
  const { t } = useLingui();
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <ul aria-label={t`Bookings`} aria-busy={busy} className="grid gap-4">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} showGuide={showGuide} />
          </li>
        ))}
      </ul>
    );
  }
  const cell = "px-3 py-3 align-top";
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Bookings</Trans>
        </caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={`${cell} min-w-56`}>
              <Trans>Traveller</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Package</Trans>
            </th>
            {showGuide && (
              <th scope="col" className={cell}>
                <Trans>Guide</Trans>
              </th>
            )}
            <th scope="col" className={cell}>
              <Trans>Dates</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Travelers</Trans>
            </th>
            <th scope="col" className={`${cell} text-right`}>
              <Trans>Price</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {bookings.map((booking) => {
            const end = formatDate(booking.endDate);
            const names = shownBookingNames(booking);
            return (
              <tr key={booking.id}>
                <th scope="row" className={`${cell} font-normal`}>
                  <span translate="no" className="block font-semibold text-ink">
                    {booking.name}
                  </span>
                  <span translate="no" className="block [overflow-wrap:anywhere] text-stone-600">
                    {booking.email}
                  </span>
                  <span translate="no" className="block text-stone-600">
                    {booking.phone}
                  </span>
                </th>
                <td lang={names.packageLang} className={cell}>
                  {names.packageName}
                </td>
                {showGuide && (
                  <td translate="no" className={cell}>
                    {booking.guide.name}
                  </td>
                )}
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDate(booking.startDate)}
                  <span className="block text-stone-500">
                    <Trans>to {end}</Trans>
                  </span>
                </td>
                <td className={`${cell} text-right`}>{booking.numberOfTravelers}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {formatRupees(booking.price)}
                </td>
                <td className={cell}>
                  <BookingStatusBadge status={booking.status} className="inline-flex shrink-0" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
