import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import { makePayment } from "@/shared/payments/testing/make-payment";
import type { DashboardInfo } from "@/web/features/dashboard/queries";

/** YYYY-MM-DD, `days` after today in India. */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function makeBooking(id: string, overrides: Partial<BookingView> = {}): BookingView {
  return {
    id,
    status: "pending",
    packageId: "dest_4",
    packageName: "Ladakh: High Passes and Monasteries",
    destinationName: "Ladakh",
    packageImage: { image: "/images/packages/ladakh.svg", imageAlt: "A high pass", photo: null },
    guide: { sno: 1, name: "Vikram Rawat" },
    startDate: daysFromToday(40),
    endDate: daysFromToday(45),
    numberOfTravelers: 2,
    price: 65844,
    name: `Traveller ${id}`,
    email: `traveller-${id}@example.org`,
    phone: "+91 98765 43210",
    notes: "",
    createdAt: "2026-01-10T08:00:00.000Z",
    updatedAt: "2026-01-10T08:00:00.000Z",
    cancelledAt: null,
    payment: makePayment({ pricePaise: (overrides.price ?? 65844) * 100 }),
    canReview: false,
    reviewed: false,
    ...overrides,
  };
}

export const guideInfo = (isAvailable = true): DashboardInfo => ({
  role: "guide",
  guide: { sno: 1, name: "Vikram Rawat", isAvailable },
});
