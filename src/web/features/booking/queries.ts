import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "@/shared/bookings/schema";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const availableGuidesKey = (packageId: string, dates: DateRange | null) =>
  [
    ...bookingKeys.availableGuides,
    packageId,
    dates?.startDate ?? "",
    dates?.endDate ?? "",
  ] as const;

export function availableGuidesPath(packageId: string, dates: DateRange | null): string {
  const params = new URLSearchParams({ packageId });
  if (dates) {
    params.set("startDate", dates.startDate);
    params.set("endDate", dates.endDate);
  }
  return `/api/bookings/available-guides?${params}`;
}

/** Guides who can take this package, and when both dates are given, are free on them. */
export function useAvailableGuides(packageId: string, dates: DateRange | null) {
  return useQuery({
    queryKey: availableGuidesKey(packageId, dates),
    queryFn: async () =>
      (await api.get<{ guides: AvailableGuide[] }>(availableGuidesPath(packageId, dates))).guides,
    // Keep showing the last list while the one for new dates loads, so the select never empties.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/bookings; the server decides the price. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBookingInput) =>
      (await api.post<{ booking: BookingView }>("/api/bookings", input)).booking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
