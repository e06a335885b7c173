import { notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type { BookingStatus } from "@/shared/bookings/rules";
import { DASHBOARD_PAGE_SIZE } from "@/shared/bookings/schema";
import type { BookingView, DashboardBookingsPage } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import type { DashboardInfo } from "@/web/features/dashboard/queries";
import { guideInfo } from "@/web/features/dashboard/testing/dashboard-fixtures";

/** The server's order: tours under way and ahead (soonest first), then past ones (latest first). */
function listOrder(today: string) {
  const run = (b: BookingView) => (b.startDate >= today ? 1 : b.endDate >= today ? 0 : 2);
  const key = (b: BookingView) => `${b.startDate}|${b.createdAt}|${b.id}`;
  return (a: BookingView, b: BookingView) =>
    run(a) - run(b) || (run(a) < 2 ? 1 : -1) * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/**
 * The guide dashboard's endpoints over an in-memory list: bookings change status on accept and
 * reject, and the list filters by status, searches name, e-mail, package and destination, orders
 * and pages like the server.
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
      const upcoming = url.searchParams.get("upcoming") === "true";
      const limit = Number(url.searchParams.get("limit") ?? DASHBOARD_PAGE_SIZE);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const today = todayInIndia();
      const found = state.bookings
        .filter(
          (b) =>
            (status === "all" || b.status === status) &&
            (!upcoming || b.startDate >= today) &&
            [b.name, b.email, b.packageName, b.destinationName].some((text) =>
              text.toLowerCase().includes(q),
            ),
        )
        .sort(listOrder(today));
      const page: DashboardBookingsPage = {
        bookings: found.slice(offset, offset + limit),
        total: found.length,
        totalCapped: false,
      };
      return HttpResponse.json(page);
    }),
    http.post("/api/bookings/:id/accept", decide("confirmed")),
    http.post("/api/bookings/:id/reject", decide("rejected")),
  ];
}
