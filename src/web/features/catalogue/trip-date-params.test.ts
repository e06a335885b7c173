import { describe, expect, it } from "vitest";
import { readTripDate, writeTripDate } from "./trip-date-params";

const today = "2026-11-25";
const read = (query: string) => readTripDate(new URLSearchParams(query), today);

describe("trip date in the address", () => {
  it("reads a date and a group, one traveller by default", () => {
    expect(read("date=2027-01-10&travellers=4")).toEqual({
      startDate: "2027-01-10",
      travellers: 4,
    });
    expect(read("date=2027-01-10")).toEqual({ startDate: "2027-01-10", travellers: 1 });
  });
  it("ignores dates that are not real, past or over a year ahead, and odd group sizes", () => {
    expect(read("date=2027-02-30")).toBeUndefined();
    expect(read("date=2026-11-24")).toBeUndefined();
    expect(read("date=2027-11-26")).toBeUndefined();
    expect(read("date=2027-01-10&travellers=0")).toEqual({
      startDate: "2027-01-10",
      travellers: 1,
    });
    expect(read("date=2027-01-10&travellers=99")).toEqual({
      startDate: "2027-01-10",
      travellers: 1,
    });
  });
  it("writes only what differs from the default and keeps other parameters", () => {
    const params = new URLSearchParams("q=fort");
    expect(writeTripDate(params, { startDate: "2027-01-10", travellers: 1 }).toString()).toBe(
      "q=fort&date=2027-01-10",
    );
    expect(writeTripDate(params, undefined).toString()).toBe("q=fort");
  });
});
