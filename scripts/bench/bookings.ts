import crypto from "node:crypto";
import autocannon from "autocannon";

function inDays(days: number): string {
  const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * Booking submissions under load, each with its own idempotency key, then a count of what was
 * stored: every 201 must be exactly one row, and nothing else may appear.
 */
export async function benchBookings(base: string, origin: string, connections = 50, amount = 1000) {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": "10.200.0.1" },
    body: JSON.stringify({ email: "traveller@example.com", password: "yatra-demo-2026" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const count = async () =>
    (
      (await (await fetch(`${base}/api/bookings/mine`, { headers: { cookie } })).json()) as {
        bookings: unknown[];
      }
    ).bookings.length;
  const before = await count();
  let created = 0;
  const result = await autocannon({
    url: `${base}/api/bookings`,
    connections,
    // A fixed number of requests, so every answer is counted before the rows are.
    amount,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            packageId: "dest_4",
            guideSno: 1,
            fullName: "Bench Traveller",
            email: "traveller@example.com",
            phone: "+91 90000 00000",
            startDate: inDays(90),
            endDate: inDays(95),
            numberOfTravelers: 2,
            notes: "",
            idempotencyKey: crypto.randomUUID(),
          }),
        }),
        onResponse: (status) => {
          if (status === 201) created++;
        },
      },
    ],
  });
  const stored = (await count()) - before;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    created,
    stored,
    errors: result.errors + result.non2xx,
  };
}
