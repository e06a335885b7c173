import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { BookingView } from "@/shared/bookings/types";
import { BookingRequestCard } from "./booking-request-card";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { LoadMore, usePages } from "./load-more";
import { DASHBOARD_LISTS, useDashboardBookings } from "./queries";

const PENDING = DASHBOARD_LISTS.requests;

interface NewRequestsPanelProps {
  showGuide: boolean;
  onMessage: (booking: BookingView) => void;
}

/**
 * 'New Booking Requests': the pending requests, soonest tour first, a page at a time, each with
 * Accept, Reject and Message.
 */
export function NewRequestsPanel({ showGuide, onMessage }: NewRequestsPanelProps) {
  const { t } = useLingui();
  const [pages, loadMore] = usePages("pending");
  const list = useDashboardBookings(PENDING, pages);
  const requests = list.first;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = requests.data ? list.bookings.length : undefined;
  const previousCount = useRef(count);

  // A decided card takes its focused button with it; keep keyboard users in the list.
  useEffect(() => {
    const shrank =
      count !== undefined && previousCount.current !== undefined && count < previousCount.current;
    previousCount.current = count;
    const focused = document.activeElement;
    if (shrank && (!focused || focused === document.body)) headingRef.current?.focus();
  }, [count]);

  return (
    <section aria-labelledby="new-requests-heading">
      <h2
        id="new-requests-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold text-ink focus:outline-none"
      >
        <Trans>New Booking Requests</Trans>
      </h2>
      {requests.isPending ? (
        <ListLoading text={t`Loading booking requests...`} />
      ) : requests.isError ? (
        <ListError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : list.bookings.length === 0 ? (
        <ListEmpty title={t`No new booking requests.`}>
          <Trans>New requests from travellers appear here for you to accept or reject.</Trans>
        </ListEmpty>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {list.bookings.map((booking) => (
              <li key={booking.id}>
                <BookingRequestCard booking={booking} showGuide={showGuide} onMessage={onMessage} />
              </li>
            ))}
          </ul>
          {list.hasMore && <LoadMore onClick={loadMore} loading={list.loadingMore} />}
        </>
      )}
    </section>
  );
}
