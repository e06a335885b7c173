import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { ALL_MONTHS, describeSeason, maskOf, monthRange, monthsOf, parseSeason } from "./season";

describe("parseSeason", () => {
  it.each([
    ["October to March", [1, 2, 3, 10, 11, 12]],
    ["May to September", [5, 6, 7, 8, 9]],
    ["November to February", [1, 2, 11, 12]],
    ["March to June and September to November", [3, 4, 5, 6, 9, 10, 11]],
    ["Oct–Mar", [1, 2, 3, 10, 11, 12]],
    ["December", [12]],
    ["July, August", [7, 8]],
  ])("%s", (text, months) => {
    expect(monthsOf(parseSeason(text) ?? 0)).toEqual(months);
  });

  it("reads year-round seasons as every month", () => {
    expect(parseSeason("Year-round")).toBe(ALL_MONTHS);
    expect(parseSeason("All year")).toBe(ALL_MONTHS);
  });

  it("gives null when no month is named", () => {
    expect(parseSeason("Whenever")).toBeNull();
  });

  it("understands every season in the seed catalogue", () => {
    for (const d of seedDestinations) expect(parseSeason(d.bestSeason), d.name).not.toBeNull();
  });
});

describe("describeSeason", () => {
  it("writes runs that wrap the year", () => {
    expect(describeSeason(maskOf(monthRange(11, 3)), "en")).toBe("November to March");
    expect(describeSeason(maskOf([3, 4, 5, 6, 9, 10, 11]), "en")).toBe(
      "March to June and September to November",
    );
    expect(describeSeason(maskOf([12]), "en")).toBe("December");
    expect(describeSeason(ALL_MONTHS, "en")).toBe("Year-round");
  });

  it("writes Hindi month names", () => {
    expect(describeSeason(maskOf(monthRange(11, 3)), "hi")).toBe("नवंबर से मार्च");
  });
});
