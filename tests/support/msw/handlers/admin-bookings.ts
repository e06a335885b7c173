import { apiError, notFound } from "@tests/support/msw/respond";
import { HttpResponse, http } from "msw";
import type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminGuideOption,
} from "@/shared/admin-bookings/types";

/** What the admin's bookings screen reads and changes: rows newest first, details by id. */
export interface AdminBookingsState {
  rows: AdminBookingRow[];
  details: Record<string, AdminBookingDetail>;
  guides?: AdminGuideOption[];
  /** Set to make the list say more match than it counted. */
  totalCapped?: boolean;
}

const PAYMENT_GROUPS: Record<string, string[]> = {
  unpaid: ["none", "awaiting"],
  deposit_paid: ["deposit_paid"],
  paid: ["paid"],
  refunded: ["refunding", "refunded", "partially_refunded"],
};

/** The filters as the server applies them. */
function matches(row: AdminBookingRow, p: URLSearchParams) {
  const q = p.get("q")?.toLowerCase();
  return (
    (!p.get("status") || row.status === p.get("status")) &&
    (!p.get("payment") || PAYMENT_GROUPS[p.get("payment")!]?.includes(row.paymentState)) &&
    (!p.get("guide") || row.guide.sno === Number(p.get("guide"))) &&
    (!p.get("destination") || row.packageId === `dest_${p.get("destination")}`) &&
    (!p.get("from") || row.startDate >= p.get("from")!) &&
    (!p.get("to") || row.startDate <= p.get("to")!) &&
    (!q ||
      [row.traveller.name, row.traveller.email].some((t) => t.toLowerCase().includes(q)) ||
      row.id.startsWith(q))
  );
}

export const adminBookings = {
  handlers: (state: AdminBookingsState) => [
    http.get("/api/admin/bookings", ({ request }) => {
      const p = new URL(request.url).searchParams;
      const found = state.rows.filter((row) => matches(row, p));
      const offset = Number(p.get("offset") ?? 0);
      const limit = Number(p.get("limit") ?? 20);
      return HttpResponse.json({
        bookings: found.slice(offset, offset + limit),
        total: found.length,
        totalCapped: state.totalCapped ?? false,
      });
    }),
    http.get("/api/admin/bookings/guides", ({ request }) => {
      const q = (new URL(request.url).searchParams.get("q") ?? "").toLowerCase();
      return HttpResponse.json({
        guides: (state.guides ?? []).filter(
          (g) => g.name.toLowerCase().includes(q) || String(g.sno) === q,
        ),
      });
    }),
    http.get("/api/admin/bookings/:id", ({ params }) => {
      const detail = state.details[String(params.id)];
      return detail ? HttpResponse.json(detail) : notFound();
    }),
    http.post("/api/admin/bookings/:id/cancel", async ({ request, params }) => {
      const detail = state.details[String(params.id)];
      if (!detail) return notFound();
      const { reason } = (await request.json()) as { reason?: string };
      if (!reason?.trim())
        return apiError(422, "VALIDATION_FAILED", "Say why the booking is cancelled", {
          reason: "Say why the booking is cancelled",
        });
      if (!detail.cancellation)
        return apiError(
          409,
          "NOT_CANCELLABLE",
          `A ${detail.booking.status} booking cannot be cancelled.`,
        );
      const last = detail.history.at(-1)!;
      const after: AdminBookingDetail = {
        ...detail,
        booking: { ...detail.booking, status: "cancelled" },
        cancellation: null,
        history: [
          ...detail.history,
          {
            id: last.id + 1,
            from: last.to,
            to: "cancelled",
            actorRole: "admin",
            actor: { id: "u-admin", name: "Vikram Rao", email: "admin@example.com" },
            at: "2026-07-01T05:00:00.000Z",
          },
        ],
      };
      state.details[after.booking.id] = after;
      state.rows = state.rows.map((row) =>
        row.id === after.booking.id ? { ...row, status: "cancelled" } : row,
      );
      return HttpResponse.json(after);
    }),
  ],
};
