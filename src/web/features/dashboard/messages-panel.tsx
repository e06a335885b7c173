import type { BookingView } from "@/shared/bookings/types";
import { shownBookingNames } from "@/web/lib/english-fields";
import { useDashboardMessaging } from "./messaging-slots";

interface MessagesPanelProps {
  /** The booking whose traveller the guide is writing to; null keeps the panel closed. */
  booking: BookingView | null;
  onClose: () => void;
}

/** The spec's 'Messages' side panel on the dashboard: the guide's conversation with a traveller. */
export function MessagesPanel({ booking, onClose }: MessagesPanelProps) {
  const { ConversationPanel } = useDashboardMessaging();
  return (
    <ConversationPanel
      topic={
        booking && {
          bookingId: booking.id,
          counterpartName: booking.name,
          ...packageOf(booking),
        }
      }
      onClose={onClose}
    />
  );
}

/** The package a conversation is about, as the page names it. */
function packageOf(booking: BookingView) {
  const { packageName, packageLang } = shownBookingNames(booking);
  return { packageName, packageLang };
}
