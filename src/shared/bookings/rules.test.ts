import { describe, expect, it } from "vitest";
import { todayInIndia } from "@/shared/dates";
import {
  bookingPrice,
  canCancel,
  cancellationQuote,
  daysBetween,
  effectiveStatus,
  rangesOverlap,
} from "./rules";

describe("booking rules", () => {
  it("counts calendar days, across months and leap days", () => {
    expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-12-31", "2026-12-01")).toBe(-30);
  });

  it.each([
    [["2026-12-10", "2026-12-15"], ["2026-12-15", "2026-12-20"], true],
    [["2026-12-10", "2026-12-15"], ["2026-12-16", "2026-12-20"], false],
    [["2026-12-10", "2026-12-20"], ["2026-12-12", "2026-12-13"], true],
    [["2026-12-10", "2026-12-10"], ["2026-12-10", "2026-12-10"], true],
    [["2026-12-01", "2026-12-05"], ["2026-11-20", "2026-11-30"], false],
  ] as const)("overlap of %j and %j is %s (inclusive ends)", (a, b, expected) => {
    const range = ([startDate, endDate]: readonly [string, string]) => ({ startDate, endDate });
    expect(rangesOverlap(range(a), range(b))).toBe(expected);
    expect(rangesOverlap(range(b), range(a))).toBe(expected);
  });

  it("prices by traveller in whole rupees", () => {
    expect(bookingPrice(21948, 3)).toBe(65844);
  });

  it.each([
    // start, days ahead, paid, deposit, refund, full
    ["2026-12-21", 30, 4_000_000, 800_000, 4_000_000, true],
    ["2026-12-20", 29, 4_000_000, 800_000, 3_200_000, false],
    ["2026-12-20", 29, 800_000, 800_000, 0, false],
    ["2027-03-01", 100, 800_000, 800_000, 800_000, true],
    ["2026-11-21", 0, 4_000_000, 800_000, 3_200_000, false],
    ["2027-03-01", 100, 0, 800_000, 0, false],
  ])(
    "cancelling for a %s start, %i days ahead, having paid %i paise",
    (start, days, paid, deposit, refund, full) => {
      expect(
        cancellationQuote({ netPaidPaise: paid, depositPaise: deposit }, start, "2026-11-21"),
      ).toEqual({ daysBefore: days, paidPaise: paid, refundPaise: refund, fullRefund: full });
    },
  );

  it("shows a confirmed booking as completed once its end date has passed", () => {
    expect(effectiveStatus("confirmed", "2026-11-20", "2026-11-21")).toBe("completed");
    expect(effectiveStatus("confirmed", "2026-11-21", "2026-11-21")).toBe("confirmed");
    expect(effectiveStatus("pending", "2026-11-01", "2026-11-21")).toBe("pending");
    expect(effectiveStatus("cancelled", "2026-11-01", "2026-11-21")).toBe("cancelled");
  });

  it("lets pending, held and confirmed bookings be cancelled", () => {
    expect(
      ["pending", "awaiting_payment", "confirmed", "rejected", "cancelled", "completed"].map((s) =>
        canCancel(s as never),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });

  it("takes 'today' in India, not in UTC", () => {
    // 20:00 UTC on 21 November is already 01:30 on 22 November in India.
    expect(todayInIndia(new Date("2026-11-21T20:00:00Z"))).toBe("2026-11-22");
    expect(todayInIndia(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
  });
});
