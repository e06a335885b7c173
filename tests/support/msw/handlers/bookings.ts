import { HttpResponse, http } from "msw";
import { datesBetween, tourEndDate } from "@/shared/bookings/tour-dates";
import type { AvailableDates, AvailableGuide, BookingView } from "@/shared/bookings/types";
import { availableGuides } from "@/web/features/booking/testing/booking-fixtures";

/** The fake server's calendar: the first quarter of 2099 is free but for 20–24 January. */
export const TAKEN_DAYS = datesBetween("2099-01-20", "2099-01-24");
export function freeDates(url: URL): AvailableDates {
  const durationDays = 5;
  const dates = datesBetween("2099-01-01", "2099-03-31").filter(
    (start) =>
      !datesBetween(start, tourEndDate(start, durationDays)).some((d) => TAKEN_DAYS.includes(d)),
  );
  // Nobody takes a group of fifty.
  const tooMany = url.searchParams.get("travellers") === "50";
  return { durationDays, from: "2099-01-01", to: "2099-12-31", dates: tooMany ? [] : dates };
}

/** Guides as the server narrows them: by group size and, when asked, to licensed ones. */
function offered(url: URL): AvailableGuide[] {
  const travellers = Number(url.searchParams.get("travellers") ?? 1);
  const licensed = url.searchParams.get("licensed") === "true";
  return availableGuides.filter((g) => g.maxGroupSize >= travellers && (!licensed || g.licensed));
}

/** The bookings reads; pass functions so a test can change its data between requests. */
export const bookings = {
  /** GET /api/bookings/mine: the signed-in traveller's bookings. */
  mine: (list: () => BookingView[]) =>
    http.get("/api/bookings/mine", () => HttpResponse.json({ bookings: list() })),
  /** GET /api/bookings/available-guides; `pick` sees the query (packageId, startDate, travellers, licensed). */
  availableGuides: (pick: (url: URL) => AvailableGuide[] = offered) =>
    http.get("/api/bookings/available-guides", ({ request }) =>
      HttpResponse.json({ guides: pick(new URL(request.url)) }),
    ),
  /** GET /api/bookings/available-dates; `pick` sees the query (packageId, guideSno, travellers). */
  availableDates: (pick: (url: URL) => AvailableDates = freeDates) =>
    http.get("/api/bookings/available-dates", ({ request }) =>
      HttpResponse.json(pick(new URL(request.url))),
    ),
};
