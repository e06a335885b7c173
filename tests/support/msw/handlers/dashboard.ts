import { notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { BookingStatus } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import type { DashboardInfo } from "@/web/features/dashboard/queries";
import { guideInfo } from "@/web/features/dashboard/testing/dashboard-fixtures";

/**
 * The guide dashboard's endpoints over an in-memory list: bookings change status on accept and
 * reject, and the list filters by status and searches name, e-mail and package like the server.
 * `info` may be a function for a failing read. Add overrides with `server.use` after these.
 */
export function dashboardHandlers({
  info = guideInfo(),
  bookings = [],
}: {
  info?: DashboardInfo | (() => Response);
  bookings?: BookingView[];
} = {}) {
  const state = { bookings: bookings.map((booking) => ({ ...booking })) };
  const decide =
    (status: BookingStatus) =>
    ({ params }: { params: { id?: string | string[] } }) => {
      const booking = state.bookings.find((b) => b.id === params.id);
      if (!booking) return notFound();
      Object.assign(booking, { status, updatedAt: new Date().toISOString() });
      return HttpResponse.json({ booking });
    };
  return [
    http.get("/api/dashboard", () =>
      typeof info === "function" ? info() : HttpResponse.json(info),
    ),
    // The guide's own tabs load their data too, even while hidden.
    http.get("/api/calendar-feed", () => HttpResponse.json({ active: false, createdAt: null })),
    http.get("/api/guide-calendar", () =>
      HttpResponse.json({
        from: "2099-01-01",
        to: "2099-12-31",
        workingDays: [1, 2, 3, 4, 5, 6, 7],
        takingRequests: true,
        blocked: [],
        tours: [],
      }),
    ),
    http.put("/api/dashboard/availability", async ({ request }) =>
      HttpResponse.json((await request.json()) as object),
    ),
    http.get("/api/dashboard/bookings", ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get("status") ?? "all";
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const found = state.bookings.filter(
        (b) =>
          (status === "all" || b.status === status) &&
          [b.name, b.email, b.packageName].some((text) => text.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ bookings: found });
    }),
    http.post("/api/bookings/:id/accept", decide("confirmed")),
    http.post("/api/bookings/:id/reject", decide("rejected")),
  ];
}
