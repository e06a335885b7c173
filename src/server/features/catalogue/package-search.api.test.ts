import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations, packageReviews, packages } from "@/server/db/schema";
import { PACKAGE_SORTS, type PackageSort } from "@/shared/catalogue/package-filters";
import type {
  DestinationPage,
  PackageDetail,
  PackagePage,
  PackageSummary,
} from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";

/** A second package at Goa (sr_no 3): a destination may have several. */
const SECOND_GOA = {
  srNo: 1003,
  destinationSrNo: 3,
  slug: "goa-monsoon-kayaking",
  name: "Goa Monsoon Kayaking Weekend",
  description: "Paddle the Mandovi mangroves and the backwaters of Chorao island.",
  highlights: ["Kayaking at dawn", "Mangrove birds", "Fish thali lunch"],
  difficulty: "Challenging",
  durationDays: 2,
  price: 9_999,
  image: "/images/packages/goa.svg",
  imageAlt: "Kayaks on a mangrove creek",
  inclusions: ["Kayak and guide"],
  exclusions: ["Flights"],
};

describe.each(databaseKinds())("package search on %s", (kind) => {
  let t: TestApp;
  let all: PackageSummary[];
  /** What the cards do not show: each package's description and destination's region and flag. */
  let facts: Map<number, { description: string; region: string; featured: boolean }>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.db.insert(packages).values(SECOND_GOA);
    const rows = await t.db
      .select({
        srNo: packages.srNo,
        description: packages.description,
        region: destinations.region,
        featured: destinations.featured,
      })
      .from(packages)
      .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo));
    facts = new Map(rows.map(({ srNo, ...rest }) => [srNo, rest]));
    const page = await search({ limit: "60" });
    expect(page.status).toBe(200);
    all = page.body.packages;
    expect(all).toHaveLength(page.body.total);
  });
  afterAll(() => t?.close());

  async function search(params: Record<string, string>) {
    const res = await t.request(`/api/packages/search?${new URLSearchParams(params)}`);
    return {
      status: res.status,
      body: (await res.json()) as PackagePage & { error?: { message: string } },
    };
  }
  const numbers = (page: PackagePage) => page.packages.map((p) => p.srNo);

  /** Every page of a query, six at a time, joined. */
  async function everyPage(params: Record<string, string>) {
    const seen: PackageSummary[] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 6) {
      const { status, body } = await search({ ...params, offset: String(offset) });
      expect(status).toBe(200);
      expect(body.packages.length).toBeLessThanOrEqual(6);
      total = body.total;
      seen.push(...body.packages);
    }
    return { seen, total };
  }

  it("keeps every package's link: one package a destination, and a second one at Goa", async () => {
    expect(all.length).toBeGreaterThanOrEqual(46);
    expect(all.find((p) => p.srNo === 1)).toMatchObject({ id: "dest_1", destinationName: "Agra" });
    const second = all.find((p) => p.srNo === SECOND_GOA.srNo);
    expect(second).toMatchObject({
      id: "dest_1003",
      destinationName: "Goa",
      regions: ["Goa", "West India"],
      price: 9_999,
      durationDays: 2,
    });
    const res = await t.request("/api/packages/dest_1003");
    expect(res.status).toBe(200);
    const { package: detail } = (await res.json()) as { package: PackageDetail };
    expect(detail).toMatchObject({ name: SECOND_GOA.name, destinationName: "Goa" });
    const goa = await search({ q: "goa", limit: "60" });
    expect(numbers(goa.body)).toEqual(expect.arrayContaining([3, SECOND_GOA.srNo]));
  });

  it.each<[string, Record<string, string>, (p: PackageSummary) => boolean]>([
    ["a region", { region: "Islands" }, (p) => facts.get(p.srNo)?.region === "Islands"],
    ["a difficulty", { difficulty: "Moderate" }, (p) => p.difficulty === "Moderate"],
    ["a lowest price", { min: "30000" }, (p) => p.price >= 30_000],
    ["a highest price", { max: "15000" }, (p) => p.price <= 15_000],
    [
      "everything at once",
      { region: "North India", difficulty: "Easy", min: "15000", max: "30000" },
      (p) =>
        facts.get(p.srNo)?.region === "North India" &&
        p.difficulty === "Easy" &&
        p.price >= 15_000 &&
        p.price <= 30_000,
    ],
  ])("filters by %s, every page", async (_, params, keep) => {
    const expected = all.filter(keep).map((p) => p.srNo);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const { seen, total } = await everyPage(params);
    expect(total).toBe(expected.length);
    expect(seen.map((p) => p.srNo).sort((a, b) => a - b)).toEqual(
      [...expected].sort((a, b) => a - b),
    );
  });

  /** How the answer must be ordered: a comparison that is <= 0 for every neighbouring pair. */
  const inOrder: Record<PackageSort, (a: PackageSummary, b: PackageSummary) => number> = {
    popularity: (a, b) =>
      Number(facts.get(b.srNo)?.featured) - Number(facts.get(a.srNo)?.featured) ||
      b.rating - a.rating,
    "price-asc": (a, b) => a.price - b.price || a.srNo - b.srNo,
    "price-desc": (a, b) => b.price - a.price || a.srNo - b.srNo,
    duration: (a, b) => a.durationDays - b.durationDays || a.price - b.price || a.srNo - b.srNo,
    rating: (a, b) => b.rating - a.rating,
    // By first letter only: how punctuation sorts depends on the database's collation.
    alphabetical: (a, b) => a.name[0].toLowerCase().localeCompare(b.name[0].toLowerCase()),
  };

  it.each(PACKAGE_SORTS.map((s) => s.value))(
    "sorts by %s, and pages of six neither overlap nor skip",
    async (sort) => {
      const { seen, total } = await everyPage({ sort });
      expect(total).toBe(all.length);
      expect(new Set(seen.map((p) => p.srNo)).size).toBe(total);
      for (let i = 1; i < seen.length; i++) {
        expect(
          inOrder[sort](seen[i - 1], seen[i]),
          `${seen[i - 1].name} before ${seen[i].name}`,
        ).toBeLessThanOrEqual(0);
      }
      const onePage = await search({ sort, limit: "60" });
      expect(numbers(onePage.body)).toEqual(seen.map((p) => p.srNo));
    },
  );

  it("finds what the spec's substring rule finds: package name, description or destination", async () => {
    for (const q of ["fort", "Temple", "spice", "Kerala"]) {
      const expected = all
        .filter((p) =>
          `${p.name} ${facts.get(p.srNo)?.description} ${p.destinationName}`
            .toLowerCase()
            .includes(q.toLowerCase()),
        )
        .map((p) => p.srNo);
      const { body } = await search({ q, limit: "60" });
      expect(numbers(body)).toEqual(expect.arrayContaining(expected));
    }
  });

  it("finds packages by misspelt names, word forms and a place's other names", async () => {
    const names = async (q: string) =>
      (await search({ q, limit: "60" })).body.packages.map((p) => p.destinationName);
    expect(await names("jaipure")).toContain("Jaipur");
    expect(await names("goa beech")).toContain("Goa");
    expect(await names("ladak")).toContain("Ladakh");
    expect(await names("chorao")).toEqual(["Goa"]);
    expect(await names("Bombay")).toEqual(["Mumbai"]);
    expect(await names("गोवा")).toEqual(["Goa", "Goa"]);
  });

  it.each([
    ["SQL and LIKE metacharacters", `%_\\'";--`],
    ["SQL", "'; drop table packages; --"],
    ["a regular expression", ".*"],
    ["a backslash", "\\"],
  ])("takes %s as plain text", async (_, q) => {
    const { status, body } = await search({ q });
    expect(status).toBe(200);
    expect(body).toEqual({ packages: [], total: 0 });
  });

  it("answers emoji, and pages past the end with an empty page and the true total", async () => {
    expect((await search({ q: "🏖️ beach" })).status).toBe(200);
    const past = await search({ offset: "9000" });
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ packages: [], total: all.length });
    const pastSearch = await search({ q: "fort", offset: "600" });
    expect(pastSearch.body.packages).toEqual([]);
    expect(pastSearch.body.total).toBeGreaterThan(0);
  });

  it.each([
    [
      "a search of 10,000 characters",
      { q: "a".repeat(10_000) },
      "Search text must be at most 100 characters",
    ],
    ["a negative price", { min: "-5" }, "Prices are whole rupees from 0 to 100000"],
    ["an absurd price", { max: "99999999999" }, "Prices are whole rupees from 0 to 100000"],
    ["a price in words", { max: "cheap" }, "Prices are whole rupees from 0 to 100000"],
    [
      "a price range upside down",
      { min: "50000", max: "1000" },
      "The lowest price cannot be above the highest",
    ],
    ["an unknown sort", { sort: "random()" }, "Unknown sort"],
    ["an unknown region", { region: "Mars" }, "Unknown region"],
    ["an unknown difficulty", { difficulty: "Extreme" }, "Unknown difficulty"],
    ["a huge page", { limit: "1000" }, "Ask for 1 to 60 packages at a time"],
    ["an absurd offset", { offset: "1e9" }, "The offset must be a whole number up to 100000"],
    ["a date that is not one", { startDate: "2030-02-30" }, "Start date must be a valid date"],
  ])("refuses %s with a clear 422 naming the field", async (_, params, message) => {
    const { status, body } = await search(params);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("narrows to the packages with a guide free for the whole tour from a date", async () => {
    expect((await search({ startDate: "2099-01-10" })).body).toEqual({ packages: [], total: 0 });
    const startDate = addDays(todayInIndia(), 40);
    // The rules' answer package by package: the booking form offers a guide free for that tour.
    const free: string[] = [];
    for (const p of all) {
      const res = await t.request(
        `/api/bookings/available-guides?packageId=${p.id}&startDate=${startDate}&travellers=2`,
      );
      if (((await res.json()) as { guides: unknown[] }).guides.length > 0) free.push(p.id);
    }
    expect(free.length).toBeGreaterThan(0);
    const { seen, total } = await everyPage({ startDate, travellers: "2", sort: "price-asc" });
    expect(total).toBe(free.length);
    expect(seen.map((p) => p.id).sort()).toEqual([...free].sort());
    const north = await search({ startDate, travellers: "2", region: "North India", limit: "60" });
    for (const p of north.body.packages) expect(free).toContain(p.id);
    // Calendars change by the minute: a search by date is never kept or revalidated.
    const res = await t.request(`/api/packages/search?startDate=${startDate}`);
    expect(res.headers.get("etag")).toBeNull();
  });

  it("keeps answers in memory with a validator, dropped when a package or its reviews change", async () => {
    const path = "/api/packages/search?q=Shimla";
    const revalidate = async (etag: string) => {
      // The trigger's NOTIFY reaches the server's listener after the commit: wait for it, bounded.
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline) {
        const res = await t.request(path, { headers: { "if-none-match": etag } });
        if (res.status === 200)
          return { etag: res.headers.get("etag")!, page: (await res.json()) as PackagePage };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("the cached answer was never dropped");
    };
    const first = await t.request(path);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const [shimla] = ((await first.json()) as PackagePage).packages;
    expect(shimla.destinationName).toBe("Shimla");
    expect((await t.request(path, { headers: { "if-none-match": etag } })).status).toBe(304);

    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, shimla.srNo));
    await t.db
      .update(packages)
      .set({ name: `${pkg.name} Deluxe` })
      .where(eq(packages.id, pkg.id));
    const renamed = await revalidate(etag);
    expect(renamed.page.packages[0].name).toBe(`${pkg.name} Deluxe`);

    await t.db.insert(packageReviews).values({
      packageId: pkg.id,
      author: "A. Test",
      rating: 1,
      comment: "Rained all week.",
      reviewedOn: "2026-01-05",
    });
    const reviewed = await revalidate(renamed.etag);
    expect(reviewed.page.packages[0].reviewCount).toBe(shimla.reviewCount + 1);
    await t.db.execute(sql`delete from package_reviews where comment = 'Rained all week.'`);
  });

  it("answers the destinations screen's links: the first page's packages all open", async () => {
    const { body } = await search({});
    expect(body.packages).toHaveLength(6);
    for (const p of body.packages) {
      const res = await t.request(`/api/packages/${p.id}`);
      expect(res.status).toBe(200);
    }
    const destinationsList = (await (
      await t.request("/api/destinations/search?limit=60")
    ).json()) as DestinationPage;
    expect(destinationsList.destinations).toHaveLength(destinationsList.total);
    for (const d of destinationsList.destinations)
      expect(all.some((p) => p.destinationName === d.name)).toBe(true);
  });
});
