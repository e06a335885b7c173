import { planNodes as nodesOf, plannerAvailable } from "@tests/support/query-plans";
import { PLAN_TEST_SCALE, seedScale } from "@tests/support/scale-data";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DestinationSearch,
  searchPlan,
} from "@/server/features/catalogue/destination-search.repo";
import {
  type PackageSearch,
  packageSearchPlan,
} from "@/server/features/catalogue/package-search.repo";
import { addDays, todayInIndia } from "@/shared/dates";
import type { DateSearch } from "./date-search.repo";

const onPostgres = plannerAvailable("search-by-date query-plan test");

/** How the plan read a table: each scan of it, with its index and how many times it ran. */
const readsOf = (plans: unknown, table: string) =>
  nodesOf(plans)
    .filter((n) => n["Relation Name"] === table)
    .map((n) => ({ node: n["Node Type"], index: n["Index Name"], loops: n["Actual Loops"] }));

/**
 * Tables the plan read more than once, or whole when they hold the calendars. A page's rows each
 * look up their own uploaded photo (at most a page of lookups, by key), which is not a probe.
 */
function probes(plans: unknown) {
  return nodesOf(plans).filter(
    (n) =>
      n["Relation Name"] !== undefined &&
      n["Relation Name"] !== "photos" &&
      ((n["Actual Loops"] ?? 1) > 1 ||
        (n["Node Type"] === "Seq Scan" && n["Relation Name"] === "bookings")),
  );
}

describe.skipIf(!onPostgres)(
  "search by date's plans on 2,500 packages, 300 guides and 30,000 bookings (PostgreSQL)",
  () => {
    let t: TestApp;
    const today = todayInIndia();
    beforeAll(async () => {
      t = await createTestApp("postgres");
      await seedScale((statement) => t.db.execute(sql.raw(statement)), today, PLAN_TEST_SCALE);
    }, 60_000);
    afterAll(() => t?.close());

    const onDate = (days: number, change: Partial<DateSearch> = {}): DateSearch => ({
      startDate: addDays(today, days),
      travellers: 2,
      licensedOnly: false,
      today,
      ...change,
    });
    const destinations = (change: Partial<DestinationSearch>): DestinationSearch => ({
      q: "",
      region: null,
      interest: null,
      min: 0,
      max: 100_000,
      sort: "popularity",
      limit: 6,
      offset: 0,
      onDate: onDate(1),
      ...change,
    });
    const packages = (change: Partial<PackageSearch>): PackageSearch => ({
      q: "",
      region: null,
      difficulty: null,
      min: 0,
      max: null,
      sort: "popularity",
      limit: 6,
      offset: 0,
      onDate: onDate(1),
      ...change,
    });

    const cases = [
      ["tomorrow", {}],
      ["in two months, for 8", { onDate: onDate(60, { travellers: 8 }) }],
      ["past the bookings, licensed guides only", { onDate: onDate(200, { licensedOnly: true }) }],
      ["with a misspelt place", { q: "ramgarh" }],
      ["in one region", { region: "North India" }],
    ] as const;

    it.each(cases)(
      "finds destinations %s reading the bookings once, by date",
      async (_, change) => {
        const plan = await searchPlan(t.db, destinations(change), { analyze: true });
        expect(readsOf(plan, "bookings")).toEqual([
          { node: "Bitmap Heap Scan", index: undefined, loops: 1 },
        ]);
        expect(nodesOf(plan).map((n) => n["Index Name"])).toContain("bookings_span_idx");
        expect(probes(plan)).toEqual([]);
      },
    );

    it.each([
      ...cases,
      ["sorted by duration", { sort: "duration" }],
      ["sorted by price", { sort: "price-asc" }],
    ] as const)("finds packages %s reading the bookings once, by date", async (_, change) => {
      const plans = await packageSearchPlan(t.db, packages(change), { analyze: true });
      const page = plans.at(-1);
      expect(readsOf(page, "bookings")).toEqual([
        { node: "Bitmap Heap Scan", index: undefined, loops: 1 },
      ]);
      expect(nodesOf(page).map((n) => n["Index Name"])).toContain("bookings_span_idx");
      expect(probes(page)).toEqual([]);
    });
  },
);
