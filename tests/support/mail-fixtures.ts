import type { LedgerRow } from "@/server/features/payments/payments.repo";
import type { BookingView } from "@/shared/bookings/types";

/** A booking as the e-mail builders see it: a deposit paid, the balance due later. */
export function bookingFixture(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: "b0000000-0000-4000-8000-000000000001",
    status: "awaiting_payment",
    packageId: "dest_1",
    packageName: "Agra Heritage Tour",
    destinationName: "Agra",
    packageImage: { image: "/images/packages/agra.svg", imageAlt: "The Taj Mahal", photo: null },
    guide: { sno: 3, name: "Ravi Kumar" },
    startDate: "2027-06-14",
    endDate: "2027-06-16",
    numberOfTravelers: 2,
    price: 125000,
    name: "Asha Verma",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    notes: "Vegetarian meals",
    createdAt: "2027-05-01T06:00:00.000Z",
    updatedAt: "2027-05-01T06:00:00.000Z",
    cancelledAt: null,
    payment: {
      state: "unpaid",
      pricePaise: 12_500_050,
      depositPaise: 2_500_000,
      balanceDueOn: "2027-05-31",
      holdExpiresAt: "2027-05-02T06:00:00.000Z",
      paidPaise: 0,
      refundedPaise: 0,
      refundingPaise: 0,
      netPaidPaise: 0,
      dueNow: { purpose: "deposit", amountPaise: 2_500_000 },
      refunds: [],
      documents: [],
    },
    canReview: false,
    reviewed: false,
    ...overrides,
  } as BookingView;
}

/** A settled ledger line: a charge, or a refund when `kind` says so. */
export function ledgerFixture(overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: "l0000000-0000-4000-8000-000000000001",
    bookingId: "b0000000-0000-4000-8000-000000000001",
    kind: "charge",
    state: "processed",
    amountPaise: 2_500_000,
    providerPaymentId: "pay_TEST123",
    providerRefundId: "rfnd_TEST9",
    documentNumber: "INV/2027-28/0001",
    ...overrides,
  } as unknown as LedgerRow;
}
