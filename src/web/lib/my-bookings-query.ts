import { queryOptions } from "@tanstack/react-query";
import type { BookingView } from "@/shared/bookings/types";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";

/** The signed-in user's own bookings: My Bookings lists them, the navigation splits unread by them. */
export const myBookingsQuery = queryOptions({
  queryKey: bookingKeys.mine,
  queryFn: async () => (await api.get<{ bookings: BookingView[] }>("/api/bookings/mine")).bookings,
});
