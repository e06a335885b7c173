import { Trans, useLingui } from "@lingui/react/macro";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import { Button } from "@/web/components/ui/button";
import { BookingCard } from "./booking-card";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { LoadMore, usePages } from "./load-more";
import { DASHBOARD_LISTS, useDashboardBookings } from "./queries";
import { upcomingBookings } from "./upcoming";

interface UpcomingPanelProps {
  showGuide: boolean;
  onMessage: (booking: BookingView) => void;
}

const CONFIRMED_AHEAD = DASHBOARD_LISTS.upcoming;

/** The confirmed bookings still ahead, soonest first, a page at a time. */
export function UpcomingPanel({ showGuide, onMessage }: UpcomingPanelProps) {
  const { t } = useLingui();
  const [pages, loadMore] = usePages("upcoming");
  const list = useDashboardBookings(CONFIRMED_AHEAD, pages);
  const confirmed = list.first;
  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className="mb-4 text-xl font-semibold text-ink">
        <Trans>Upcoming Bookings</Trans>
      </h2>
      {confirmed.isPending ? (
        <ListLoading text={t`Loading upcoming bookings...`} />
      ) : confirmed.isError ? (
        <ListError error={confirmed.error} onRetry={() => void confirmed.refetch()} />
      ) : (
        <>
          <UpcomingList
            bookings={upcomingBookings(list.bookings, todayInIndia())}
            showGuide={showGuide}
            onMessage={onMessage}
          />
          {list.hasMore && <LoadMore onClick={loadMore} loading={list.loadingMore} />}
        </>
      )}
    </section>
  );
}

function UpcomingList({
  bookings,
  showGuide,
  onMessage,
}: UpcomingPanelProps & { bookings: BookingView[] }) {
  const { t } = useLingui();
  if (bookings.length === 0) {
    return (
      <ListEmpty title={t`No upcoming bookings.`}>
        <Trans>Requests you accept appear here, soonest first.</Trans>
      </ListEmpty>
    );
  }
  return (
    <ol className="grid gap-4 lg:grid-cols-2">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            showGuide={showGuide}
            actions={(titleId) => (
              <Button
                aria-describedby={titleId}
                aria-haspopup="dialog"
                onClick={() => onMessage(booking)}
                variant="secondary"
              >
                <Trans>Message</Trans>
              </Button>
            )}
          />
        </li>
      ))}
    </ol>
  );
}
