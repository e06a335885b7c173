import autocannon from "autocannon";
import { ladakhBookingBody, signInCookie } from "./demo-requests";

/**
 * Booking submissions under load, each with its own idempotency key, then a count of what was
 * stored: every 201 must be exactly one row, and nothing else may appear. The rows are counted on
 * the guide's dashboard (their pending requests: exact up to 10,000), since a traveller's list
 * holds only their latest 200.
 */
export async function benchBookings(base: string, origin: string, connections = 50, amount = 1000) {
  const cookie = await signInCookie(base, origin, "traveller@example.com", "10.200.0.1");
  const guide = await signInCookie(base, origin, "guide@example.com", "10.200.0.2");
  const count = async () => {
    const res = await fetch(`${base}/api/dashboard/bookings?status=pending&limit=1`, {
      headers: { cookie: guide },
    });
    const page = (await res.json()) as { total: number; totalCapped: boolean };
    if (page.totalCapped) throw new Error("the guide has too many pending requests to count");
    return page.total;
  };
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
          body: ladakhBookingBody(90, 2),
        }),
        onResponse: (status) => {
          if (status === 201) created++;
        },
      },
    ],
  });
  const stored = (await count()) - before;
  return {
    // Autocannon's average is per whole second: 1,000 answers in 2.4 s would read 333.
    requestsPerSecond: Math.round(
      result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000),
    ),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    created,
    stored,
    errors: result.errors + result.non2xx,
  };
}
