import { type FormEvent, useEffect, useId, useState } from "react";
import { SHORT_SEARCH_MESSAGE, searchesEveryBooking } from "@/shared/bookings/schema";
import type { BookingView } from "@/shared/bookings/types";
import { useNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { BOOKING_STATUS_LABELS, BookingStatusBadge } from "@/web/components/ui/badge";
import { Input, Select } from "@/web/components/ui/input";
import { formatDate, formatRupees } from "@/web/lib/format";
import { BookingCard } from "./booking-card";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { LoadMore, shownOf, usePages } from "./load-more";
import { BOOKING_FILTERS, type BookingFilter, useDashboardBookings } from "./queries";

export const SEARCH_DELAY_MS = 250;

const FILTER_LABELS: Record<BookingFilter, string> = { all: "All", ...BOOKING_STATUS_LABELS };

/**
 * Every booking, in any status, a page at a time: the server filters by status and searches by
 * name, e-mail, package or destination.
 */
export function ManagementPanel({ showGuide }: { showGuide: boolean }) {
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

  return (
    <section aria-labelledby="management-heading" className="space-y-4">
      <h2 id="management-heading" className="text-xl font-semibold text-ink">
        Booking Management
      </h2>
      <form onSubmit={searchNow} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,24rem)]">
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-stone-700">
            Status
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as BookingFilter)}
            options={BOOKING_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
        </div>
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-700">
            Search bookings
          </label>
          <Input
            id={searchId}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder="Name, email or package"
            aria-describedby={tooShort ? hintId : undefined}
          />
          {tooShort && (
            <p id={hintId} className="mt-1 text-sm text-stone-600">
              {SHORT_SEARCH_MESSAGE}
            </p>
          )}
        </div>
      </form>

      {first.isPending ? (
        <ListLoading text="Loading bookings..." />
      ) : first.isError ? (
        <ListError error={first.error} onRetry={() => void first.refetch()} />
      ) : list.bookings.length === 0 ? (
        filtered ? (
          <ListEmpty title="No bookings match these filters.">
            Try another status or search.
          </ListEmpty>
        ) : (
          <ListEmpty title="No bookings yet.">
            Every booking, in every status, is listed here.
          </ListEmpty>
        )
      ) : (
        <>
          <p role="status" className="text-sm text-stone-600">
            {shownOf(list.bookings.length, list.total, list.capped, ["booking", "bookings"])}
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
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <ul aria-label="Bookings" aria-busy={busy} className="grid gap-4">
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
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table aria-busy={busy} className="w-full text-left text-sm">
        <caption className="sr-only">Bookings</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className={`${cell} min-w-56`}>
              Traveller
            </th>
            <th scope="col" className={cell}>
              Package
            </th>
            {showGuide && (
              <th scope="col" className={cell}>
                Guide
              </th>
            )}
            <th scope="col" className={cell}>
              Dates
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Travelers
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Price
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-ink">{booking.name}</span>
                <span className="block [overflow-wrap:anywhere] text-stone-600">
                  {booking.email}
                </span>
                <span className="block text-stone-600">{booking.phone}</span>
              </th>
              <td className={cell}>{booking.packageName}</td>
              {showGuide && <td className={cell}>{booking.guide.name}</td>}
              <td className={`${cell} whitespace-nowrap`}>
                {formatDate(booking.startDate)}
                <span className="block text-stone-500">to {formatDate(booking.endDate)}</span>
              </td>
              <td className={`${cell} text-right`}>{booking.numberOfTravelers}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatRupees(booking.price)}
              </td>
              <td className={cell}>
                <BookingStatusBadge status={booking.status} className="inline-flex shrink-0" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
