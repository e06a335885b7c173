import type { AdminBookingDetail, AdminBookingRow } from "@/shared/admin-bookings/types";
import type { BookingView } from "@/shared/bookings/types";

/** A confirmed Ladakh trek of Asha Rao with Kabir Sethi, deposit paid, unless the test says otherwise. */
export function bookingRow(id: string, overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  return {
    id,
    packageId: "dest_4",
    packageName: "Markha Valley Trek",
    destinationName: "Ladakh",
    guide: { sno: 7, name: "Kabir Sethi" },
    traveller: { name: "Asha Rao", email: "asha@example.org" },
    startDate: "2026-09-10",
    endDate: "2026-09-16",
    numberOfTravelers: 2,
    price: 47_200,
    status: "confirmed",
    paymentState: "deposit_paid",
    createdAt: "2026-06-01T06:30:00.000Z",
    ...overrides,
  };
}

function viewOf(row: AdminBookingRow): BookingView {
  return {
    id: row.id,
    status: row.status,
    packageId: row.packageId,
    packageName: row.packageName,
    destinationName: row.destinationName,
    packageImage: { image: "/images/packages/ladakh.svg", imageAlt: "", photo: null },
    guide: row.guide,
    startDate: row.startDate,
    endDate: row.endDate,
    numberOfTravelers: row.numberOfTravelers,
    price: row.price,
    name: row.traveller.name,
    email: row.traveller.email,
    phone: "+91 98450 12345",
    notes: "Vegetarian meals",
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
    cancelledAt: null,
    payment: {
      state: row.paymentState,
      pricePaise: row.price * 100,
      depositPaise: 944_000,
      balanceDueOn: "2026-08-11",
      holdExpiresAt: null,
      paidPaise: 944_000,
      refundedPaise: 0,
      refundingPaise: 0,
      netPaidPaise: 944_000,
      dueNow: { purpose: "balance", amountPaise: 3_776_000 },
      refunds: [],
      documents: [],
    },
    canReview: false,
    reviewed: false,
  };
}

/** The booking's story: requested, accepted by the guide, the deposit paid; cancellable. */
export function bookingDetail(row: AdminBookingRow = bookingRow("b-1")): AdminBookingDetail {
  return {
    booking: viewOf(row),
    history: [
      {
        id: 1,
        from: null,
        to: "pending",
        actorRole: "traveller",
        actor: { id: "u-asha", name: "Asha Rao", email: "asha@example.org" },
        at: "2026-06-01T06:30:00.000Z",
      },
      {
        id: 2,
        from: "pending",
        to: "awaiting_payment",
        actorRole: "guide",
        actor: { id: "u-kabir", name: "Kabir Sethi", email: "kabir@example.org" },
        at: "2026-06-01T09:00:00.000Z",
      },
      {
        id: 3,
        from: "awaiting_payment",
        to: "confirmed",
        actorRole: "traveller",
        actor: { id: "u-asha", name: "Asha Rao", email: "asha@example.org" },
        at: "2026-06-01T10:15:00.000Z",
      },
    ],
    ledger: [
      {
        id: "line-1",
        kind: "charge",
        state: "captured",
        amountPaise: 944_000,
        provider: "razorpay",
        providerPaymentId: "pay_deposit",
        providerRefundId: null,
        method: "upi",
        documentNumber: "INV/26-27/00001",
        reason: null,
        lastError: null,
        createdAt: "2026-06-01T10:15:00.000Z",
      },
    ],
    messagesCount: 3,
    cancellation: { daysBefore: 45, paidPaise: 944_000, refundPaise: 944_000, fullRefund: true },
  };
}
