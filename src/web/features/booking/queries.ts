import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateBookingInput } from "../../../shared/forms/booking";
import { api } from "../../lib/api";

export interface CreatedBooking {
  id: number | string;
}

/** POST /api/bookings; the server decides the price. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBookingInput) => api.post<CreatedBooking>("/api/bookings", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}
