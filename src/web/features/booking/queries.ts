import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "@/shared/bookings/schema";
import type { AvailableDates, AvailableGuide, BookingView } from "@/shared/bookings/types";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";

/** What narrows the offer: a start date, the group's size, licensed guides only. */
export interface OfferFilter {
  startDate?: string;
  travellers?: number;
  licensed?: boolean;
}

function offerParams(packageId: string, filter: OfferFilter, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ packageId, ...extra });
  if (filter.startDate) params.set("startDate", filter.startDate);
  if (filter.travellers) params.set("travellers", String(filter.travellers));
  if (filter.licensed) params.set("licensed", "true");
  return params;
}

export const availableGuidesKey = (packageId: string, filter: OfferFilter) =>
  [
    ...bookingKeys.availableGuides,
    packageId,
    filter.startDate ?? "",
    filter.travellers ?? 0,
    Boolean(filter.licensed),
  ] as const;

export const availableGuidesPath = (packageId: string, filter: OfferFilter) =>
  `/api/bookings/available-guides?${offerParams(packageId, filter)}`;

/** Guides who can take this package; with a start date, only those free for the whole tour. */
export function useAvailableGuides(packageId: string, filter: OfferFilter) {
  return useQuery({
    queryKey: availableGuidesKey(packageId, filter),
    queryFn: async () =>
      (await api.get<{ guides: AvailableGuide[] }>(availableGuidesPath(packageId, filter))).guides,
    // Keep showing the last list while the one for a new date loads, so the select never empties.
    placeholderData: keepPreviousData,
  });
}

export const availableDatesKey = (
  packageId: string,
  guideSno: number | undefined,
  filter: OfferFilter,
) =>
  [
    ...bookingKeys.availableDates,
    packageId,
    guideSno ?? 0,
    filter.travellers ?? 0,
    Boolean(filter.licensed),
  ] as const;

/** Start dates on which the guide (or, with none chosen, any offered guide) is free for the tour. */
export function useAvailableDates(
  packageId: string,
  guideSno: number | undefined,
  filter: OfferFilter,
) {
  const dateFilter = { travellers: filter.travellers, licensed: filter.licensed };
  return useQuery({
    queryKey: availableDatesKey(packageId, guideSno, dateFilter),
    queryFn: () =>
      api.get<AvailableDates>(
        `/api/bookings/available-dates?${offerParams(
          packageId,
          dateFilter,
          guideSno ? { guideSno: String(guideSno) } : {},
        )}`,
      ),
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
