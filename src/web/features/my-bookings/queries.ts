import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancellationQuote } from "@/shared/bookings/rules";
import type { ReviewInput } from "@/shared/bookings/schema";
import type { BookingView } from "@/shared/bookings/types";
import { api } from "@/web/lib/api";
import { myBookingsQuery } from "@/web/lib/my-bookings-query";
import { bookingKeys, guideKeys } from "@/web/lib/query-keys";

const bookingPath = (id: string, action: string) =>
  `/api/bookings/${encodeURIComponent(id)}/${action}`;

export function useMyBookings() {
  return useQuery(myBookingsQuery);
}

/** What cancelling would refund today; asked afresh each time the dialog opens. */
export function useCancellationQuote(id: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, id, "cancellation"],
    queryFn: async () =>
      (await api.get<{ quote: CancellationQuote }>(bookingPath(id, "cancellation"))).quote,
    gcTime: 0,
    staleTime: 0,
  });
}

function useReplaceInMine() {
  const queryClient = useQueryClient();
  return (booking: BookingView) =>
    queryClient.setQueryData<BookingView[]>(bookingKeys.mine, (list) =>
      list?.map((b) => (b.id === booking.id ? booking : b)),
    );
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  const replaceInMine = useReplaceInMine();
  return useMutation({
    mutationFn: async () =>
      (await api.post<{ booking: BookingView }>(bookingPath(id, "cancel"), {})).booking,
    onSuccess: (booking) => {
      replaceInMine(booking);
      // The guide is free on those dates again; the open dialog's quote needs no refetch.
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.availableGuides });
    },
    // A refusal usually means the booking changed elsewhere: show its real state.
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.mine }),
  });
}

export interface GuideReview {
  id: number | string;
  user: string;
  rating: number;
  comment: string;
  date: string;
}

export function useReviewBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      (await api.post<{ review: GuideReview }>(bookingPath(id, "review"), input)).review,
    onSuccess: () => {
      queryClient.setQueryData<BookingView[]>(bookingKeys.mine, (list) =>
        list?.map((b) => (b.id === id ? { ...b, reviewed: true, canReview: false } : b)),
      );
      void queryClient.invalidateQueries({ queryKey: guideKeys.all });
      return queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.mine }),
  });
}
