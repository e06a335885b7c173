import crypto from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Razorpay-compatible API on loopback for tests: the official SDK talks to it over HTTP with
 * basic auth, as it would to api.razorpay.com. It keeps orders, payments and refunds in memory,
 * answers in Razorpay's shapes and error envelope, and sends webhooks signed the way Razorpay
 * signs them (HMAC-SHA256 of the raw body with the webhook secret, hex, in X-Razorpay-Signature).
 */
export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  method: "upi" | "card";
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  vpa: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  status: "pending" | "processed" | "failed";
  speed_processed: "normal" | "instant";
  receipt: string | null;
  created_at: number;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString("base64url")}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startRazorpayFake(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  /** Answers the next `n` requests with this status instead of serving them (outage drills). */
  let failNext: { status: number; count: number; hang?: boolean } | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string, field?: string) =>
    send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description, field: field ?? null } });

  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  function authorised(req: IncomingMessage) {
    const expected = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  const server = http.createServer(async (req, res) => {
    if (failNext && failNext.count > 0) {
      failNext.count--;
      if (failNext.hang) return; // never answers: the client's timeout decides
      return send(res, failNext.status, {
        error: { code: "SERVER_ERROR", description: "The server is down." },
      });
    }
    if (!authorised(req))
      return send(res, 401, {
        error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
      });
    const url = new URL(req.url ?? "/", "http://fake");
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== "v1") return send(res, 404, { error: { code: "NOT_FOUND" } });
    const [, resource, resourceId, sub] = parts;

    if (resource === "orders" && req.method === "POST" && !resourceId) {
      const body = await bodyOf(req);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        return badRequest(res, "The amount must be atleast INR 1.00", "amount");
      if (body.currency !== "INR") return badRequest(res, "Currency is not supported", "currency");
      const order: FakeOrder = {
        id: id("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: "INR",
        receipt: (body.receipt as string) ?? null,
        status: "created",
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (resource === "orders" && req.method === "GET" && resourceId) {
      const order = orders.get(resourceId);
      if (!order) return badRequest(res, "The id provided does not exist");
      if (sub === "payments") {
        const items = [...payments.values()].filter((p) => p.order_id === order.id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      return send(res, 200, order);
    }
    if (resource === "payments" && resourceId) {
      const payment = payments.get(resourceId);
      if (!payment) return badRequest(res, "The id provided does not exist");
      if (req.method === "GET" && !sub) return send(res, 200, payment);
      if (req.method === "GET" && sub === "refunds") {
        const items = [...refunds.values()].filter((r) => r.payment_id === payment.id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      if (req.method === "POST" && sub === "refund") {
        const body = await bodyOf(req);
        const amount =
          body.amount === undefined
            ? payment.amount - payment.amount_refunded
            : Number(body.amount);
        if (payment.status !== "captured" && payment.status !== "refunded")
          return badRequest(res, "The payment has not been captured");
        if (
          !Number.isInteger(amount) ||
          amount <= 0 ||
          amount > payment.amount - payment.amount_refunded
        )
          return badRequest(
            res,
            "The refund amount provided is greater than amount captured",
            "amount",
          );
        const refund: FakeRefund = {
          id: id("rfnd"),
          entity: "refund",
          amount,
          currency: payment.currency,
          payment_id: payment.id,
          status: body.speed === "optimum" ? "processed" : "pending",
          speed_processed: body.speed === "optimum" ? "instant" : "normal",
          receipt: (body.receipt as string) ?? null,
          created_at: now(),
        };
        refunds.set(refund.id, refund);
        payment.amount_refunded += amount;
        payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
        if (payment.refund_status === "full") payment.status = "refunded";
        return send(res, 200, refund);
      }
    }
    return send(res, 404, { error: { code: "NOT_FOUND", description: "No such endpoint" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** What Razorpay Checkout would do: the payer pays (or fails to pay) an order. */
  function pay(
    orderId: string,
    outcome: "captured" | "failed" = "captured",
    method: "upi" | "card" = "upi",
  ) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.attempts++;
    order.status = outcome === "captured" ? "paid" : "attempted";
    const payment: FakePayment = {
      id: id("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: outcome === "captured",
      error_code: outcome === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: outcome === "failed" ? "Payment failed: the UPI app declined it" : null,
      vpa: method === "upi" ? "traveller@okbank" : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    if (outcome === "captured") {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    // The signature Checkout hands the page: HMAC of "order_id|payment_id" with the key secret.
    const signature = crypto
      .createHmac("sha256", options.keySecret)
      .update(`${order.id}|${payment.id}`)
      .digest("hex");
    return { payment, signature };
  }

  /** A webhook body, its signature and event id, as Razorpay would deliver them. */
  function webhook(
    event:
      | "payment.captured"
      | "payment.failed"
      | "order.paid"
      | "refund.processed"
      | "refund.failed",
    entity: object,
  ) {
    // As Razorpay does, order.paid carries the payment and its order; the others their one entity.
    const payload: Record<string, { entity: object }> =
      event === "order.paid"
        ? {
            payment: { entity },
            order: { entity: orders.get((entity as { order_id: string }).order_id) ?? {} },
          }
        : { [event.startsWith("refund") ? "refund" : "payment"]: { entity } };
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const signature = crypto.createHmac("sha256", options.webhookSecret).update(body).digest("hex");
    return { body, signature, eventId: id("evt") };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    pay,
    webhook,
    failNextRequests(status: number, count: number, hang = false) {
      failNext = { status, count, hang };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;
