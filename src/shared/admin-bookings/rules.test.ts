import { describe, expect, it } from "vitest";
import { bookingIdRange } from "./rules";

describe("bookingIdRange", () => {
  it("covers every id starting with the digits given, dashes or not, any case", () => {
    expect(bookingIdRange("C0FFEE01")).toEqual({
      first: "c0ffee01-0000-0000-0000-000000000000",
      last: "c0ffee01-ffff-ffff-ffff-ffffffffffff",
    });
    expect(bookingIdRange("c0ffee01-12")).toEqual({
      first: "c0ffee01-1200-0000-0000-000000000000",
      last: "c0ffee01-12ff-ffff-ffff-ffffffffffff",
    });
    const id = "5b0f7a1e-8c1d-4a3e-9f00-000000000001";
    expect(bookingIdRange(id)).toEqual({ first: id, last: id });
  });

  it("is no id with fewer than 4 digits, more than 32, or anything but hex", () => {
    for (const q of ["abc", "a-b-c", "c0ffee0g", "asha", `${"a".repeat(33)}`, "", "----"])
      expect(bookingIdRange(q), q).toBeNull();
    expect(bookingIdRange("cafe")).not.toBeNull();
  });
});
