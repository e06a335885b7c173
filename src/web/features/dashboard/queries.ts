import { useLingui } from "@lingui/react/macro";
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { DASHBOARD_MAX_OFFSET, DASHBOARD_PAGE_SIZE } from "@/shared/bookings/schema";
import type { BookingView, DashboardBookingsPage } from "@/shared/bookings/types";
import type { Role } from "@/shared/constants";
import { useToast } from "@/web/components/ui/toast";
import { ApiError, api } from "@/web/lib/api";
import { bookingKeys, guideKeys } from "@/web/lib/query-keys";
import { DASHBOARD_TEXT } from "./dashboard-texts";

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

export interface DashboardInfo {
  role: Role;
  guide: { sno: number; name: string; isAvailable: boolean } | null;
}

export type BookingDecision = "accept" | "reject";

const NEW_REQUESTS_REFRESH_MS = 60_000;

export interface BookingListFilter {
  status: BookingFilter;
  /** Trimmed search text; "" for none. */
  q?: string;
  /** Only tours starting today or later. */
  upcoming?: boolean;
}

// Under "bookings" so a new booking, a cancellation or a decision anywhere refreshes these lists.
export const dashboardKeys = {
  info: ["dashboard"] as const,
  bookings: [...bookingKeys.all, "dashboard"] as const,
  withStatus: (status: BookingFilter) => [...bookingKeys.all, "dashboard", status] as const,
  bookingPage: ({ status, q = "", upcoming = false }: BookingListFilter, page: number) =>
    [...bookingKeys.all, "dashboard", status, q, upcoming, page] as const,
};

/**
 * Toast subjects (components/ui/toast.tsx): a new answer about the same thing replaces the old
 * one, so "Status update failed" never stays beside the success of a later try.
 */
export const DASHBOARD_TOAST_SUBJECT = {
  availability: "dashboard:availability",
  booking: (id: string) => `booking:${id}`,
} as const;

export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Whom the dashboard is for (role, guide), as its hook and its first data ask for it. */
export const dashboardInfoQuery = {
  queryKey: dashboardKeys.info,
  queryFn: () => api.get<DashboardInfo>("/api/dashboard"),
};

export function useDashboardInfo() {
  return useQuery(dashboardInfoQuery);
}

export function dashboardBookingsPath(filter: BookingListFilter, page: number): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.q) params.set("q", filter.q);
  if (filter.upcoming) params.set("upcoming", "true");
  params.set("limit", String(DASHBOARD_PAGE_SIZE));
  params.set("offset", String(page * DASHBOARD_PAGE_SIZE));
  return `/api/dashboard/bookings?${params}`;
}

/** The lists of the booking sections, by section id (the Management list unfiltered). */
export const DASHBOARD_LISTS = {
  requests: { status: "pending" },
  upcoming: { status: "confirmed", upcoming: true },
  management: { status: "all" },
} as const satisfies Record<string, BookingListFilter>;

/** One page of a dashboard list, as the list's hook and the dashboard's first data ask for it. */
export function dashboardBookingsQuery(filter: BookingListFilter, page: number) {
  return {
    queryKey: dashboardKeys.bookingPage(filter, page),
    queryFn: () => api.get<DashboardBookingsPage>(dashboardBookingsPath(filter, page)),
  };
}

/**
 * The first `pages` pages of a dashboard list, each its own cached request: Load More asks only
 * for the next one. While a new filter loads, the previous list stays on screen.
 */
export function useDashboardBookings(filter: BookingListFilter, pages = 1) {
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, page) => ({
      ...dashboardBookingsQuery(filter, page),
      placeholderData: page === 0 ? keepPreviousData : undefined,
      // New requests arrive while the guide keeps the page open.
      refetchInterval: filter.status === "pending" ? NEW_REQUESTS_REFRESH_MS : false,
    })),
  });
  const first = results[0];
  // A booking that moved between two pages' reads is shown once.
  const seen = new Set<string>();
  const bookings: BookingView[] = [];
  for (const result of results) {
    if (!result.data) break;
    for (const booking of result.data.bookings) {
      if (seen.has(booking.id)) continue;
      seen.add(booking.id);
      bookings.push(booking);
    }
  }
  const last = results.at(-1)?.data;
  const total = first.data?.total ?? 0;
  const capped = first.data?.totalCapped ?? false;
  return {
    first,
    bookings,
    total,
    capped,
    hasMore:
      (last?.bookings.length ?? 0) > 0 &&
      bookings.length < total &&
      pages * DASHBOARD_PAGE_SIZE <= DASHBOARD_MAX_OFFSET,
    loadingMore: results.some((r, i) => i > 0 && r.isPending),
    busy: results.some((r) => r.isFetching),
  };
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isAvailable: boolean) =>
      (
        await api.put<{ isAvailable: boolean }>("/api/dashboard/availability", {
          isAvailable,
        })
      ).isAvailable,
    onSuccess: (isAvailable) => {
      queryClient.setQueryData<DashboardInfo>(dashboardKeys.info, (info) =>
        info?.guide ? { ...info, guide: { ...info.guide, isAvailable } } : info,
      );
      // The Guides page and the booking modal's guide list show availability too.
      void queryClient.invalidateQueries({ queryKey: guideKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availableGuides });
    },
  });
}

/**
 * Accept or reject a pending request: it leaves the pending list at once, then every list
 * refreshes. The results are toasts here, not in the card, because a decided card unmounts.
 */
export function useBookingDecision() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useLingui();
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  return useMutation({
    mutationFn: async ({
      booking,
      decision,
    }: {
      booking: BookingView;
      decision: BookingDecision;
    }) =>
      (
        await api.post<{ booking: BookingView }>(
          `/api/bookings/${encodeURIComponent(booking.id)}/${decision}`,
          {},
        )
      ).booking,
    onSuccess: (_updated, { booking, decision }) => {
      queryClient.setQueriesData<DashboardBookingsPage>(
        { queryKey: dashboardKeys.withStatus("pending") },
        (page) =>
          page && {
            ...page,
            bookings: page.bookings.filter((item) => item.id !== booking.id),
            total: Math.max(0, page.total - 1),
          },
      );
      const name = booking.name;
      toast.success(
        decision === "accept"
          ? t`Booking request from ${name} accepted.`
          : t`Booking request from ${name} rejected.`,
        { subject: DASHBOARD_TOAST_SUBJECT.booking(booking.id) },
      );
      void refresh();
    },
    onError: (_error, { booking }) => {
      toast.error(t(DASHBOARD_TEXT.statusUpdateFailed), {
        subject: DASHBOARD_TOAST_SUBJECT.booking(booking.id),
      });
      void refresh();
    },
  });
}
