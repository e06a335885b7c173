import { describe, expect, it } from "vitest";
import { todayInIndia } from "./dates";

const byIntl = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("todayInIndia", () => {
  it("turns the date at 18:30 UTC, India's midnight", () => {
    expect(todayInIndia(new Date("2026-11-26T18:29:59.999Z"))).toBe("2026-11-26");
    expect(todayInIndia(new Date("2026-11-26T18:30:00.000Z"))).toBe("2026-11-27");
    expect(todayInIndia(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
    expect(todayInIndia(new Date("2028-02-28T20:00:00Z"))).toBe("2028-02-29");
  });

  it("agrees with the time-zone database every 97 minutes across two years", () => {
    const start = Date.UTC(2026, 0, 1);
    for (let at = start; at < start + 2 * 366 * 86_400_000; at += 97 * 60_000) {
      expect(todayInIndia(new Date(at))).toBe(byIntl.format(new Date(at)));
    }
  });
});
