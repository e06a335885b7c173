import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookingIdRange } from "@/shared/admin-bookings/rules";
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type AdminCancelInput,
  type PaymentFilter,
} from "@/shared/admin-bookings/schema";
import type {
  AdminBookingDetail,
  AdminBookingsPage,
  AdminGuideOption,
} from "@/shared/admin-bookings/types";
import type { BookingStatus } from "@/shared/bookings/rules";
import { searchesEveryBooking } from "@/shared/bookings/schema";
import { isCalendarDate } from "@/shared/dates";
import type { DestinationChoice } from "@/web/components/destination-picker";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";

/** The filters as the form holds them: "" and null mean "any". */
export interface BookingFilters {
  status: "" | BookingStatus;
  payment: "" | PaymentFilter;
  guide: AdminGuideOption | null;
  destination: DestinationChoice | null;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: BookingFilters = {
  status: "",
  payment: "",
  guide: null,
  destination: null,
  from: "",
  to: "",
  q: "",
};

/** A search the server takes: three letters or digits in a row, or the start of a booking id. */
export const isSearchable = (q: string) => searchesEveryBooking(q) || bookingIdRange(q) !== null;

export const adminBookingKeys = {
  all: ["admin", "bookings"] as const,
  list: (filters: BookingFilters, page: number) =>
    ["admin", "bookings", "list", filters, page] as const,
  detail: (id: string) => ["admin", "bookings", "detail", id] as const,
  guides: (q: string) => ["admin", "bookings", "guides", q] as const,
};

/**
 * The list's query string. Empty filters are left out, and so are a half-typed date and a search
 * too short to run, which the server would refuse.
 */
export function bookingsSearch(filters: BookingFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.payment) params.set("payment", filters.payment);
  if (filters.guide) params.set("guide", String(filters.guide.sno));
  if (filters.destination) params.set("destination", String(filters.destination.srNo));
  if (isCalendarDate(filters.from)) params.set("from", filters.from);
  // A range ending before it starts waits to be corrected (the form says so).
  if (isCalendarDate(filters.to) && !(filters.from && filters.to < filters.from))
    params.set("to", filters.to);
  const q = filters.q.trim();
  if (q && isSearchable(q)) params.set("q", q);
  params.set("limit", String(ADMIN_BOOKINGS_PAGE_SIZE));
  if (page > 1) params.set("offset", String((page - 1) * ADMIN_BOOKINGS_PAGE_SIZE));
  return params.toString();
}

/** One page of every booking: the section's query, and its first data. */
export function adminBookingsQuery(filters: BookingFilters, page: number) {
  return {
    queryKey: adminBookingKeys.list(filters, page),
    queryFn: () =>
      api.get<AdminBookingsPage>(`/api/admin/bookings?${bookingsSearch(filters, page)}`),
  };
}

export function useAdminBookings(filters: BookingFilters, page: number) {
  return useQuery({ ...adminBookingsQuery(filters, page), placeholderData: keepPreviousData });
}

export function useAdminBooking(id: string | null) {
  return useQuery({
    queryKey: adminBookingKeys.detail(id ?? ""),
    queryFn: () =>
      api.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
  });
}

/** Guides by name or number, asked for once typing pauses. */
export function useGuideOptions(text: string) {
  const q = useSettled(text.trim(), SEARCH_SETTLE_MS);
  const query = useQuery({
    queryKey: adminBookingKeys.guides(q),
    queryFn: () =>
      api.get<{ guides: AdminGuideOption[] }>(
        `/api/admin/bookings/guides?${new URLSearchParams({ q })}`,
      ),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
  return {
    options: q === "" ? [] : (query.data?.guides ?? []),
    loading: text.trim() !== q || query.isFetching,
    failed: query.isError,
  };
}

/** The company cancels for the traveller: the detail shows the outcome, every list refreshes. */
export function useCancelForTraveller(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCancelInput) =>
      api.post<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminBookingKeys.detail(id), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", "bookings", "list"] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "payments"] }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]);
    },
  });
}
