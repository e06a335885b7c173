import { type ReactNode, useId } from "react";
import type { BookingView } from "@/shared/bookings/types";
import { BookingStatusBadge } from "@/web/components/ui/badge";
import { shownBookingNames } from "@/web/lib/english-fields";
import { BookingFacts } from "./booking-facts";
import { useDashboardMessaging } from "./messaging-slots";

interface BookingCardProps {
  booking: BookingView;
  showGuide: boolean;
  /** Buttons for this booking; they get the card's title as their description. */
  actions?: (titleId: string) => ReactNode;
  /** Say how many messages wait unread; off where the Message button says it already. */
  showUnread?: boolean;
  children?: ReactNode;
}

/** One booking as a card: traveller, package, status badge, details, then any actions. */
export function BookingCard({
  booking,
  showGuide,
  actions,
  showUnread = true,
  children,
}: BookingCardProps) {
  const titleId = useId();
  const { UnreadNote } = useDashboardMessaging();
  const names = shownBookingNames(booking);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={titleId}
            translate="no"
            className="text-lg font-semibold [overflow-wrap:anywhere] text-ink"
          >
            {booking.name}
          </h3>
          <p lang={names.packageLang} className="text-sm font-medium text-brand-800">
            {names.packageName}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <BookingStatusBadge status={booking.status} className="inline-flex shrink-0" />
          {showUnread && <UnreadNote bookingId={booking.id} />}
        </div>
      </div>
      <BookingFacts booking={booking} showGuide={showGuide} />
      {actions && <div className="mt-5 flex flex-wrap gap-2">{actions(titleId)}</div>}
      {children}
    </article>
  );
}
