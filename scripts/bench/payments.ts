import type { RazorpayFake } from "@tests/support/razorpay-fake";
import pg from "pg";
import { todayInIndia } from "@/shared/dates";
import type { CheckoutView } from "@/shared/payments/types";
import { signInCookie } from "./demo-requests";
import { percentile } from "./percentile";

/** Accepted bookings awaiting payment, far enough apart that their held dates never overlap. */
export async function seedHeldBookings(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into bookings (user_id, package_id, guide_id, start_date, end_date, status, price,
         name, email, phone, number_of_travelers, hold_expires_at, deposit_paise, balance_due_on)
       select u.id, p.id, g.id,
         $1::date + 400 + k * 8, $1::date + 406 + k * 8, 'awaiting_payment', p.price,
         'Bench Payer ' || k, u.email, '+91 90000 00000', 1, now() + interval '1 day',
         round(p.price * 100 * 0.2), $1::date + 370 + k * 8
       from generate_series(0, $2::int - 1) k
       cross join (select id, email from "user" where email = 'traveller@example.com') u
       cross join (select id, price from packages where sr_no = 4) p
       cross join (select id from guides where sno = 1) g
       returning id`,
      [todayInIndia(), count],
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Payment confirmations: each held booking gets an order at the provider (through our checkout),
 * the provider captures it, and its signed `payment.captured` webhook is posted to the server by
 * `connections` clients at once. Measured per webhook as the provider sees it; afterwards the
 * database must hold one charge and one confirmed booking per webhook.
 */
export async function benchPaymentConfirmations(
  base: string,
  origin: string,
  url: string,
  fake: RazorpayFake,
  count = 1000,
  connections = 50,
) {
  const bookings = await seedHeldBookings(url, count);
  const cookie = await signInCookie(base, origin, "traveller@example.com", "10.201.0.1");
  const webhooks: { body: string; signature: string; eventId: string }[] = [];
  await pool(bookings, 20, async (id) => {
    const res = await fetch(`${base}/api/bookings/${id}/checkout`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        cookie,
        "x-forwarded-for": "10.201.0.1",
      },
      body: "{}",
    });
    if (res.status !== 200) throw new Error(`checkout ${res.status}: ${await res.text()}`);
    const { checkout } = (await res.json()) as { checkout: CheckoutView };
    webhooks.push(fake.webhook("payment.captured", fake.pay(checkout.providerOrderId).payment));
  });

  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  await pool(webhooks, connections, async (w) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/payments/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": w.signature,
        "x-razorpay-event-id": w.eventId,
      },
      body: w.body,
    });
    const { outcome } = (await res.json()) as { outcome?: string };
    latencies.push(performance.now() - t0);
    if (res.status !== 200 || outcome !== "captured: booking confirmed") failures++;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ confirmed: number; charges: number }>(
    `select count(*) filter (where b.status = 'confirmed')::int as confirmed,
            (select count(*)::int from payment_ledger l where l.booking_id = any($1::uuid[]) and l.kind = 'charge') as charges
       from bookings b where b.id = any($1::uuid[])`,
    [bookings],
  );
  await client.end();
  return {
    confirmationsPerSecond: Math.round(count / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    webhooks: count,
    failures,
    confirmed: rows[0].confirmed,
    charges: rows[0].charges,
  };
}
