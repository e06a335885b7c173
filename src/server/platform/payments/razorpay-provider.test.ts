import { type RazorpayFake, startRazorpayFake } from "@tests/support/razorpay-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRazorpayProvider, PaymentProviderError } from "./razorpay-provider";

const keys = {
  keyId: "rzp_test_fake",
  keySecret: "fake-key-secret",
  webhookSecret: "fake-webhook-secret",
};

describe("Razorpay through its official SDK, against a Razorpay-compatible server on loopback", () => {
  let fake: RazorpayFake;
  let provider: ReturnType<typeof createRazorpayProvider>;

  beforeAll(async () => {
    fake = await startRazorpayFake(keys);
    provider = createRazorpayProvider({ ...keys, apiUrl: fake.url, timeoutMs: 1_000 });
  });
  afterAll(() => fake?.close());

  it("creates an order in paise, and finds its captured payment", async () => {
    const order = await provider.createOrder({ amountPaise: 2_081_520, receipt: "YT-2026-0001" });
    expect(order).toMatchObject({
      amountPaise: 2_081_520,
      status: "created",
      receipt: "YT-2026-0001",
    });
    expect(await provider.paymentsOf(order.id)).toEqual([]);

    const { payment, signature } = fake.pay(order.id);
    expect(
      provider.paymentSignatureIsValid({ orderId: order.id, paymentId: payment.id, signature }),
    ).toBe(true);
    expect(
      provider.paymentSignatureIsValid({
        orderId: order.id,
        paymentId: payment.id,
        signature: "0".repeat(64),
      }),
    ).toBe(false);
    expect(
      provider.paymentSignatureIsValid({
        orderId: "order_other",
        paymentId: payment.id,
        signature,
      }),
    ).toBe(false);

    expect(await provider.fetchOrder(order.id)).toMatchObject({ status: "paid" });
    expect(await provider.paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        id: payment.id,
        status: "captured",
        amountPaise: 2_081_520,
        method: "upi",
      }),
    ]);
  });

  it("refunds what was paid, instantly where it can, and never more", async () => {
    const order = await provider.createOrder({ amountPaise: 500_000, receipt: "YT-2026-0002" });
    const { payment } = fake.pay(order.id);
    const part = await provider.refund(payment.id, 200_000, "RF-1");
    expect(part).toMatchObject({
      paymentId: payment.id,
      amountPaise: 200_000,
      status: "processed",
      instant: true,
    });
    const refusal = await provider.refund(payment.id, 300_001, "RF-2").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PaymentProviderError);
    expect(refusal).toMatchObject({ status: 400, code: "BAD_REQUEST_ERROR" });
    expect((refusal as Error).message).toMatch(/greater than amount captured/);
    await provider.refund(payment.id, 300_000, "RF-3");
    expect((await provider.paymentsOf(order.id))[0]).toMatchObject({
      status: "refunded",
      refundedPaise: 500_000,
    });
  });

  it("believes a webhook only with Razorpay's signature over its exact bytes", async () => {
    const order = await provider.createOrder({ amountPaise: 10_000, receipt: "YT-2026-0003" });
    const { payment } = fake.pay(order.id);
    const { body, signature } = fake.webhook("payment.captured", payment);
    expect(provider.webhookSignatureIsValid(body, signature)).toBe(true);
    expect(provider.webhookSignatureIsValid(body.replace("10000", "1000"), signature)).toBe(false);
    expect(provider.webhookSignatureIsValid(body, undefined)).toBe(false);
    expect(provider.webhookSignatureIsValid(body, "not-hex")).toBe(false);
  });

  it("turns refusals, outages and silence into one clear error", async () => {
    const wrong = createRazorpayProvider({
      ...keys,
      keySecret: "wrong",
      apiUrl: fake.url,
      timeoutMs: 1_000,
    });
    await expect(wrong.createOrder({ amountPaise: 10_000, receipt: "x" })).rejects.toMatchObject({
      status: 401,
      message: "Authentication failed",
    });
    await expect(provider.createOrder({ amountPaise: 50, receipt: "x" })).rejects.toMatchObject({
      status: 400,
    });
    fake.failNextRequests(503, 1);
    await expect(provider.fetchOrder("order_x")).rejects.toMatchObject({ status: 503 });
    fake.failNextRequests(0, 1, true);
    const silent = await provider.fetchOrder("order_x").catch((e: unknown) => e);
    expect(silent).toBeInstanceOf(PaymentProviderError);
    expect(silent).toMatchObject({ status: null, message: "Razorpay could not be reached." });
    const nowhere = createRazorpayProvider({
      ...keys,
      apiUrl: "http://127.0.0.1:9",
      timeoutMs: 1_000,
    });
    await expect(nowhere.fetchOrder("order_x")).rejects.toMatchObject({ status: null });
  });
});
