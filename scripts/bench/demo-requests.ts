import crypto from "node:crypto";
import { LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";

export { signInCookie } from "@tests/support/sign-in-cookie";

/** The date `days` from today in India, YYYY-MM-DD. */
export function inDays(days: number): string {
  const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
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
