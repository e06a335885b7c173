import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { sharedPostgresDatabase } from "@tests/support/http-servers";
import { startRazorpayFake } from "@tests/support/razorpay-fake";
import {
  freePort,
  type ServerClient,
  signInTo,
  startServerProcess,
} from "@tests/support/server-process";
import { afterAll, describe, expect, it } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import type { CheckoutView, LedgerLineView } from "@/shared/payments/types";

/**
 * The server is killed with SIGKILL after Razorpay captured payments but before (or while) their
 * webhooks reach our database. After a restart the reconciler asks Razorpay about every open
 * order and confirms each booking once; the provider's retried webhooks then change nothing.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the payments kill -9 test runs on the embedded database only; its PostgreSQL half is skipped.",
  );
}
const kinds = adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

const keys = {
  keyId: "rzp_test_killnine",
  keySecret: "kill-nine-key-secret",
  webhookSecret: "kill-nine-webhook-secret",
};

describe.each(kinds)("kill -9 between Razorpay's capture and our write, on %s", (kind) => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    for (const cleanup of cleanups) await cleanup();
  });

  it("confirms every captured payment after the restart, each once", async () => {
    const fake = await startRazorpayFake(keys);
    cleanups.push(fake.close);
    const env: Record<string, string> = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "kill-pay-")),
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: fake.url,
    };
    if (kind === "postgres") {
      const copy = await sharedPostgresDatabase(adminUrl!);
      cleanups.push(copy.drop);
      env.DATABASE_URL = copy.url;
    }
    cleanups.push(async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));

    const port = await freePort();
    const { child: first, base, request } = await startServerProcess(port, env);
    children.push(first);
    const traveller = await signInTo(request, "traveller@example.com");
    const guide = await signInTo(request, "guide@example.com");
    const webhook = (w: { body: string; signature: string; eventId: string }) =>
      fetch(`${base}/api/payments/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": w.signature,
          "x-razorpay-event-id": w.eventId,
        },
        body: w.body,
      });

    const held: { id: string; checkout: CheckoutView }[] = [];
    for (let i = 0; i < 6; i++) {
      held.push(await acceptAndCheckout(request, traveller, guide, 60 + i * 8));
    }
    const webhooks = held.map(({ checkout }) =>
      fake.webhook("payment.captured", fake.pay(checkout.providerOrderId).payment),
    );
    // Two are written before the kill, two are in flight as it happens, two never arrive.
    for (const w of webhooks.slice(0, 2)) expect((await webhook(w)).status).toBe(200);
    const exited = new Promise((resolve) => first.once("exit", resolve));
    const inFlight = webhooks.slice(2, 4).map((w) => webhook(w).catch(() => null));
    first.kill("SIGKILL");
    await Promise.all(inFlight);
    await exited;

    const { child: second } = await startServerProcess(port, env);
    children.push(second);
    const again = await signInTo(request, "traveller@example.com");
    const statuses = async () => {
      const { bookings } = (await (
        await request("/api/bookings/mine", { cookie: again })
      ).json()) as {
        bookings: BookingView[];
      };
      return held.map(({ id }) => bookings.find((b) => b.id === id)?.status);
    };
    // The catch-up run is queued as the server starts; wait for it, bounded.
    const deadline = Date.now() + 60_000;
    let seen = await statuses();
    while (seen.some((s) => s !== "confirmed") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      seen = await statuses();
    }
    expect(seen).toEqual(Array(6).fill("confirmed"));

    // Razorpay retries every webhook it could not deliver: nothing is taken twice.
    for (const w of webhooks) expect((await webhook(w)).status).toBe(200);
    const admin = await signInTo(request, "admin@example.com");
    const { lines } = (await (
      await request("/api/admin/payments?kind=charge", { cookie: admin })
    ).json()) as {
      lines: LedgerLineView[];
    };
    for (const { id, checkout } of held) {
      const charges = lines.filter((l) => l.bookingId === id);
      expect(charges).toHaveLength(1);
      expect(charges[0].amountPaise).toBe(checkout.amountPaise);
    }
    const numbers = lines.map((l) => Number(l.documentNumber?.split("/")[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    console.info(
      `payments kill -9 on ${kind}: 6 payments captured at the provider, 2 written before the kill, 2 in flight, 2 never delivered; after restart all 6 bookings confirmed with one charge each and invoices ${numbers[0]}..${numbers.at(-1)} without a gap`,
    );
    second.kill("SIGTERM");
  }, 180_000);
});

async function acceptAndCheckout(
  request: ServerClient,
  traveller: string,
  guide: string,
  inDays: number,
) {
  const booked = await request("/api/bookings", {
    method: "POST",
    cookie: traveller,
    json: bookingRequest(inDays),
  });
  expect(booked.status).toBe(201);
  const { booking } = (await booked.json()) as { booking: BookingView };
  expect(
    (
      await request(`/api/bookings/${booking.id}/accept`, {
        method: "POST",
        cookie: guide,
        json: {},
      })
    ).status,
  ).toBe(200);
  const res = await request(`/api/bookings/${booking.id}/checkout`, {
    method: "POST",
    cookie: traveller,
    json: {},
  });
  expect(res.status).toBe(200);
  return { id: booking.id, checkout: ((await res.json()) as { checkout: CheckoutView }).checkout };
}
