import { describe, expect, it } from "vitest";
import {
  datesBetween,
  formatMonthDay,
  isInClosure,
  isoWeekday,
  latestStartDate,
  tourEndDate,
} from "./tour-dates";

describe("tour dates", () => {
  it("ends a tour on its last day: 5 days from 10 June end on 14 June", () => {
    expect(tourEndDate("2027-06-10", 5)).toBe("2027-06-14");
    expect(tourEndDate("2027-06-10", 1)).toBe("2027-06-10");
    expect(tourEndDate("2027-12-29", 7)).toBe("2028-01-04");
    expect(tourEndDate("2028-02-27", 3)).toBe("2028-02-29");
  });
  it("offers starts up to a year ahead", () => {
    expect(latestStartDate("2026-11-25")).toBe("2027-11-25");
  });
  it("numbers weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(isoWeekday("2027-01-01")).toBe(5);
  });
  it("lists every date of a range, inclusive", () => {
    expect(datesBetween("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(datesBetween("2027-01-02", "2027-01-01")).toEqual([]);
  });
});

describe("seasonal closures", () => {
  const winter = { startsOn: "11-15", endsOn: "04-30" };
  const monsoon = { startsOn: "06-01", endsOn: "09-30" };
  it("covers a season inside one year, both ends included", () => {
    expect(isInClosure("2027-06-01", monsoon)).toBe(true);
    expect(isInClosure("2027-09-30", monsoon)).toBe(true);
    expect(isInClosure("2027-05-31", monsoon)).toBe(false);
    expect(isInClosure("2027-10-01", monsoon)).toBe(false);
  });
  it("wraps a season over the new year", () => {
    expect(isInClosure("2026-11-15", winter)).toBe(true);
    expect(isInClosure("2027-01-10", winter)).toBe(true);
    expect(isInClosure("2027-04-30", winter)).toBe(true);
    expect(isInClosure("2027-05-01", winter)).toBe(false);
    expect(isInClosure("2026-11-14", winter)).toBe(false);
  });
  it("names month-days as people write them", () => {
    expect(formatMonthDay("11-15")).toBe("15 November");
    expect(formatMonthDay("04-01")).toBe("1 April");
  });
});
