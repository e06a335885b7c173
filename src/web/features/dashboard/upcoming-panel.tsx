import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import { Button } from "@/web/components/ui/button";
import { BookingCard } from "./booking-card";
import { ListEmpty, ListError, ListLoading } from "./list-states";
import { useDashboardBookings } from "./queries";
import { upcomingBookings } from "./upcoming";

interface UpcomingPanelProps {
  showGuide: boolean;
  onMessage: (booking: BookingView) => void;
}

/** The confirmed bookings still ahead, soonest first. */
export function UpcomingPanel({ showGuide, onMessage }: UpcomingPanelProps) {
  const confirmed = useDashboardBookings("confirmed");
  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className="mb-4 text-xl font-semibold text-ink">
        Upcoming Bookings
      </h2>
      {confirmed.isPending ? (
        <ListLoading text="Loading upcoming bookings..." />
      ) : confirmed.isError ? (
        <ListError error={confirmed.error} onRetry={() => void confirmed.refetch()} />
      ) : (
        <UpcomingList
          bookings={upcomingBookings(confirmed.data, todayInIndia())}
          showGuide={showGuide}
          onMessage={onMessage}
        />
      )}
    </section>
  );
}

function UpcomingList({
  bookings,
  showGuide,
  onMessage,
}: UpcomingPanelProps & { bookings: BookingView[] }) {
  if (bookings.length === 0) {
    return (
      <ListEmpty title="No upcoming bookings.">
        Requests you accept appear here, soonest first.
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
                Message
              </Button>
            )}
          />
        </li>
      ))}
    </ol>
  );
}
