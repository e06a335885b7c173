import type { LedgerLineView, UpiClaimView } from "@/shared/payments/types";

/** A captured Razorpay charge of ₹9,440 for a Ladakh trek, unless the test says otherwise. */
export function ledgerLine(id: string, overrides: Partial<LedgerLineView> = {}): LedgerLineView {
  return {
    id,
    bookingId: "5b0f7a1e-8c1d-4a3e-9f00-000000000001",
    kind: "charge",
    state: "captured",
    amountPaise: 944_000,
    provider: "razorpay",
    providerPaymentId: `pay_${id}`,
    providerRefundId: null,
    method: "card",
    documentNumber: null,
    reason: null,
    lastError: null,
    createdAt: "2025-08-01T06:30:00.000Z",
    traveller: { name: "Asha Rao", email: "asha@example.org" },
    packageName: "Markha Valley Trek",
    guideName: "Kabir Sethi",
    bookingStatus: "confirmed",
    startDate: "2025-09-10",
    ...overrides,
  };
}

/** A payer's claim to have paid ₹4,720 by a UPI app, with the UTR they gave. */
export function upiClaim(orderId: string, overrides: Partial<UpiClaimView> = {}): UpiClaimView {
  return {
    orderId,
    bookingId: "5b0f7a1e-8c1d-4a3e-9f00-000000000002",
    amountPaise: 472_000,
    utr: "512345678901",
    claimedAt: "2025-08-03T09:00:00.000Z",
    traveller: { name: "Ravi Menon", email: "ravi@example.org" },
    packageName: "Hampi Heritage Walk",
    ...overrides,
  };
}
