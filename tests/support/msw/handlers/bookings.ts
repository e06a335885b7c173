import { HttpResponse, http } from "msw";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import { availableGuides } from "@/web/features/booking/testing/booking-fixtures";

/** The bookings reads; pass functions so a test can change its data between requests. */
export const bookings = {
  /** GET /api/bookings/mine: the signed-in traveller's bookings. */
  mine: (list: () => BookingView[]) =>
    http.get("/api/bookings/mine", () => HttpResponse.json({ bookings: list() })),
  /** GET /api/bookings/available-guides; `pick` sees the query (packageId, dates). */
  availableGuides: (pick: (url: URL) => AvailableGuide[] = () => availableGuides) =>
    http.get("/api/bookings/available-guides", ({ request }) =>
      HttpResponse.json({ guides: pick(new URL(request.url)) }),
    ),
};
