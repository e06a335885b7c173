import type { AvailableGuide } from "@/shared/bookings/types";
import { makePayment } from "@/shared/payments/testing/make-payment";

export { makeBooking } from "@/shared/bookings/testing/make-booking";
export { makePayment };

export const availableGuides: AvailableGuide[] = [
  { sno: 1, name: "Asha Verma", rating: 4.8, maxGroupSize: 6, licensed: true },
  { sno: 3, name: "Priya Sharma", rating: 4.7, maxGroupSize: 12, licensed: false },
];
