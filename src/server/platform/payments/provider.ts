/** A provider's refusal or absence, with what it said: never a crash of ours. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  status: "created" | "attempted" | "paid";
  receipt: string | null;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  method: string;
  refundedPaise: number;
  error: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
  instant: boolean;
  receipt: string | null;
}

/**
 * What the payments feature needs from a provider. Razorpay and the built-in test checkout both
 * implement it, and both deliver their news as Razorpay-shaped webhooks through one endpoint.
 */
export interface PaymentProvider {
  name: "razorpay" | "test";
  /** What the page needs to open the provider's checkout; never a secret. */
  checkout: { kind: "razorpay"; keyId: string; scriptUrl: string } | { kind: "test" };
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  paymentsOf(orderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
  refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  paymentSignatureIsValid(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  webhookSignatureIsValid(rawBody: string, signature: string | undefined): boolean;
}
