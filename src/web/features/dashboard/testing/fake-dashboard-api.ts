import { vi } from "vitest";
import type { BookingStatus } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import type { DashboardInfo } from "@/web/features/dashboard/queries";

/** YYYY-MM-DD, `days` after today in India. */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function makeBooking(id: string, overrides: Partial<BookingView> = {}): BookingView {
  return {
    id,
    status: "pending",
    paymentStatus: "unpaid",
    packageId: "dest_4",
    packageName: "Ladakh: High Passes and Monasteries",
    destinationName: "Ladakh",
    guide: { sno: 1, name: "Vikram Rawat" },
    startDate: daysFromToday(40),
    endDate: daysFromToday(45),
    numberOfTravelers: 2,
    price: 65844,
    name: `Traveller ${id}`,
    email: `traveller-${id}@example.org`,
    phone: "+91 98765 43210",
    notes: "",
    createdAt: "2026-01-10T08:00:00.000Z",
    updatedAt: "2026-01-10T08:00:00.000Z",
    cancelledAt: null,
    refundAmount: null,
    canReview: false,
    reviewed: false,
    ...overrides,
  };
}

export const guideInfo = (isAvailable = true): DashboardInfo => ({
  role: "guide",
  guide: { sno: 1, name: "Vikram Rawat", isAvailable },
});

interface Reply {
  status?: number;
  body: unknown;
}
type Override = (url: URL, init?: RequestInit) => Reply | undefined;

/**
 * An in-memory stand-in for the dashboard API: bookings change status on accept and reject, and
 * the list endpoint filters by status and searches name, e-mail and package like the server.
 * `override` answers first, for failures.
 */
export function fakeDashboardApi({
  info = guideInfo(),
  bookings = [] as BookingView[],
  override,
}: {
  info?: DashboardInfo | Reply;
  bookings?: BookingView[];
  override?: Override;
} = {}) {
  const state = { bookings: bookings.map((booking) => ({ ...booking })) };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const reply = override?.(url, init) ?? route(url, init);
    if (!reply) {
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });

  function route(url: URL, init?: RequestInit): Reply | undefined {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method === "GET" && url.pathname === "/api/dashboard") {
      return "role" in info ? { body: info } : info;
    }
    if (method === "PUT" && url.pathname === "/api/dashboard/availability") {
      return { body: JSON.parse(String(init?.body)) };
    }
    if (method === "GET" && url.pathname === "/api/dashboard/bookings") {
      const status = url.searchParams.get("status") ?? "all";
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const found = state.bookings.filter(
        (b) =>
          (status === "all" || b.status === status) &&
          [b.name, b.email, b.packageName].some((text) => text.toLowerCase().includes(q)),
      );
      return { body: { bookings: found } };
    }
    const decision = url.pathname.match(/^\/api\/bookings\/([^/]+)\/(accept|reject)$/);
    if (method === "POST" && decision) {
      const booking = state.bookings.find((b) => b.id === decodeURIComponent(decision[1]));
      if (!booking) return undefined;
      const status: BookingStatus = decision[2] === "accept" ? "confirmed" : "rejected";
      Object.assign(booking, { status, updatedAt: new Date().toISOString() });
      return { body: { booking } };
    }
    return undefined;
  }

  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, state };
}

export function callsTo(
  fetchMock: ReturnType<typeof fakeDashboardApi>["fetchMock"],
  method: string,
  path: string,
) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost:3000"), init }))
    .filter(
      ({ url, init }) => (init?.method ?? "GET").toUpperCase() === method && url.pathname === path,
    );
}
