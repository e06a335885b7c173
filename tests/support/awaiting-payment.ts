import { bookingRequest } from "./fixtures/booking-request";
import { PERSONAS } from "./screens";
import { signInCookie } from "./sign-in-cookie";

async function post(base: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { booking: { id: string; status: string } };
}

/**
 * Where the payment screen's booking starts: past every day another end-to-end test books or
 * blocks with guide 1 (payments 60, messages 80, booking 90–98, hindi 140, keyboard 150, the
 * checkout's first screen 220, keyboard 300–302, offline 310–355) and within the 365-day booking
 * horizon; the Ladakh week ends on 363.
 */
export const PAY_SCREEN_START_DAYS = 357;

/**
 * The payment screen's subject, made as people make it: the demo traveller asks guide 1 for the
 * Ladakh week `startInDays` from today, and the guide accepts, so it awaits payment. The demo seed
 * has no such booking; the every-screen walk and the bench's Lighthouse run make one each.
 */
export async function bookingAwaitingPayment(base: string, startInDays: number): Promise<string> {
  const traveller = await signInCookie(base, base, PERSONAS.traveller, "10.16.9.1");
  const guide = await signInCookie(base, base, PERSONAS.guide, "10.16.9.2");
  const { booking } = await post(base, "/api/bookings", traveller, bookingRequest(startInDays));
  const accepted = await post(base, `/api/bookings/${booking.id}/accept`, guide);
  if (accepted.booking.status !== "awaiting_payment")
    throw new Error(`the accepted booking is ${accepted.booking.status}, not awaiting payment`);
  return booking.id;
}

/** The address of a screen of the table, its booking made when it names one (`:booking`). */
export async function screenAddress(
  base: string,
  path: string,
  startInDays: number,
): Promise<string> {
  return path.includes(":booking")
    ? path.replace(":booking", await bookingAwaitingPayment(base, startInDays))
    : path;
}
