import { useQuery } from "@tanstack/react-query";
import type { Role } from "@/shared/constants";
import { myBookingsQuery } from "@/web/lib/my-bookings-query";
import { canUseDashboard } from "@/web/lib/use-current-user";
import { useUnreadCounts } from "./queries";

export interface NavUnread {
  /** Unread in conversations about the user's own trips. */
  myBookings: number;
  /** Unread in conversations with travellers who booked this guide. */
  dashboard: number;
}

/** Splits the unread count between My Bookings and the Dashboard, where each can be read. */
export function useNavUnread(role: Role | null): NavUnread {
  const counts = useUnreadCounts();
  const total = counts.data?.total ?? 0;
  const guide = canUseDashboard(role);
  // The same query as the My Bookings screen, asked only when a guide has something unread.
  const mine = useQuery({ ...myBookingsQuery, enabled: guide && total > 0 });
  if (!guide) return { myBookings: total, dashboard: 0 };
  const myIds = new Set((mine.data ?? []).map((booking) => booking.id));
  const myBookings = Object.entries(counts.data?.byBooking ?? {})
    .filter(([bookingId]) => myIds.has(bookingId))
    .reduce((sum, [, unread]) => sum + unread, 0);
  return { myBookings, dashboard: total - myBookings };
}
