import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingView } from "@/shared/bookings/types";
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

// Under "bookings" so a new booking, a cancellation or a decision anywhere refreshes these lists.
export const dashboardKeys = {
  info: ["dashboard"] as const,
  bookings: [...bookingKeys.all, "dashboard"] as const,
  bookingList: (status: BookingFilter, q: string) =>
    [...bookingKeys.all, "dashboard", status, q] as const,
};

export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export function useDashboardInfo() {
  return useQuery({
    queryKey: dashboardKeys.info,
    queryFn: () => api.get<DashboardInfo>("/api/dashboard"),
  });
}

export function dashboardBookingsPath(status: BookingFilter, q: string): string {
  const params = new URLSearchParams({ status });
  if (q) params.set("q", q);
  return `/api/dashboard/bookings?${params}`;
}

export function useDashboardBookings(status: BookingFilter, q = "") {
  return useQuery({
    queryKey: dashboardKeys.bookingList(status, q),
    queryFn: async () =>
      (await api.get<{ bookings: BookingView[] }>(dashboardBookingsPath(status, q))).bookings,
    placeholderData: keepPreviousData,
    // New requests arrive while the guide keeps the page open.
    refetchInterval: status === "pending" ? NEW_REQUESTS_REFRESH_MS : false,
  });
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

const DECIDED_TEXT: Record<BookingDecision, string> = {
  accept: "accepted",
  reject: "rejected",
};

/**
 * Accept or reject a pending request: it leaves the pending list at once, then every list
 * refreshes. The results are toasts here, not in the card, because a decided card unmounts.
 */
export function useBookingDecision() {
  const queryClient = useQueryClient();
  const toast = useToast();
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
      queryClient.setQueryData<BookingView[]>(dashboardKeys.bookingList("pending", ""), (list) =>
        list?.filter((item) => item.id !== booking.id),
      );
      toast.success(`Booking request from ${booking.name} ${DECIDED_TEXT[decision]}.`);
      void refresh();
    },
    onError: () => {
      toast.error(DASHBOARD_TEXT.statusUpdateFailed);
      void refresh();
    },
  });
}
