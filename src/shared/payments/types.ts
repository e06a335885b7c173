import type { PaymentPurpose } from "./rules";

/** POST /api/bookings/:id/checkout: what the page needs to take the payment now due. */
export interface CheckoutView {
  bookingId: string;
  /** Our order id (the test checkout and the UPI claim name it). */
  orderId: string;
  providerOrderId: string;
  purpose: PaymentPurpose;
  amountPaise: number;
  holdExpiresAt: string | null;
  description: string;
  prefill: { name: string; email: string; phone: string };
  checkout:
    | { kind: "razorpay"; keyId: string; scriptUrl: string }
    | { kind: "test" }
    | {
        kind: "upi";
        link: string;
        /** The link as a QR code (an SVG data URL) for a phone's UPI app to scan. */
        qrCode: string;
        payee: string;
        reference: string;
        claimed: boolean;
      };
}

/** One line of a booking's payments ledger, as the console shows it. */
export interface LedgerLine {
  id: string;
  kind: "charge" | "refund";
  state: string;
  amountPaise: number;
  provider: string;
  providerPaymentId: string;
  providerRefundId: string | null;
  method: string | null;
  documentNumber: string | null;
  reason: string | null;
  lastError: string | null;
  createdAt: string;
}

/** One line of the admin's payments list. */
export interface LedgerLineView extends LedgerLine {
  bookingId: string;
  traveller: { name: string; email: string };
  packageName: string;
  guideName: string;
  bookingStatus: string;
  startDate: string;
}

export interface UpiClaimView {
  orderId: string;
  bookingId: string;
  amountPaise: number;
  utr: string;
  claimedAt: string;
  traveller: { name: string; email: string };
  packageName: string;
}

/** GET /api/payments/options */
export interface PaymentOptions {
  /** "test": the built-in checkout where no money moves. */
  provider: "razorpay" | "test";
  /** Paying by any UPI app (a upi:// link and QR code) is offered. */
  upi: boolean;
  depositPercent: number;
}
