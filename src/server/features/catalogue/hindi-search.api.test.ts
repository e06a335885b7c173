import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DestinationPage, PackagePage } from "@/shared/catalogue/types";

/** Searches in Hindi, in Hinglish and by the other spellings Indians use (issue 15). */
describe.each(databaseKinds())("search in Hindi and Hinglish on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const destinationNames = async (q: string) => {
    const res = await t.request(
      `/api/destinations/search?${new URLSearchParams({ q, limit: "60" })}`,
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as DestinationPage).destinations.map((d) => d.name);
  };
  const packagePlaces = async (q: string) => {
    const res = await t.request(`/api/packages/search?${new URLSearchParams({ q, limit: "60" })}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as PackagePage).packages.map((p) => p.destinationName);
  };

  it.each([
    ["आगरा", "Agra"],
    ["गोवा", "Goa"],
    ["लद्दाख", "Ladakh"],
    ["लेह", "Ladakh"],
    ["बनारस", "Varanasi"],
    ["काशी", "Varanasi"],
    ["मुंबई", "Mumbai"],
    ["कोच्चि", "Kochi"],
  ])("finds the destination named %s in Devanagari", async (q, name) => {
    expect(await destinationNames(q)).toContain(name);
    expect(await packagePlaces(q)).toContain(name);
  });

  it.each([
    ["dilli", "Delhi"],
    ["Dilli", "Delhi"],
    ["banaras", "Varanasi"],
    ["benares", "Varanasi"],
    ["kashi", "Varanasi"],
    ["varansi", "Varanasi"],
    ["varanassi", "Varanasi"],
    ["bangalore", "Bengaluru"],
    ["bengaluru", "Bengaluru"],
    ["cochin", "Kochi"],
    ["kochi", "Kochi"],
    ["bambai", "Mumbai"],
    ["simla", "Shimla"],
    ["hrishikesh", "Rishikesh"],
    ["pondy", "Puducherry"],
    ["laddakh", "Ladakh"],
    ["pink city", "Jaipur"],
  ])("finds %s by its Hinglish or older spelling", async (q, name) => {
    expect(await destinationNames(q)).toContain(name);
    expect(await packagePlaces(q)).toContain(name);
  });

  it.each([
    ["mandir", "Madurai"],
    ["मंदिर", "Khajuraho"],
    ["qila", "Jaisalmer"],
    ["किला", "Gwalior"],
    ["samundar", "Goa"],
    ["समुद्र", "Andaman Islands"],
    ["jheel", "Udaipur"],
    ["pahad", "Manali"],
  ])("reads the Hindi word %s in English, as the catalogue is written", async (q, name) => {
    expect(await destinationNames(q)).toContain(name);
  });

  it("finds a package by a Hindi word for what it offers", async () => {
    expect(await packagePlaces("mandir")).toContain("Hampi");
    expect(await packagePlaces("किला")).toContain("Jaipur");
  });

  it("still finds nothing for text that matches nothing", async () => {
    expect(await destinationNames("में")).toEqual([]);
    expect(await destinationNames("xyzzy")).toEqual([]);
  });
});
