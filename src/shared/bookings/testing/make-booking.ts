import type { BookingView } from "@/shared/bookings/types";
import { makePayment } from "@/shared/payments/testing/make-payment";

/** A traveller's pending booking as the API answers it, for the web features' tests. */
export function makeBooking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: "b1",
    status: "pending",
    packageId: "dest_1",
    packageName: "Agra: The Taj and Beyond",
    destinationName: "Agra",
    packageImage: { image: "/images/packages/agra.svg", imageAlt: "The Taj Mahal", photo: null },
    guide: { sno: 1, name: "Asha Verma" },
    startDate: "2099-01-10",
    endDate: "2099-01-14",
    numberOfTravelers: 2,
    price: 47200,
    name: "Meera Traveller",
    email: "traveller@example.com",
    phone: "+91 98765 43210",
    notes: "",
    createdAt: "2098-11-20T06:30:00.000Z",
    updatedAt: "2098-11-20T06:30:00.000Z",
    cancelledAt: null,
    payment: makePayment({ pricePaise: (overrides.price ?? 47200) * 100 }),
    canReview: false,
    reviewed: false,
    ...overrides,
  };
}
