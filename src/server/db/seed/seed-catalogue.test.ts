import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import {
  destinations,
  guideReviews,
  guides,
  packageItineraryDays,
  packages,
} from "@/server/db/schema";
import { seedDestinations, seedGuides } from "./data/index";
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
