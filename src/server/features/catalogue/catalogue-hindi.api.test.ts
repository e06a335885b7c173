import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@/server/db/sql-text";
import type { Destination, PackageDetail, PackageSummary } from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";
import type { Guide, GuideSummary } from "@/shared/guides/types";

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(databaseKinds())("the catalogue in Hindi on %s (issue 15)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await t.request(path, { headers });
    return { res, text: await res.text() };
  };

  /** The same answer in English (no header, and en-IN) and in Hindi, with its headers checked. */
  async function both(path: string) {
    const english = await get(path);
    const enIn = await get(path, { "accept-language": "en-IN" });
    const hindi = await get(path, HINDI);
    for (const [answer, language] of [
      [english, "en-IN"],
      [enIn, "en-IN"],
      [hindi, "hi-IN"],
    ] as const) {
      expect(answer.res.status, path).toBe(200);
      expect(answer.res.headers.get("content-language")).toBe(language);
      expect(answer.res.headers.get("vary")).toMatch(/accept-language/i);
    }
    expect(enIn.text).toBe(english.text);
    expect(english.text).not.toMatch(DEVANAGARI);
    expect(english.text).not.toContain("englishFields");
    return { english: JSON.parse(english.text), hindi: JSON.parse(hindi.text) };
  }

  it("answers destination cards in Hindi, English unchanged without the header", async () => {
    const { english, hindi } = await both("/api/destinations/search?limit=60");
    const en = english.destinations as Destination[];
    const hi = hindi.destinations as Destination[];
    expect(hi.map((d) => d.srNo)).toEqual(en.map((d) => d.srNo));
    const agra = hi.find((d) => d.srNo === 1)!;
    expect(agra).toMatchObject({ name: "आगरा", state: "उत्तर प्रदेश", slug: "agra" });
    expect(agra.description).toMatch(DEVANAGARI);
    expect(agra.imageAlt).toMatch(DEVANAGARI);
    expect(agra.bestSeason).toMatch(DEVANAGARI);
    // Only the texts change: numbers, slugs, regions, interests and pictures stay.
    const { name, state, description, bestSeason, imageAlt, ...facts } = en.find(
      (d) => d.srNo === 1,
    )!;
    expect(agra).toMatchObject(facts);
    expect(agra).not.toHaveProperty("englishFields");
    for (const d of hi) expect(d).not.toHaveProperty("englishFields");
  });

  it("answers package cards and a package's page in Hindi, every text translated", async () => {
    const { english, hindi } = await both("/api/packages/search?limit=60");
    const en = english.packages as PackageSummary[];
    const hi = hindi.packages as PackageSummary[];
    expect(hi.map((p) => p.id)).toEqual(en.map((p) => p.id));
    const agra = hi.find((p) => p.srNo === 1)!;
    expect(agra.destinationName).toBe("आगरा");
    for (const text of [agra.name, agra.bestSeason, agra.imageAlt, ...agra.highlights])
      expect(text).toMatch(DEVANAGARI);
    expect(agra.regions).toContain("आगरा");
    expect(agra.price).toBe(en.find((p) => p.srNo === 1)!.price);
    for (const p of hi) expect(p).not.toHaveProperty("englishFields");

    const page = await both("/api/packages/dest_1");
    const pkg = page.hindi.package as PackageDetail;
    const enPkg = page.english.package as PackageDetail;
    expect(pkg.name).toBe(agra.name);
    expect(pkg).not.toHaveProperty("englishFields");
    for (const text of [
      pkg.description,
      ...pkg.inclusions,
      ...pkg.exclusions,
      ...pkg.itinerary.flatMap((d) => [d.title, d.description, d.stay ?? "रात"]),
      ...pkg.accommodation.flatMap((a) => [a.name, a.type, a.location, a.description]),
      ...pkg.costItems.map((c) => c.label),
      ...pkg.gallery.flatMap((g) => [g.caption, g.alt]),
    ])
      expect(text).toMatch(DEVANAGARI);
    for (const list of [pkg.itinerary, pkg.accommodation, pkg.costItems, pkg.gallery])
      for (const item of list) expect(item).not.toHaveProperty("englishFields");
    // Facts stay as they are; travellers' reviews stay in their own words.
    expect(pkg.price).toBe(enPkg.price);
    expect(pkg.costItems.map((c) => c.amount)).toEqual(enPkg.costItems.map((c) => c.amount));
    expect(pkg.itinerary.map((d) => d.meals)).toEqual(enPkg.itinerary.map((d) => d.meals));
    expect(pkg.reviews).toEqual(enPkg.reviews);
  });

  it("keeps a closure's reason in English, marked, where it has no Hindi", async () => {
    const { english, hindi } = await both("/api/packages/dest_21");
    const en = english.package as PackageDetail;
    const hi = hindi.package as PackageDetail;
    expect(en.closures.length).toBeGreaterThan(0);
    expect(en.closures[0]).not.toHaveProperty("englishFields");
    expect(hi.closures).toEqual(en.closures.map((c) => ({ ...c, englishFields: ["reason"] })));
  });

  it("falls back field by field to English and names what fell back", async () => {
    const saved = await t.db.execute(sql`select
      (select hi from destinations where sr_no = 1) as destination,
      (select hi from packages where sr_no = 1) as package,
      (select d.hi from package_itinerary_days d join packages p on p.id = d.package_id
        where p.sr_no = 1 and d.day_number = 1) as day`);
    const [before] = rowsOf<Record<string, unknown>>(saved);
    await t.db.execute(sql`update destinations set hi = hi - 'description' where sr_no = 1`);
    await t.db.execute(sql`update packages set hi = hi - 'highlights' where sr_no = 1`);
    await t.db.execute(sql`update package_itinerary_days set hi = hi - 'title'
      where day_number = 1 and package_id = (select id from packages where sr_no = 1)`);
    try {
      const english = (await (await t.request("/api/packages/dest_1")).json()) as {
        package: PackageDetail;
      };
      const { package: pkg } = (await (
        await t.request("/api/packages/dest_1", { headers: HINDI })
      ).json()) as { package: PackageDetail };
      expect(pkg.highlights).toEqual(english.package.highlights);
      expect(pkg.englishFields).toEqual(["highlights"]);
      expect(pkg.itinerary[0].title).toBe(english.package.itinerary[0].title);
      expect(pkg.itinerary[0].description).toMatch(DEVANAGARI);
      expect(pkg.itinerary[0].englishFields).toEqual(["title"]);
      expect(pkg.itinerary[1]).not.toHaveProperty("englishFields");

      // A search nobody made before, so no cached page can answer it.
      const res = await t.request("/api/destinations/search?q=Taj&limit=7", { headers: HINDI });
      const agra = ((await res.json()) as { destinations: Destination[] }).destinations.find(
        (d) => d.srNo === 1,
      )!;
      expect(agra.name).toBe("आगरा");
      expect(agra.description).not.toMatch(DEVANAGARI);
      expect(agra.englishFields).toEqual(["description"]);
    } finally {
      const json = (value: unknown) => JSON.stringify(value);
      await t.db.execute(
        sql`update destinations set hi = ${json(before.destination)}::jsonb where sr_no = 1`,
      );
      await t.db.execute(
        sql`update packages set hi = ${json(before.package)}::jsonb where sr_no = 1`,
      );
      await t.db.execute(sql`update package_itinerary_days set hi = ${json(before.day)}::jsonb
        where day_number = 1 and package_id = (select id from packages where sr_no = 1)`);
    }
  });

  it("keeps English and Hindi pages apart in the catalogue cache", async () => {
    const path = "/api/destinations/search?limit=5&sort=rating";
    const first = await get(path);
    const hindi = await get(path, HINDI);
    const again = await get(path);
    const hindiAgain = await get(path, HINDI);
    expect(hindi.text).toMatch(DEVANAGARI);
    expect(again.text).toBe(first.text);
    expect(hindiAgain.text).toBe(hindi.text);
    // Each language its own validator: one language's ETag never revalidates the other's.
    const englishTag = first.res.headers.get("etag")!;
    expect(hindi.res.headers.get("etag")).not.toBe(englishTag);
    const revalidated = await t.request(path, {
      headers: { ...HINDI, "if-none-match": englishTag },
    });
    expect(revalidated.status).toBe(200);
    const notModified = await t.request(path, { headers: { "if-none-match": englishTag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("vary")).toMatch(/accept-language/i);

    const packages = "/api/packages/search?limit=3";
    const enPackages = await get(packages);
    expect((await get(packages, HINDI)).text).not.toBe(enPackages.text);
    expect((await get(packages)).text).toBe(enPackages.text);
  });

  it("answers the search by date with Hindi cards", async () => {
    const startDate = addDays(todayInIndia(), 40);
    const destinations = await both(`/api/destinations/search?startDate=${startDate}&limit=60`);
    expect(destinations.hindi.total).toBeGreaterThan(0);
    expect(destinations.hindi.total).toBe(destinations.english.total);
    for (const d of destinations.hindi.destinations as Destination[])
      expect(d.name).toMatch(DEVANAGARI);
    const packages = await both(`/api/packages/search?startDate=${startDate}&limit=60`);
    expect(packages.hindi.total).toBeGreaterThan(0);
    for (const p of packages.hindi.packages as PackageSummary[]) expect(p.name).toMatch(DEVANAGARI);
  });

  it("answers guide cards and a guide's profile in Hindi: bio, certifications, places", async () => {
    const { english, hindi } = await both("/api/guides/search?limit=60");
    const en = english.guides as GuideSummary[];
    const hi = hindi.guides as GuideSummary[];
    expect(hi.map((g) => g.sno)).toEqual(en.map((g) => g.sno));
    const vikram = hi.find((g) => g.sno === 1)!;
    expect(vikram.name).toBe("विक्रम रावत");
    for (const text of [vikram.description, vikram.imageAlt, ...vikram.certifications])
      expect(text).toMatch(DEVANAGARI);
    expect(vikram.regions).toContain("लद्दाख");
    expect(vikram.languages).toEqual(en.find((g) => g.sno === 1)!.languages);
    for (const g of hi) expect(g).not.toHaveProperty("englishFields");
    expect(hindi.languages).toEqual(english.languages);

    const profile = await both("/api/guides/1");
    const guide = profile.hindi.guide as Guide;
    expect(guide).toMatchObject({
      name: vikram.name,
      description: vikram.description,
      regions: vikram.regions,
    });
    expect(guide.reviews).toEqual((profile.english.guide as Guide).reviews);
    expect(guide).not.toHaveProperty("englishFields");

    await t.db.execute(sql`update guides set hi = hi - 'certifications' where sno = 2`);
    const { guide: second } = (await (
      await t.request("/api/guides/2", { headers: HINDI })
    ).json()) as { guide: Guide };
    expect(second.englishFields).toEqual(["certifications"]);
    expect(second.certifications.join(" ")).not.toMatch(DEVANAGARI);
    expect(second.description).toMatch(DEVANAGARI);
  });
});
