import { DASHBOARD_PAGE_SIZE } from "@/shared/bookings/schema";

/** The dashboard's lists and the server's requests for them: the web app's and the page's preloads. */
export const BOOKING_FILTERS = [
  "all",
  "pending",
  "confirmed",
  "rejected",
  "cancelled",
  "completed",
  "expired",
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export interface BookingListFilter {
  status: BookingFilter;
  /** Trimmed search text; "" for none. */
  q?: string;
  /** Only tours starting today or later. */
  upcoming?: boolean;
}

/** The lists of the booking sections, by section id (the Management list unfiltered). */
export const DASHBOARD_LISTS = {
  requests: { status: "pending" },
  upcoming: { status: "confirmed", upcoming: true },
  management: { status: "all" },
} as const satisfies Record<string, BookingListFilter>;

export function dashboardBookingsPath(filter: BookingListFilter, page: number): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.q) params.set("q", filter.q);
  if (filter.upcoming) params.set("upcoming", "true");
  params.set("limit", String(DASHBOARD_PAGE_SIZE));
  params.set("offset", String(page * DASHBOARD_PAGE_SIZE));
  return `/api/dashboard/bookings?${params}`;
}
