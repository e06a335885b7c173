import crypto from "node:crypto";
import { LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";

/** The date `days` from today in India, YYYY-MM-DD. */
export function inDays(days: number): string {
  const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** Signs a demo persona in and returns the session cookie. */
export async function signInCookie(base: string, origin: string, email: string, address: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": address },
    body: JSON.stringify({ email, password: "yatra-demo-2026" }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A booking request for Ladakh with guide 1 by the demo traveller, with a fresh idempotency key;
 * the end date follows the package's week, as the server insists.
 */
export function ladakhBookingBody(startInDays: number, travellers: number): string {
  return JSON.stringify({
    packageId: "dest_4",
    guideSno: 1,
    fullName: "Bench Traveller",
    email: "traveller@example.com",
    phone: "+91 90000 00000",
    startDate: inDays(startInDays),
    endDate: inDays(startInDays + LADAKH_TOUR_DAYS - 1),
    numberOfTravelers: travellers,
    notes: "",
    idempotencyKey: crypto.randomUUID(),
  });
}
