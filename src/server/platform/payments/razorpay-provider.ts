import Razorpay from "razorpay";
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from "razorpay/dist/utils/razorpay-utils";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from "./provider";

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests only: a Razorpay-compatible server on loopback instead of api.razorpay.com. */
  apiUrl?: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
  /** Where the page loads Razorpay Checkout from. */
  checkoutScriptUrl?: string;
}

type Raw = Record<string, unknown>;

/**
 * The official SDK throws `{ statusCode, error }` for an answer, and a TypeError (reading
 * `response` of an axios error) when nothing answered at all: both become one error with the
 * provider's own words where there are any.
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const answer = error as {
      statusCode?: number;
      error?: { code?: string; description?: string };
    };
    if (typeof answer?.statusCode === "number")
      throw new PaymentProviderError(
        answer.error?.description ?? `Razorpay answered ${answer.statusCode}.`,
        answer.statusCode,
        answer.error?.code ?? null,
      );
    throw new PaymentProviderError("Razorpay could not be reached.", null, null);
  }
}

const toOrder = (o: Raw): ProviderOrder => ({
  id: String(o.id),
  amountPaise: Number(o.amount),
  status: o.status as ProviderOrder["status"],
  receipt: (o.receipt as string | null) ?? null,
});

const toPayment = (p: Raw): ProviderPayment => ({
  id: String(p.id),
  orderId: String(p.order_id),
  amountPaise: Number(p.amount),
  currency: String(p.currency ?? "INR"),
  status: p.status as ProviderPayment["status"],
  method: String(p.method),
  refundedPaise: Number(p.amount_refunded ?? 0),
  error: (p.error_description as string | null) ?? null,
});

const toRefund = (r: Raw): ProviderRefund => ({
  id: String(r.id),
  paymentId: String(r.payment_id),
  amountPaise: Number(r.amount),
  status: r.status as ProviderRefund["status"],
  instant: r.speed_processed === "instant",
  receipt: (r.receipt as string | null) ?? null,
});

/**
 * Razorpay through its official Node SDK: orders, payments, refunds, and the two signature checks
 * (the payment the page reports back, and webhooks). The key secret stays on the server.
 */
export { PaymentProviderError };

export function createRazorpayProvider(keys: RazorpayKeys): PaymentProvider {
  const sdk = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  // The SDK has no option for its host; its axios instance takes the test server and a timeout.
  const transport = (
    sdk as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }
  ).api.rq.defaults;
  if (keys.apiUrl) transport.baseURL = keys.apiUrl;
  transport.timeout = keys.timeoutMs ?? 15_000;

  return {
    name: "razorpay",
    checkout: {
      kind: "razorpay",
      keyId: keys.keyId,
      scriptUrl: keys.checkoutScriptUrl ?? "https://checkout.razorpay.com/v1/checkout.js",
    },
    async createOrder(input: {
      amountPaise: number;
      receipt: string;
      notes?: Record<string, string>;
    }) {
      const order = await call(() =>
        sdk.orders.create({
          amount: input.amountPaise,
          currency: "INR",
          receipt: input.receipt,
          notes: input.notes ?? {},
        }),
      );
      return toOrder(order as unknown as Raw);
    },
    async fetchOrder(orderId: string) {
      return toOrder((await call(() => sdk.orders.fetch(orderId))) as unknown as Raw);
    },
    async paymentsOf(orderId: string) {
      const { items } = (await call(() => sdk.orders.fetchPayments(orderId))) as unknown as {
        items: Raw[];
      };
      return items.map(toPayment);
    },
    async refund(paymentId: string, amountPaise: number, receipt: string) {
      const refund = await call(() =>
        sdk.payments.refund(paymentId, { amount: amountPaise, speed: "optimum", receipt }),
      );
      return toRefund(refund as unknown as Raw);
    },
    async refundsOf(paymentId: string) {
      const { items } = (await call(() =>
        sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
      )) as unknown as { items: Raw[] };
      return items.map(toRefund);
    },
    /** The page's report of a finished payment is believed only with a valid signature. */
    paymentSignatureIsValid(input: { orderId: string; paymentId: string; signature: string }) {
      try {
        return validatePaymentVerification(
          { order_id: input.orderId, payment_id: input.paymentId },
          input.signature,
          keys.keySecret,
        );
      } catch {
        return false;
      }
    },
    /** A webhook is believed only when its raw body carries Razorpay's signature. */
    webhookSignatureIsValid(rawBody: string, signature: string | undefined) {
      if (!signature) return false;
      try {
        return validateWebhookSignature(rawBody, signature, keys.webhookSecret);
      } catch {
        return false;
      }
    },
  };
}
