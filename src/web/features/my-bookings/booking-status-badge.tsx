import type { BookingStatus } from "@/shared/bookings/rules";
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES } from "./booking-status";

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${BOOKING_STATUS_TONES[status]}`}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
