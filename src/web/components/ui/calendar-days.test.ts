import { describe, expect, it } from "vitest";
import { dateFromIso, isoFromDate, weekRowsOf } from "./calendar-days";

describe("calendar days", () => {
  it("counts the week rows a month takes when weeks start on Monday", () => {
    expect(weekRowsOf(2026, 10)).toBe(6); // November 2026 starts on a Sunday
    expect(weekRowsOf(2027, 1)).toBe(4); // February 2027 starts on a Monday, 28 days
    expect(weekRowsOf(2027, 0)).toBe(5); // January 2027 starts on a Friday
    expect(weekRowsOf(2026, 11)).toBe(5); // December 2026 starts on a Tuesday
    expect(weekRowsOf(2027, 12)).toBe(6); // the month after December: January 2028, a Saturday
  });

  it("turns a day's ISO date into the local day and back", () => {
    const day = dateFromIso("2027-06-14");
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2027, 5, 14]);
    expect(isoFromDate(day)).toBe("2027-06-14");
    expect(isoFromDate(new Date(2027, 0, 5))).toBe("2027-01-05");
  });
});
