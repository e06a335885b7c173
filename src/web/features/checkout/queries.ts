import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BookingView } from "@/shared/bookings/types";
import type { CheckoutInput } from "@/shared/payments/schema";
import type { CheckoutView, PaymentOptions } from "@/shared/payments/types";
import { api } from "@/web/lib/api";
import { bookingKeys } from "@/web/lib/query-keys";

export type TestOutcome = "upi_success" | "upi_failure" | "card_declined";

/** How this site takes payment (the provider, its test mode): the same for every booking. */
export const paymentOptionsQuery = {
  queryKey: ["payments", "options"] as const,
  queryFn: () => api.get<PaymentOptions>("/api/payments/options"),
  staleTime: Number.POSITIVE_INFINITY,
};

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}

/** After any payment step the booking lists are stale: the server has the new state. */
function useRefreshBookings() {
  const queryClient = useQueryClient();
  return (booking?: BookingView) => {
    if (booking)
      queryClient.setQueryData<BookingView[]>(bookingKeys.mine, (list) =>
        list?.map((b) => (b.id === booking.id ? booking : b)),
      );
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  };
}

export function useStartCheckout(bookingId: string) {
  return useMutation({
    mutationFn: async (input: CheckoutInput) =>
      (
        await api.post<{ checkout: CheckoutView }>(
          `/api/bookings/${encodeURIComponent(bookingId)}/checkout`,
          input,
        )
      ).checkout,
  });
}

export function useTestPayment() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: TestOutcome }) =>
      api.post<{ paid: boolean; error: string | null; booking: BookingView }>(
        `/api/payments/test-checkout/${encodeURIComponent(orderId)}`,
        { outcome },
      ),
    onSuccess: (result) => refresh(result.booking),
  });
}

export function useVerifyPayment() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async (body: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }) => (await api.post<{ booking: BookingView }>("/api/payments/verify", body)).booking,
    onSuccess: (booking) => refresh(booking),
  });
}

export function useUpiClaim(bookingId: string) {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: async (utr: string) =>
      (
        await api.post<{ booking: BookingView }>(
          `/api/bookings/${encodeURIComponent(bookingId)}/upi-claim`,
          { utr },
        )
      ).booking,
    onSuccess: (booking) => refresh(booking),
  });
}
