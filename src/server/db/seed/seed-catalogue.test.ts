import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import {
  destinationClosures,
  destinations,
  guideReviews,
  guides,
  packageAccommodations,
  packageCostItems,
  packageGallery,
  packageItineraryDays,
  packages,
} from "@/server/db/schema";
import { seedDestinations, seedGuides, seedHindi } from "./data/index";

const DEVANAGARI = /[\u0900-\u097F]/;

import { coveredDestinationIds, packagePrice, seedCatalogue } from "./seed-catalogue";

describe("catalogue seed", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
    await database.migrate();
  });
  afterAll(() => database?.close());

  const counts = async () => ({
    destinations: (await database.db.select().from(destinations)).length,
    packages: (await database.db.select().from(packages)).length,
    days: (await database.db.select().from(packageItineraryDays)).length,
    guides: (await database.db.select().from(guides)).length,
    reviews: (await database.db.select().from(guideReviews)).length,
  });

  it("adds everything once and nothing the second time", async () => {
    const first = await seedCatalogue(database.db, seedDestinations, seedGuides);
    expect(first).toEqual({ destinations: seedDestinations.length, guides: 9 });
    const after = await counts();
    expect(await seedCatalogue(database.db, seedDestinations, seedGuides)).toEqual({
      destinations: 0,
      guides: 0,
    });
    expect(await counts()).toEqual(after);
    expect(after.packages).toBe(after.destinations);
  });

  it("gives every seeded row its Hindi texts, lists aligned with the English (issue 15)", async () => {
    const db = database.db;
    const [agra] = await db.select().from(destinations).where(eq(destinations.slug, "agra"));
    const hindi = seedHindi.destinations.get("agra")!;
    expect(agra.hi).toEqual({
      name: "आगरा",
      state: hindi.state,
      description: hindi.description,
      bestSeason: hindi.bestSeason,
      imageAlt: hindi.imageAlt,
    });
    const [pkg] = await db.select().from(packages).where(eq(packages.srNo, agra.srNo));
    expect(pkg.hi).toMatchObject({
      name: hindi.package.name,
      highlights: hindi.package.highlights,
      inclusions: hindi.package.inclusions,
      exclusions: hindi.package.exclusions,
    });
    expect((pkg.hi.highlights as string[]).length).toBe(pkg.highlights.length);
    const days = await db
      .select()
      .from(packageItineraryDays)
      .where(eq(packageItineraryDays.packageId, pkg.id))
      .orderBy(packageItineraryDays.dayNumber);
    expect(days.map((d) => d.hi.title)).toEqual(hindi.package.itinerary.map((d) => d.title));
    const last = days[days.length - 1];
    expect(last.stay === null).toBe(!("stay" in last.hi));
    const stays = await db
      .select()
      .from(packageAccommodations)
      .where(eq(packageAccommodations.packageId, pkg.id))
      .orderBy(packageAccommodations.position);
    expect(stays.map((a) => a.hi.name)).toEqual(hindi.package.accommodation.map((a) => a.name));
    const costs = await db
      .select()
      .from(packageCostItems)
      .where(eq(packageCostItems.packageId, pkg.id))
      .orderBy(packageCostItems.position);
    expect(costs.map((c) => c.hi)).toEqual(hindi.package.costItems);
    const gallery = await db
      .select()
      .from(packageGallery)
      .where(eq(packageGallery.packageId, pkg.id))
      .orderBy(packageGallery.position);
    expect(gallery.map((g) => g.hi)).toEqual(hindi.package.gallery);
    // Every destination, package and guide has its Hindi name; closures have no Hindi yet.
    for (const d of await db.select().from(destinations)) expect(d.hi.name).toMatch(DEVANAGARI);
    for (const p of await db.select().from(packages)) expect(p.hi.name).toMatch(DEVANAGARI);
    for (const g of await db.select().from(guides)) {
      expect(g.hi.name).toMatch(DEVANAGARI);
      expect((g.hi.certifications as string[]).length).toBe(g.certifications.length);
    }
    for (const c of await db.select().from(destinationClosures)) expect(c.hi).toEqual({});
  });

  it("gives rows seeded before the Hindi theirs once, never to a row whose English was edited", async () => {
    const db = database.db;
    const agraPackage = sql`(select id from packages where slug = 'agra')`;
    await db.execute(sql`update destinations set hi = '{}' where slug in ('agra', 'goa')`);
    await db.execute(sql`update destinations set name = 'Goa Coast' where slug = 'goa'`);
    await db.execute(sql`update packages set hi = '{}' where slug = 'agra'`);
    await db.execute(
      sql`update package_itinerary_days set hi = '{}' where package_id = ${agraPackage}`,
    );
    await db.execute(sql`update package_itinerary_days set title = 'Edited'
      where package_id = ${agraPackage} and day_number = 2`);
    await db.execute(sql`update package_gallery set hi = '{}' where package_id = ${agraPackage}`);
    await db.execute(sql`update guides set hi = '{}' where sno = 1`);
    try {
      expect(await seedCatalogue(db, seedDestinations, seedGuides)).toEqual({
        destinations: 0,
        guides: 0,
      });
      const hindi = seedHindi.destinations.get("agra")!;
      const byName = async (slug: string) =>
        (await db.select().from(destinations).where(eq(destinations.slug, slug)))[0].hi;
      expect((await byName("agra")).name).toBe("आगरा");
      expect(await byName("goa")).toEqual({});
      const [pkg] = await db.select().from(packages).where(eq(packages.slug, "agra"));
      expect(pkg.hi.name).toBe(hindi.package.name);
      const days = await db
        .select()
        .from(packageItineraryDays)
        .where(eq(packageItineraryDays.packageId, pkg.id))
        .orderBy(packageItineraryDays.dayNumber);
      expect(days[0].hi.title).toBe(hindi.package.itinerary[0].title);
      expect(days[1].hi).toEqual({});
      const gallery = await db
        .select()
        .from(packageGallery)
        .where(eq(packageGallery.packageId, pkg.id))
        .orderBy(packageGallery.position);
      expect(gallery.map((g) => g.hi)).toEqual(hindi.package.gallery);
      const [vikram] = await db.select().from(guides).where(eq(guides.sno, 1));
      expect(vikram.hi.name).toBe("विक्रम रावत");
    } finally {
      await db.execute(sql`update destinations set name = 'Goa' where slug = 'goa'`);
    }
  });

  it("adds the 18% tax to the cost items in whole rupees", () => {
    expect(packagePrice([{ amount: 10000 }, { amount: 2500 }])).toBe(14750);
    expect(packagePrice([{ amount: 999 }])).toBe(999 + 180);
  });

  it("ships a catalogue that covers the issue's places, with every guide region a real place or state", () => {
    const names = seedDestinations.map((d) => d.name);
    for (const place of [
      "Agra",
      "Delhi",
      "Goa",
      "Ladakh",
      "Jaipur",
      "Varanasi",
      "Udaipur",
      "Rishikesh",
      "Jodhpur",
      "Mumbai",
      "Hampi",
      "Bengaluru",
      "Khajuraho",
      "Puducherry",
      "Amritsar",
      "Manali",
    ]) {
      expect(names).toContain(place);
    }
    expect(names.some((n) => n.startsWith("Andaman"))).toBe(true);
    expect(names.some((n) => n.startsWith("Kashmir"))).toBe(true);
    const known = new Set([...names, ...seedDestinations.map((d) => d.state)]);
    for (const g of seedGuides) for (const r of g.regions) expect(known).toContain(r);
    for (const name of names) expect(seedGuides.some((g) => g.regions.includes(name))).toBe(true);
  });
});

describe("coveredDestinationIds", () => {
  const all = [
    { id: 1, name: "Ladakh" },
    { id: 2, name: "Andaman Islands" },
    { id: 3, name: "Jaipur" },
  ];
  it("links region names to destinations that contain them or that they contain, ignoring case", () => {
    expect(coveredDestinationIds(["ladakh"], all)).toEqual([1]);
    expect(coveredDestinationIds(["Andaman"], all)).toEqual([2]);
    expect(coveredDestinationIds(["Andaman Islands and Nicobar"], all)).toEqual([2]);
  });
  it("links nothing for a state, a blank name or no names", () => {
    expect(coveredDestinationIds(["Rajasthan", " ", ""], all)).toEqual([]);
    expect(coveredDestinationIds([], all)).toEqual([]);
  });
});
