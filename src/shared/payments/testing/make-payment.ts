import type { BookingPayment } from "@/shared/bookings/types";

/** A booking's money for screen tests: nothing paid unless the test says so. */
export function makePayment(overrides: Partial<BookingPayment> = {}): BookingPayment {
  return {
    state: "none",
    pricePaise: 4_720_000,
    depositPaise: null,
    balanceDueOn: null,
    holdExpiresAt: null,
    paidPaise: 0,
    refundedPaise: 0,
    refundingPaise: 0,
    netPaidPaise: 0,
    dueNow: null,
    refunds: [],
    documents: [],
    ...overrides,
  };
}
