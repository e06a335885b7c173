import { describe, expect, it } from "vitest";
import { DEFAULT_PACKAGE_FILTERS } from "@/shared/catalogue/package-filters";
import { addDays, todayInIndia } from "@/shared/dates";
import { readPackageView, writePackageView } from "./package-search-params";

describe("package search params", () => {
  it("reads the defaults from an empty address", () => {
    expect(readPackageView(new URLSearchParams())).toEqual({
      filters: DEFAULT_PACKAGE_FILTERS,
      more: 0,
    });
  });

  it("writes nothing for the defaults", () => {
    expect(writePackageView({ filters: DEFAULT_PACKAGE_FILTERS, more: 0 }).toString()).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    const params = writePackageView({
      filters: { ...DEFAULT_PACKAGE_FILTERS, difficulty: "Moderate", sort: "duration" },
      more: 0,
    });
    expect(params.toString()).toBe("difficulty=Moderate&sort=duration");
  });

  it("round-trips every filter, Load More and the trip", () => {
    const view = {
      filters: {
        search: "goa beech & forts",
        region: "West India" as const,
        difficulty: "Challenging" as const,
        minPrice: 5000,
        maxPrice: 40000,
        sort: "price-desc" as const,
      },
      more: 2,
      trip: { startDate: addDays(todayInIndia(), 30), travellers: 3 },
    };
    expect(readPackageView(writePackageView(view))).toEqual(view);
  });

  it("ignores unknown or out-of-range values", () => {
    const view = readPackageView(
      new URLSearchParams(
        "region=Mars&difficulty=Extreme&sort=random()&min=-5&max=900000&more=abc&date=tomorrow",
      ),
    );
    expect(view).toEqual({ filters: DEFAULT_PACKAGE_FILTERS, more: 0 });
  });

  it("snaps prices to the slider step, keeps min at or below max, and bounds Load More", () => {
    const view = readPackageView(new URLSearchParams("min=30400&max=20000&more=99999"));
    expect(view.filters.maxPrice).toBe(20000);
    expect(view.filters.minPrice).toBe(20000);
    expect(view.more).toBe(1000);
  });

  it("cuts a search longer than the server accepts", () => {
    const view = readPackageView(new URLSearchParams({ q: "x".repeat(10_000) }));
    expect(view.filters.search).toHaveLength(100);
  });
});
