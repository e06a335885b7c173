import type { BookingView } from "@/shared/bookings/types";

/** Confirmed bookings, and accepted ones holding the dates while the traveller pays, starting today or later, soonest first. */
export function upcomingBookings(bookings: readonly BookingView[], today: string): BookingView[] {
  return bookings
    .filter(
      (booking) =>
        (booking.status === "confirmed" || booking.status === "awaiting_payment") &&
        booking.startDate >= today,
    )
    .sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) ||
        a.endDate.localeCompare(b.endDate) ||
        a.name.localeCompare(b.name),
    );
}
