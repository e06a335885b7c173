import { paymentLedger } from "@/server/db/schema";
import type { BookingView } from "@/shared/bookings/types";
import type { CheckoutView } from "@/shared/payments/types";
import { bookingRequest } from "./fixtures/booking-request";
import type { TestApp } from "./test-app";

/** The traveller pays what is due through the built-in test checkout, as its page would. */
export async function payInTestMode(
  t: TestApp,
  bookingId: string,
  cookie: string,
  outcome: "upi_success" | "upi_failure" | "card_declined" = "upi_success",
  invoiceTo: { gstin?: string; businessName?: string } = {},
) {
  const started = await t.request(`/api/bookings/${bookingId}/checkout`, {
    method: "POST",
    cookie,
    json: { method: "provider", ...invoiceTo },
  });
  if (started.status !== 200)
    throw new Error(`checkout: ${started.status} ${await started.text()}`);
  const { checkout } = (await started.json()) as { checkout: CheckoutView };
  const paid = await t.request(`/api/payments/test-checkout/${checkout.orderId}`, {
    method: "POST",
    cookie,
    json: { outcome },
  });
  if (paid.status !== 200) throw new Error(`test checkout: ${paid.status} ${await paid.text()}`);
  return {
    checkout,
    ...((await paid.json()) as { paid: boolean; error: string | null; booking: BookingView }),
  };
}

/**
 * Every booking's ledger adds up: no refund larger than its charge, nothing refunded beyond what
 * was paid, and each charge recorded once. Returns the problems found (none is the only good answer).
 */
export async function ledgerProblems(t: TestApp): Promise<string[]> {
  const lines = await t.db.select().from(paymentLedger);
  const problems: string[] = [];
  const charges = new Map(lines.filter((l) => l.kind === "charge").map((l) => [l.id, l]));
  const seen = new Set<string>();
  for (const charge of charges.values()) {
    const key = `${charge.provider}:${charge.providerPaymentId}`;
    if (seen.has(key)) problems.push(`charge ${key} recorded twice`);
    seen.add(key);
    const refunded = lines
      .filter((l) => l.kind === "refund" && l.chargeId === charge.id && l.state !== "failed")
      .reduce((sum, l) => sum + l.amountPaise, 0);
    if (refunded > charge.amountPaise)
      problems.push(`charge ${charge.id}: refunded ${refunded} of ${charge.amountPaise}`);
  }
  for (const line of lines) {
    if (line.amountPaise <= 0) problems.push(`line ${line.id} has amount ${line.amountPaise}`);
    if (line.kind === "refund" && !charges.has(line.chargeId ?? ""))
      problems.push(`refund ${line.id} has no charge`);
  }
  // Invoice and credit-note numbers: each series of each financial year runs 1, 2, 3… with no gap.
  const series = new Map<string, number[]>();
  for (const line of lines) {
    if (!line.documentNumber) continue;
    const [prefix, year, n] = line.documentNumber.split("/");
    const key = `${prefix}/${year}`;
    series.set(key, [...(series.get(key) ?? []), Number(n)]);
  }
  for (const [key, numbers] of series) {
    const sorted = numbers.sort((a, b) => a - b);
    if (sorted.some((n, i) => n !== i + 1))
      problems.push(`${key} numbers are not 1..${sorted.length}`);
  }
  return problems;
}

/** The traveller books Ladakh with guide 1 and the guide accepts: the booking awaits payment. */
export async function acceptedBooking(
  t: TestApp,
  cookies: { traveller: string; guide: string },
  startInDays: number,
): Promise<BookingView> {
  const res = await t.request("/api/bookings", {
    method: "POST",
    cookie: cookies.traveller,
    json: bookingRequest(startInDays),
  });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
  const { booking } = (await res.json()) as { booking: BookingView };
  const accepted = await t.request(`/api/bookings/${booking.id}/accept`, {
    method: "POST",
    cookie: cookies.guide,
    json: {},
  });
  if (accepted.status !== 200)
    throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
  return ((await accepted.json()) as { booking: BookingView }).booking;
}
