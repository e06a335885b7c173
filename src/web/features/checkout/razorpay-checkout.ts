import type { CheckoutView } from "@/shared/payments/types";

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(
    event: "payment.failed",
    handler: (response: { error: { description: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

/** The texts Checkout shows or throws, in the reader's language (the panel passes them in). */
export interface RazorpayTexts {
  /** The name of Checkout's UPI block. */
  payByUpi: string;
  /** The error when Checkout's script does not load. */
  notLoaded: string;
}

const loading = new Map<string, Promise<void>>();

/** Razorpay's Checkout script, loaded once, only when a payer opens it. */
function loadScript(src: string, notLoaded: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(notLoaded));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Opens Razorpay Checkout for our order. Resolves with what Checkout hands back (the server checks
 * its signature), or null when the payer closes it.
 */
export async function openRazorpayCheckout(
  view: CheckoutView,
  companyName: string,
  texts: RazorpayTexts,
): Promise<RazorpaySuccess | null> {
  if (view.checkout.kind !== "razorpay") throw new Error("not a Razorpay checkout");
  await loadScript(view.checkout.scriptUrl, texts.notLoaded);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error(texts.notLoaded);
  const keyId = view.checkout.keyId;
  return new Promise((resolve, reject) => {
    const instance = new Razorpay({
      key: keyId,
      order_id: view.providerOrderId,
      amount: view.amountPaise,
      currency: "INR",
      name: companyName,
      description: view.description,
      prefill: { name: view.prefill.name, email: view.prefill.email, contact: view.prefill.phone },
      // UPI first: what most Indian payers use.
      config: {
        display: {
          preferences: { show_default_blocks: true },
          sequence: ["block.upi"],
          blocks: { upi: { name: texts.payByUpi, instruments: [{ method: "upi" }] } },
        },
      },
      handler: (response: RazorpaySuccess) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    });
    instance.on("payment.failed", (response) => reject(new Error(response.error.description)));
    instance.open();
  });
}
