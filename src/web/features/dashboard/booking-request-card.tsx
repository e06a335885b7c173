import { Trans } from "@lingui/react/macro";
import type { BookingView } from "@/shared/bookings/types";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { BookingCard } from "./booking-card";
import { useDashboardMessaging } from "./messaging-slots";
import { type BookingDecision, useBookingDecision } from "./queries";

interface BookingRequestCardProps {
  booking: BookingView;
  showGuide: boolean;
  onMessage: (booking: BookingView) => void;
}

/** A pending request with Accept, Reject and Message. */
export function BookingRequestCard({ booking, showGuide, onMessage }: BookingRequestCardProps) {
  const decision = useBookingDecision();
  const { MessageButton } = useDashboardMessaging();
  const busy = decision.isPending;
  const decide = (choice: BookingDecision) => {
    if (!busy) decision.mutate({ booking, decision: choice });
  };
  // The server's reason (e.g. the overlap with a confirmed booking) stays beside the request.
  const reason = decision.isError ? errorMessage(decision.error, "") : "";

  return (
    <BookingCard
      booking={booking}
      showGuide={showGuide}
      showUnread={false}
      actions={(titleId) => (
        <>
          <Button
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={() => decide("accept")}
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Trans>Accept</Trans>
          </Button>
          <Button
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            onClick={() => decide("reject")}
            variant="danger-outline"
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Trans>Reject</Trans>
          </Button>
          <MessageButton
            bookingId={booking.id}
            describedBy={titleId}
            onClick={() => onMessage(booking)}
          >
            <Trans>Message</Trans>
          </MessageButton>
        </>
      )}
    >
      {reason && (
        <p role="status" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {reason}
        </p>
      )}
    </BookingCard>
  );
}
