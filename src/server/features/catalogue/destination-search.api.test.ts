import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALL_INTERESTS,
  ALL_REGIONS,
  DEFAULT_DESTINATION_FILTERS,
  type DestinationFilters,
  filterDestinations,
} from "@/shared/catalogue/rules";
import type { Destination, DestinationPage } from "@/shared/catalogue/types";

describe.each(databaseKinds())("destination search on %s", (kind) => {
  let t: TestApp;
  let all: Destination[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    // One page of 60 holds every seeded destination: the rules' reference list, in the
    // catalogue's order, which the rules' sorts keep for ties as the server does.
    const every = (await (
      await t.request("/api/destinations/search?limit=60")
    ).json()) as DestinationPage;
    all = every.destinations.toSorted((a, b) => a.srNo - b.srNo);
    expect(all).toHaveLength(every.total);
  });
  afterAll(() => t?.close());

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/destinations/search?${new URLSearchParams(params)}`);
    return {
      status: res.status,
      body: (await res.json()) as DestinationPage & { error?: { message: string } },
    };
  };
  const names = (page: DestinationPage) => page.destinations.map((d) => d.name);
  const paramsOf = (f: DestinationFilters) => ({
    q: f.search,
    region: f.region,
    interest: f.interest,
    min: String(f.minPrice),
    max: String(f.maxPrice),
    sort: f.sort,
  });

  it.each<[string, Partial<DestinationFilters>]>([
    ["the defaults", {}],
    ["a region, by price", { region: "South India", sort: "price-asc" }],
    [
      "an interest and a price range, by name",
      { interest: "beach", minPrice: 5000, maxPrice: 40000, sort: "alphabetical" },
    ],
    ["by rating", { sort: "rating" }],
    ["by price, highest first", { sort: "price-desc", region: "North India" }],
  ])("pages %s exactly as the screen's rules order them", async (_, change) => {
    const filters = { ...DEFAULT_DESTINATION_FILTERS, ...change };
    const expected = filterDestinations(all, filters).map((d) => d.name);
    const pages: string[] = [];
    for (let offset = 0; offset < Math.max(expected.length, 1); offset += 6) {
      const { status, body } = await search({ ...paramsOf(filters), offset: String(offset) });
      expect(status).toBe(200);
      expect(body.total).toBe(expected.length);
      pages.push(...names(body));
    }
    expect(pages).toEqual(expected);
  });

  it("finds what the spec's substring rule finds, and more: misspellings, word forms, other names", async () => {
    for (const q of ["fort", "Temple", "lake"]) {
      const expected = filterDestinations(all, { ...DEFAULT_DESTINATION_FILTERS, search: q }).map(
        (d) => d.name,
      );
      const { body } = await search({ q, limit: "60" });
      expect(names(body)).toEqual(expect.arrayContaining(expected));
    }
    const first = async (q: string) => names((await search({ q, limit: "60" })).body);
    expect(await first("jaipure")).toContain("Jaipur");
    expect(await first("ladak")).toContain("Ladakh");
    expect(await first("varansi")).toContain("Varanasi");
    expect(await first("गोवा")).toContain("Goa");
    expect(await first("जयपुर")).toContain("Jaipur");
    expect(await first("Bombay")).toEqual(["Mumbai"]);
    expect(await first("Pondicherry")).toEqual(["Puducherry"]);
  });

  it.each([
    ["SQL", "'; drop table destinations; --"],
    ["LIKE wildcards", "%"],
    ["an underscore", "_"],
    ["a regular expression", ".*"],
    ["a backslash", "\\"],
  ])("takes %s as plain text", async (_, q) => {
    const { status, body } = await search({ q });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.destinations).toEqual([]);
  });

  it("answers emoji and pages past the end with an empty page", async () => {
    expect((await search({ q: "🏖️ beach" })).status).toBe(200);
    const past = await search({ offset: "9000" });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ destinations: [], total: all.length });
  });

  it.each([
    [
      "a search of 10,000 characters",
      { q: "a".repeat(10_000) },
      "Search text must be at most 100 characters",
    ],
    ["a negative price", { min: "-5" }, "Prices are whole rupees from 0 to 100000"],
    ["an absurd price", { max: "99999999999" }, "Prices are whole rupees from 0 to 100000"],
    [
      "a price range upside down",
      { min: "50000", max: "1000" },
      "The lowest price cannot be above the highest",
    ],
    ["an unknown sort", { sort: "random()" }, "Unknown sort"],
    ["an unknown region", { region: "Mars" }, "Unknown region"],
    ["a huge page", { limit: "1000" }, "Ask for 1 to 60 destinations at a time"],
    ["an absurd offset", { offset: "1e9" }, "The offset must be a whole number up to 100000"],
  ])("refuses %s with a clear 422 naming the field", async (_, params, message) => {
    const { status, body } = await search(params);
    // Like every bad input to this API: 422 with a message per field.
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("keeps answers in memory with a validator, and drops them when the catalogue changes", async () => {
    const path = "/api/destinations/search?q=Shimla";
    const first = await t.request(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(((await first.json()) as DestinationPage).destinations[0].name).toBe("Shimla");
    const again = await t.request(path, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);

    await t.db.execute(sql`update destinations set name = 'Shimla Hills' where slug = 'shimla'`);
    try {
      // The trigger's NOTIFY reaches the server's listener after the commit: wait for it, bounded.
      const deadline = Date.now() + 2_000;
      let name = "";
      while (Date.now() < deadline) {
        const res = await t.request(path, { headers: { "if-none-match": etag! } });
        if (res.status === 200) {
          name = ((await res.json()) as DestinationPage).destinations[0].name;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(name).toBe("Shimla Hills");
    } finally {
      await t.db.execute(sql`update destinations set name = 'Shimla' where slug = 'shimla'`);
    }
  });

  it("narrows to destinations with a guide free for the whole tour on a date", async () => {
    const { body } = await search({ startDate: "2099-01-10", limit: "60" });
    expect(body.total).toBe(0);
    const inAMonth = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const free = await search({
      startDate: inAMonth,
      region: ALL_REGIONS,
      interest: ALL_INTERESTS,
      limit: "60",
    });
    expect(free.status).toBe(200);
    expect(free.body.total).toBeGreaterThan(0);
    expect(free.body.total).toBeLessThanOrEqual(all.length);
  });
});
