import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";
import { filterText, optionalDate } from "@/shared/query-fields";
import { isValidGstin } from "./gst";
import { UTR_PATTERN } from "./upi";

const GSTIN_MESSAGE = "Enter a valid 15-character GSTIN (for example 27AAPFU0939F1ZV).";

/** Optional business details for a GST invoice; a GSTIN must pass its check digit. */
export const invoiceDetailsForm = lazySchema(() =>
  z.object({
    gstin: z._default(
      z.pipe(
        z.string().check(z.trim(), z.toUpperCase()),
        z.string().check(z.refine((v) => v === "" || isValidGstin(v), GSTIN_MESSAGE)),
      ),
      "",
    ),
    businessName: z._default(
      z.string().check(z.trim(), z.maxLength(200, "Business name must be at most 200 characters")),
      "",
    ),
  }),
);
export type InvoiceDetailsForm = z.infer<typeof invoiceDetailsForm>;

/** POST /api/bookings/:id/checkout */
export const checkoutInput = lazySchema(() =>
  z
    .extend(invoiceDetailsForm, {
      method: z._default(z.enum(["provider", "upi"], "Choose how to pay"), "provider"),
    })
    .check(
      z.refine((v) => v.gstin === "" || v.businessName !== "", {
        path: ["businessName"],
        message: "Enter the business name registered with this GSTIN",
      }),
    ),
);
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const TEST_OUTCOMES = ["upi_success", "upi_failure", "card_declined"] as const;

/** POST /api/payments/test-checkout/:orderId: the payer's choice on the test-mode page. */
export const testPayInput = lazySchema(() =>
  z.object({
    outcome: z.enum(TEST_OUTCOMES, "Choose what the test payment should do"),
  }),
);

const providerId = lazySchema(() =>
  z.string("Missing").check(z.minLength(1, "Missing"), z.maxLength(100, "Too long")),
);

/** POST /api/payments/verify: what Razorpay Checkout hands the page after a payment. */
export const verifyReturnInput = lazySchema(() =>
  z.object({
    razorpay_order_id: providerId,
    razorpay_payment_id: providerId,
    razorpay_signature: providerId,
  }),
);

const utrField = lazySchema(() =>
  z
    .string("Enter the 12-digit UTR from your UPI app")
    .check(
      z.trim(),
      z.regex(UTR_PATTERN, "A UTR is the 12-digit number your UPI app shows for the payment"),
    ),
);

/** POST /api/bookings/:id/upi-claim: the payer's UTR after paying by any UPI app. */
export const upiClaimInput = lazySchema(() => z.object({ utr: utrField }));

/** POST /api/admin/payments/upi/:orderId/confirm: the UTR as the bank statement shows it. */
export const upiConfirmInput = lazySchema(() => z.object({ utr: utrField }));

/** POST /api/admin/payments/bookings/:id/refund */
export const adminRefundInput = lazySchema(() =>
  z.object({
    amount: z.number("Enter the amount to refund").check(
      z.positive("The refund must be more than ₹0"),
      z.lte(10_000_000, "That is more than any booking costs"),
      z.refine(
        (n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6),
        "Use at most two decimals (paise)",
      ),
    ),
    reason: z
      .string("Say why the money goes back")
      .check(
        z.trim(),
        z.minLength(1, "Say why the money goes back"),
        z.maxLength(500, "At most 500 characters"),
      ),
  }),
);
export type AdminRefundInput = z.infer<typeof adminRefundInput>;

/** POST /api/admin/payments/refunds/:id/paid: a UPI refund the company paid back by hand. */
export const refundPaidInput = lazySchema(() =>
  z.object({
    reference: z
      .string("Enter the bank reference of the transfer")
      .check(
        z.trim(),
        z.minLength(4, "Enter the bank reference of the transfer"),
        z.maxLength(64, "At most 64 characters"),
      ),
  }),
);

/** GET /api/admin/payments and /api/admin/payments.csv */
export const ledgerQuery = lazySchema(() =>
  z.object({
    kind: z.optional(z.enum(["charge", "refund"])),
    state: z.optional(z.enum(["captured", "requested", "initiated", "processed", "failed"])),
    provider: z.optional(z.enum(["razorpay", "test", "upi"])),
    from: optionalDate,
    to: optionalDate,
    q: filterText(100, "At most 100 characters"),
  }),
);
export type LedgerQuery = z.infer<typeof ledgerQuery>;
