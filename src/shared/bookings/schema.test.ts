import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { todayInIndia } from "@/shared/dates";
import { createBookingInput } from "./schema";

const valid = {
  packageId: "dest_3",
  guideSno: 2,
  fullName: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  startDate: "2030-01-10",
  endDate: "2030-01-14",
  numberOfTravelers: 2,
  notes: "",
  idempotencyKey: "3f1c6a1e-8a6b-4c1e-9d4f-2b7a1c9e5d10",
};

function errorsFor(input: unknown) {
  const result = createBookingInput.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  return errors;
}

describe("todayInIndia", () => {
  it("uses the India calendar date", () => {
    // 20:00 UTC on 1 Jan is already 2 Jan in India (UTC+5:30).
    expect(todayInIndia(new Date("2030-01-01T20:00:00Z"))).toBe("2030-01-02");
    expect(todayInIndia(new Date("2030-01-01T10:00:00Z"))).toBe("2030-01-01");
  });
});

describe("createBookingInput", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2030-01-05T06:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("accepts a complete booking", () => {
    expect(createBookingInput.parse(valid)).toEqual(valid);
  });

  it("makes notes optional", () => {
    const { notes: _omit, ...withoutNotes } = valid;
    expect(createBookingInput.parse(withoutNotes).notes).toBe("");
  });

  it("requires every field except notes", () => {
    const errors = errorsFor({
      ...valid,
      fullName: " ",
      email: "",
      phone: "",
      startDate: "",
      endDate: "",
      guideSno: Number.NaN,
    });
    expect(errors).toMatchObject({
      fullName: "Full name is required",
      phone: "Phone number is required",
      startDate: "Start date is required",
      endDate: "End date is required",
      guideSno: "Please select a guide",
    });
    expect(errors.email).toBeTruthy();
  });

  it("needs at least one traveler, as a whole number", () => {
    expect(errorsFor({ ...valid, numberOfTravelers: 0 }).numberOfTravelers).toBe(
      "At least 1 traveler is required",
    );
    expect(errorsFor({ ...valid, numberOfTravelers: 1.5 }).numberOfTravelers).toBeTruthy();
    expect(createBookingInput.safeParse({ ...valid, numberOfTravelers: 1 }).success).toBe(true);
  });

  it("rejects dates in the past but allows today", () => {
    expect(errorsFor({ ...valid, startDate: "2030-01-04" }).startDate).toBe(
      "Start date cannot be in the past",
    );
    expect(
      createBookingInput.safeParse({ ...valid, startDate: "2030-01-05", endDate: "2030-01-05" })
        .success,
    ).toBe(true);
  });

  it("needs the end date on or after the start date", () => {
    expect(errorsFor({ ...valid, startDate: "2030-01-10", endDate: "2030-01-09" }).endDate).toBe(
      "End date must be on or after the start date",
    );
  });

  it("reports the date order together with other problems", () => {
    const errors = errorsFor({ ...valid, fullName: "", endDate: "2030-01-09" });
    expect(Object.keys(errors).sort()).toEqual(["endDate", "fullName"]);
  });

  it("rejects impossible dates", () => {
    expect(errorsFor({ ...valid, startDate: "2030-02-30" }).startDate).toBe(
      "Start date must be a valid date",
    );
  });

  it("rejects a malformed package id or request key", () => {
    expect(errorsFor({ ...valid, packageId: "pkg_3" }).packageId).toBe("Unknown package");
    expect(errorsFor({ ...valid, idempotencyKey: "abc" }).idempotencyKey).toBeTruthy();
  });

  it("rejects something that is not an object without throwing", () => {
    expect(createBookingInput.safeParse(null).success).toBe(false);
  });
});
