import { acceptedBooking, ledgerProblems } from "@tests/support/payments";
import { type RazorpayFake, startRazorpayFake } from "@tests/support/razorpay-fake";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentLedger, paymentOrders } from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { createMailer } from "@/server/platform/mail";
import type { BookingView } from "@/shared/bookings/types";
import type { CheckoutView } from "@/shared/payments/types";
import { reconcile } from "./payments.service";

const keys = {
  keyId: "rzp_test_loopback",
  keySecret: "loopback-key-secret-never-on-a-page",
  webhookSecret: "loopback-webhook-secret",
};

/** Fisher–Yates with a seed, so a failing order of deliveries can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = items.slice();
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe.each(databaseKinds())(
  "payments through Razorpay (loopback fake, official SDK) on %s",
  (kind) => {
    let fake: RazorpayFake;
    let t: TestApp;
    let traveller: string;
    let guide: string;

    beforeAll(async () => {
      fake = await startRazorpayFake(keys);
      t = await createTestApp(kind, {
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_URL: fake.url,
      });
      traveller = await t.signIn("traveller@example.com");
      guide = await t.signIn("guide@example.com");
    });
    afterEach(async () => {
      expect(await ledgerProblems(t)).toEqual([]);
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    const deps = () => ({
      db: t.db,
      mailer: createMailer({ from: "test@example.org", db: t.db, logger: createLogger("silent") }),
      logger: createLogger("silent"),
      publicUrl: t.config.publicUrl,
      companyEmail: t.config.companyEmail,
      provider: t.payments.provider,
      config: t.config.payments,
    });
    const startCheckout = async (bookingId: string) => {
      const res = await t.request(`/api/bookings/${bookingId}/checkout`, {
        method: "POST",
        cookie: traveller,
        json: {},
      });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      return { checkout: (JSON.parse(text) as { checkout: CheckoutView }).checkout, text };
    };
    const deliver = (w: { body: string; signature: string; eventId: string }) =>
      t.request("/api/payments/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": w.signature,
          "x-razorpay-event-id": w.eventId,
          // Razorpay's servers are not our origin.
          origin: "https://api.razorpay.com",
        },
        body: w.body,
      });
    const bookingOf = async (id: string) =>
      (
        (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
          bookings: BookingView[];
        }
      ).bookings.find((b) => b.id === id)!;
    const chargesOf = (bookingId: string) =>
      t.db.select().from(paymentLedger).where(eq(paymentLedger.bookingId, bookingId));

    it("opens Razorpay Checkout with the key id only, and believes the return only with a valid signature", async () => {
      const held = await acceptedBooking(t, { traveller, guide }, 40);
      const { checkout, text } = await startCheckout(held.id);
      expect(checkout.checkout).toEqual({
        kind: "razorpay",
        keyId: keys.keyId,
        scriptUrl: "https://checkout.razorpay.com/v1/checkout.js",
      });
      expect(text).not.toContain(keys.keySecret);
      expect(text).not.toContain(keys.webhookSecret);
      expect(fake.orders.get(checkout.providerOrderId)).toMatchObject({
        amount: checkout.amountPaise,
        currency: "INR",
      });

      const { payment, signature } = fake.pay(checkout.providerOrderId);
      const verify = (sig: string) =>
        t.request("/api/payments/verify", {
          method: "POST",
          cookie: traveller,
          json: {
            razorpay_order_id: checkout.providerOrderId,
            razorpay_payment_id: payment.id,
            razorpay_signature: sig,
          },
        });
      const forged = await verify("f".repeat(64));
      expect(forged.status).toBe(400);
      expect((await bookingOf(held.id)).status).toBe("awaiting_payment");
      const ok = await verify(signature);
      expect(ok.status).toBe(200);
      const booking = ((await ok.json()) as { booking: BookingView }).booking;
      expect(booking).toMatchObject({
        status: "confirmed",
        payment: { paidPaise: checkout.amountPaise },
      });
      const [charge] = await chargesOf(held.id);
      expect(charge).toMatchObject({
        provider: "razorpay",
        providerPaymentId: payment.id,
        method: "upi",
      });
    });

    it("refuses webhooks for orders we never made, amounts we did not ask, and bad signatures; replays change nothing", async () => {
      const held = await acceptedBooking(t, { traveller, guide }, 50);
      const { checkout } = await startCheckout(held.id);
      const { payment } = fake.pay(checkout.providerOrderId);

      const unknown = await deliver(
        fake.webhook("payment.captured", { ...payment, order_id: "order_neverMade" }),
      );
      expect(await unknown.json()).toEqual({ outcome: "refused: unknown order" });
      const short = await deliver(fake.webhook("payment.captured", { ...payment, amount: 100 }));
      expect(((await short.json()) as { outcome: string }).outcome).toMatch(
        /^refused: amount mismatch/,
      );
      const dollars = await deliver(
        fake.webhook("payment.captured", { ...payment, currency: "USD" }),
      );
      expect(((await dollars.json()) as { outcome: string }).outcome).toMatch(
        /^refused: amount mismatch/,
      );
      const real = fake.webhook("payment.captured", payment);
      const flipped = `${real.signature[0] === "0" ? "1" : "0"}${real.signature.slice(1)}`;
      const badSignature = await deliver({ ...real, signature: flipped });
      expect(badSignature.status).toBe(400);
      expect(await chargesOf(held.id)).toEqual([]);
      expect((await bookingOf(held.id)).status).toBe("awaiting_payment");

      expect(await (await deliver(real)).json()).toEqual({
        outcome: "captured: booking confirmed",
      });
      expect(await (await deliver(real)).json()).toEqual({ outcome: "duplicate event" });
      const retold = await deliver(fake.webhook("order.paid", payment));
      expect(await retold.json()).toEqual({ outcome: "duplicate" });
      expect(await chargesOf(held.id)).toHaveLength(1);
    });

    it("captures each payment once from 1,000 duplicated and reordered webhook deliveries", async () => {
      const bookings: string[] = [];
      const deliveries: { body: string; signature: string; eventId: string }[] = [];
      for (let i = 0; i < 20; i++) {
        const held = await acceptedBooking(t, { traveller, guide }, 200 + i * 8);
        bookings.push(held.id);
        const { checkout } = await startCheckout(held.id);
        // Every fourth payer fails once before paying: that failure arrives late, among the rest.
        const failed = i % 4 === 0 ? fake.pay(checkout.providerOrderId, "failed") : null;
        const { payment } = fake.pay(checkout.providerOrderId);
        const captured = fake.webhook("payment.captured", payment);
        const orderPaid = fake.webhook("order.paid", payment);
        // Razorpay retries a delivery with the same event id; two events tell of one payment.
        for (let n = 0; n < 25; n++) deliveries.push(captured, orderPaid);
        if (failed)
          deliveries.splice(
            -10,
            10,
            ...Array(10).fill(fake.webhook("payment.failed", failed.payment)),
          );
      }
      expect(deliveries).toHaveLength(1_000);
      const order = shuffled(deliveries, 20261125);
      const outcomes: string[] = [];
      const CONCURRENT = 25;
      for (let i = 0; i < order.length; i += CONCURRENT) {
        const answers = await Promise.all(order.slice(i, i + CONCURRENT).map(deliver));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          outcomes.push(((await answer.json()) as { outcome: string }).outcome);
        }
      }
      expect(outcomes.filter((o) => o === "captured: booking confirmed")).toHaveLength(20);
      expect(outcomes.filter((o) => o.startsWith("refused") || o.startsWith("error"))).toEqual([]);
      for (const id of bookings) {
        const booking = await bookingOf(id);
        expect(booking.status).toBe("confirmed");
        expect(booking.payment.paidPaise).toBe(booking.payment.depositPaise);
        expect(await chargesOf(id)).toHaveLength(1);
      }
    }, 120_000);

    it("refunds through Razorpay on cancellation, and a refund the provider missed is finished by the reconciler, once", async () => {
      const held = await acceptedBooking(t, { traveller, guide }, 70);
      const { checkout } = await startCheckout(held.id);
      const { payment } = fake.pay(checkout.providerOrderId);
      await deliver(fake.webhook("payment.captured", payment));

      fake.failNextRequests(503, 1);
      const cancelled = await t.request(`/api/bookings/${held.id}/cancel`, {
        method: "POST",
        cookie: traveller,
        json: {},
      });
      expect(cancelled.status).toBe(200);
      const during = ((await cancelled.json()) as { booking: BookingView }).booking;
      expect(during.status).toBe("cancelled");
      expect(during.payment.refunds).toEqual([
        expect.objectContaining({ amountPaise: checkout.amountPaise, state: "requested" }),
      ]);
      expect(during.payment.state).toBe("refunding");

      const first = await reconcile(deps(), new Date(), 0);
      expect(first.refunds).toBe(1);
      await reconcile(deps(), new Date(), 0);
      const after = await bookingOf(held.id);
      expect(after.payment).toMatchObject({
        state: "refunded",
        refundedPaise: checkout.amountPaise,
      });
      expect(after.payment.refunds[0]).toMatchObject({
        state: "processed",
        reference: expect.stringMatching(/^rfnd_/),
      });
      const atProvider = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
      expect(atProvider).toHaveLength(1);
      expect(fake.payments.get(payment.id)?.amount_refunded).toBe(checkout.amountPaise);
    });

    it("confirms a payment whose webhook never came when the reconciler asks", async () => {
      const held = await acceptedBooking(t, { traveller, guide }, 90);
      const { checkout } = await startCheckout(held.id);
      fake.pay(checkout.providerOrderId);
      expect((await bookingOf(held.id)).status).toBe("awaiting_payment");
      await reconcile(deps(), new Date(), 0);
      expect((await bookingOf(held.id)).status).toBe("confirmed");
    });

    it("says plainly when Razorpay is down, and stores no order", async () => {
      const held = await acceptedBooking(t, { traveller, guide }, 110);
      fake.failNextRequests(500, 5);
      const res = await t.request(`/api/bookings/${held.id}/checkout`, {
        method: "POST",
        cookie: traveller,
        json: {},
      });
      fake.failNextRequests(500, 0);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        "The payment service is not answering. Nothing was charged; please try again in a minute.",
      );
      expect(
        await t.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, held.id)),
      ).toEqual([]);
    });
  },
);
