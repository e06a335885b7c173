import { vi } from "vitest";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";

export const availableGuides: AvailableGuide[] = [
  { sno: 1, name: "Asha Verma", rating: 4.8, maxGroupSize: 6 },
  { sno: 3, name: "Priya Sharma", rating: 4.7, maxGroupSize: 12 },
];

export function makeBooking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: "b1",
    status: "pending",
    paymentStatus: "unpaid",
    packageId: "dest_1",
    packageName: "Agra: The Taj and Beyond",
    destinationName: "Agra",
    guide: { sno: 1, name: "Asha Verma" },
    startDate: "2099-01-10",
    endDate: "2099-01-14",
    numberOfTravelers: 2,
    price: 47200,
    name: "Meera Traveller",
    email: "traveller@example.com",
    phone: "+91 98765 43210",
    notes: "",
    createdAt: "2098-11-20T06:30:00.000Z",
    updatedAt: "2098-11-20T06:30:00.000Z",
    cancelledAt: null,
    refundAmount: null,
    canReview: false,
    reviewed: false,
    ...overrides,
  };
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

export interface ApiRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Stubs fetch with a handler that sees the whole request (query string included); undefined answers 404. */
export function mockApi(
  handler: (request: ApiRequest) => ApiReply | undefined | Promise<ApiReply | undefined>,
) {
  const requests: ApiRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: ApiRequest = {
      method: (init?.method ?? "GET").toUpperCase(),
      url: new URL(String(input), "http://localhost:3000"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const reply = await handler(request);
    if (!reply) {
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.url.pathname === path);
  return { fetchMock, requests, sent };
}
