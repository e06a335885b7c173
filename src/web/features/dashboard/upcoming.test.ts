import { describe, expect, it } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import { upcomingBookings } from "./upcoming";

const booking = (
  id: string,
  status: BookingView["status"],
  startDate: string,
  endDate = startDate,
) => ({ id, name: id, status, startDate, endDate }) as BookingView;

describe("upcoming bookings", () => {
  it("keeps confirmed and held bookings starting today or later, soonest first", () => {
    const list = [
      booking("later", "confirmed", "2026-12-20"),
      booking("pending", "pending", "2026-12-01"),
      booking("started", "confirmed", "2026-11-20", "2026-11-25"),
      booking("today-long", "confirmed", "2026-11-21", "2026-11-30"),
      booking("today-short", "confirmed", "2026-11-21", "2026-11-22"),
      booking("done", "completed", "2026-11-01"),
      booking("cancelled", "cancelled", "2026-12-05"),
      booking("held", "awaiting_payment", "2026-12-10"),
    ];
    expect(upcomingBookings(list, "2026-11-21").map((b) => b.id)).toEqual([
      "today-short",
      "today-long",
      "held",
      "later",
    ]);
    expect(list[0].id).toBe("later");
  });
});
