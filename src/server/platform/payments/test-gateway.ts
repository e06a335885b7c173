import crypto from "node:crypto";
import type { Database } from "@/server/db/client";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
} from "./provider";
import * as repo from "./test-gateway.repo";

export type TestOutcome = "upi_success" | "upi_failure" | "card_declined";

const newId = (prefix: string) => `${prefix}_test${crypto.randomBytes(7).toString("base64url")}`;
const hmac = (secret: string, text: string) =>
  crypto.createHmac("sha256", secret).update(text).digest("hex");
const sameHex = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

const FAILURES: Record<Exclude<TestOutcome, "upi_success">, string> = {
  upi_failure: "Payment failed: the UPI app declined it.",
  card_declined: "Your card was declined by the bank.",
};

const toPayment = (r: repo.GatewayRecord): ProviderPayment => ({
  id: r.id,
  orderId: r.orderId ?? "",
  amountPaise: r.amountPaise,
  currency: "INR",
  status: r.status as ProviderPayment["status"],
  method: r.method ?? "upi",
  refundedPaise: 0,
  error: r.error,
});

const toRefund = (r: repo.GatewayRecord): ProviderRefund => ({
  id: r.id,
  paymentId: r.paymentId ?? "",
  amountPaise: r.amountPaise,
  status: r.status as ProviderRefund["status"],
  instant: true,
  receipt: r.receipt,
});

/**
 * The built-in test-mode checkout ("Test payment: no money moves"), used when no Razorpay keys
 * are set. It keeps its own books in the database, as a provider would, and reports what the payer
 * chose as Razorpay-shaped, signed webhooks: the payments feature cannot tell it from Razorpay.
 */
export function createTestGateway(db: Database, webhookSecret: string) {
  const provider: PaymentProvider = {
    name: "test",
    checkout: { kind: "test" },
    async createOrder({ amountPaise, receipt }) {
      const row = await repo.insertRecord(db, {
        id: newId("order"),
        entity: "order",
        amountPaise,
        status: "created",
        receipt,
      });
      return { id: row.id, amountPaise, status: "created", receipt };
    },
    async fetchOrder(orderId) {
      const order = await repo.findRecord(db, orderId, "order");
      if (!order)
        throw new PaymentProviderError("The id provided does not exist", 400, "BAD_REQUEST_ERROR");
      return {
        id: order.id,
        amountPaise: order.amountPaise,
        status: order.status as "created" | "attempted" | "paid",
        receipt: order.receipt,
      };
    },
    async paymentsOf(orderId) {
      return (await repo.paymentsOfOrder(db, orderId)).map(toPayment);
    },
    async refund(paymentId, amountPaise, receipt) {
      const payment = await repo.findRecord(db, paymentId, "payment");
      if (!payment || payment.status !== "captured")
        throw new PaymentProviderError(
          "The payment has not been captured",
          400,
          "BAD_REQUEST_ERROR",
        );
      const refunded = (await repo.refundsOfPayment(db, paymentId)).reduce(
        (sum, r) => sum + r.amountPaise,
        0,
      );
      if (amountPaise > payment.amountPaise - refunded)
        throw new PaymentProviderError(
          "The refund amount provided is greater than amount captured",
          400,
          "BAD_REQUEST_ERROR",
        );
      const row = await repo.insertRecord(db, {
        id: newId("rfnd"),
        entity: "refund",
        paymentId,
        amountPaise,
        status: "processed",
        receipt,
      });
      return toRefund(row);
    },
    async refundsOf(paymentId) {
      return (await repo.refundsOfPayment(db, paymentId)).map(toRefund);
    },
    paymentSignatureIsValid({ orderId, paymentId, signature }) {
      return sameHex(hmac(webhookSecret, `${orderId}|${paymentId}`), signature);
    },
    webhookSignatureIsValid(rawBody, signature) {
      return signature !== undefined && sameHex(hmac(webhookSecret, rawBody), signature);
    },
  };

  /**
   * What the payer's choice on the test checkout page does at a provider: a payment that is
   * captured or fails, and the webhook announcing it.
   */
  async function pay(orderId: string, outcome: TestOutcome) {
    const order = await repo.findRecord(db, orderId, "order");
    if (!order)
      throw new PaymentProviderError("The id provided does not exist", 400, "BAD_REQUEST_ERROR");
    const captured = outcome === "upi_success";
    const payment = await repo.insertRecord(db, {
      id: newId("pay"),
      entity: "payment",
      orderId,
      amountPaise: order.amountPaise,
      status: captured ? "captured" : "failed",
      method: outcome === "card_declined" ? "card" : "upi",
      error: captured ? null : FAILURES[outcome],
    });
    await repo.setStatus(db, orderId, captured ? "paid" : "attempted");
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_test_mode",
      event: captured ? "payment.captured" : "payment.failed",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: "payment",
            amount: payment.amountPaise,
            currency: "INR",
            status: payment.status,
            order_id: orderId,
            method: payment.method,
            captured,
            error_description: payment.error,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      paymentId: payment.id,
      webhook: { body, signature: hmac(webhookSecret, body), eventId: newId("evt") },
    };
  }

  return { provider, pay };
}

export type TestGateway = ReturnType<typeof createTestGateway>;
