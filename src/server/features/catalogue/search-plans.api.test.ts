import { seedCatalogueScale } from "@tests/support/catalogue-scale";
import { planNodes as nodesOf, plannerAvailable } from "@tests/support/query-plans";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DestinationSearch, searchDestinations, searchPlan } from "./destination-search.repo";

const onPostgres = plannerAvailable("search query-plan test");

const search = (change: Partial<DestinationSearch>): DestinationSearch => ({
  q: "",
  region: null,
  interest: null,
  min: 0,
  max: 100_000,
  sort: "popularity",
  limit: 6,
  offset: 0,
  onDate: null,
  ...change,
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const TEXT_INDEXES = ["destinations_text_trgm", "destinations_names_trgm", "destinations_fts"];

describe.skipIf(!onPostgres)("search query plans on 10,000 destinations (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    await seedCatalogueScale((statement) => t.db.execute(sql.raw(statement)));
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ["a misspelt name", { q: "jaipure" }],
    [
      "a word with a region and a price range",
      { q: "temple", region: "North India", min: 5000, max: 60000 },
    ],
    ["a Hindi name", { q: "गोवा" }],
    ["a Hinglish word, also read in English", { q: "pahad" }],
    [
      "a word, sorted by price, on a later page",
      { q: "lake", sort: "price-asc" as const, offset: 12 },
    ],
  ])("finds %s through indexes, never reading the whole table", async (_, change) => {
    const plan = await searchPlan(t.db, search(change));
    const scans = nodesOf(plan).filter(
      (n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "destinations",
    );
    expect(scans).toEqual([]);
    // The text is matched through its own indexes (not by reading rows found by price).
    const used = nodesOf(plan)
      .filter((n) => n["Node Type"] === "Bitmap Index Scan")
      .map((n) => n["Index Name"]);
    expect(used).toEqual(expect.arrayContaining(TEXT_INDEXES));
    const { total } = await searchDestinations(t.db, search(change));
    expect(total).toBeGreaterThan(0);
  });
});
