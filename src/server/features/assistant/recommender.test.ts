import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { destinationRow } from "@/server/db/seed/seed-catalogue";
import { assistantResponse } from "@/shared/assistant/schema";
import type { Destination } from "@/shared/catalogue/types";
import { formatRupees } from "@/shared/money";
import { generateCatalogue } from "./generate-catalogue";
import { extractHints } from "./hints";
import { FAR_OVER_BUDGET, recommend } from "./recommender";
import { parseSeason } from "./season";

const catalogue: Destination[] = seedDestinations.map((d) => ({
  ...destinationRow(d),
  photo: null,
}));

const ask = (prompt: string, list: Destination[] = catalogue, limit?: number) =>
  recommend(list, extractHints(prompt, list), { limit });

const byName = (name: string) => catalogue.find((d) => d.name === name)!;
const inSeason = (d: Destination, month: number) =>
  ((parseSeason(d.bestSeason) ?? 0) & (1 << (month - 1))) !== 0;

describe("recommend on the seed catalogue", () => {
  it("answers the spec's example with beach places in season, Goa among them", () => {
    const result = ask("A 5 day beach trip in December under ₹30,000 for two");
    expect(assistantResponse.safeParse(result).success).toBe(true);
    const names = result.destinations.map((d) => d.name);
    expect(names).toHaveLength(3);
    expect(names).toContain("Goa");
    for (const card of result.destinations) {
      const d = byName(card.name);
      expect(card.sr_no).toBe(d.srNo);
      expect(d.interests).toContain("beach");
      expect(inSeason(d, 12), d.name).toBe(true);
      expect(d.avgPrice).toBeLessThanOrEqual(15000 * FAR_OVER_BUDGET);
    }
    expect(result.summary).toContain("December");
    expect(result.summary).toContain("₹30,000");
    expect(result.summary).toContain("₹15,000 per person");
  });

  it("puts Goa first when the budget covers it", () => {
    const result = ask("A 5 day beach trip in December under ₹50,000 for two");
    expect(result.destinations[0].name).toBe("Goa");
    expect(result.destinations.every((d) => byName(d.name).avgPrice <= 25000)).toBe(true);
  });

  it("puts a named place first when it fits", () => {
    expect(ask("Three days in Gwalior in January")).toMatchObject({
      destinations: [{ name: "Gwalior", sr_no: 43 }, {}, {}],
    });
    expect(ask("beaches in december, maybe Diu?").destinations[0].name).toBe("Diu");
    const kerala = ask("Kerala in October, 40k per person").destinations;
    expect(kerala.length).toBeGreaterThan(0);
    for (const card of kerala) expect(byName(card.name).state).toBe("Kerala");
  });

  it("offers similar places when a named place is far over the budget", () => {
    const result = ask("Ladakh trip under ₹20,000");
    expect(result.destinations.map((d) => d.name)).not.toContain("Ladakh");
    expect(result.summary).toContain(`Ladakh usually costs about ${formatRupees(52000)}`);
    expect(result.destinations[0].recommendation).toMatch(/^Like Ladakh/);
  });

  it("keeps to the region asked for", () => {
    const result = ask("heritage trip in central india");
    expect(result.destinations).toHaveLength(3);
    for (const card of result.destinations) expect(byName(card.name).region).toBe("Central India");
  });

  it("avoids parks whose season excludes July for wildlife in July", () => {
    const result = ask("Wildlife safari in July, budget 40k per person");
    for (const card of result.destinations) expect(inSeason(byName(card.name), 7)).toBe(true);
    expect(result.destinations).toEqual([]);
    expect(result.summary).toMatch(/monsoon/);
    expect(result.summary).toMatch(/Try travelling from \w+ to \w+/);
  });

  it("recommends a wildlife place that is open in July when the catalogue has one", () => {
    const periyar: Destination = {
      ...byName("Munnar"),
      srNo: 99,
      slug: "periyar",
      name: "Periyar",
      bestSeason: "Year-round",
      interests: ["wildlife", "nature"],
      avgPrice: 21000,
    };
    const result = ask("Wildlife safari in July, budget 40k per person", [...catalogue, periyar]);
    expect(result.destinations.map((d) => d.name)).toEqual(["Periyar"]);
    expect(result.destinations[0].sr_no).toBe(99);
  });

  it("explains a no-match with the catalogue's own prices", () => {
    const result = ask("beach holiday in December under ₹5,000 per person");
    expect(result.destinations).toEqual([]);
    const cheapestBeach = catalogue
      .filter((d) => d.interests.includes("beach") && inSeason(d, 12))
      .sort((a, b) => a.avgPrice - b.avgPrice)[0];
    expect(result.summary).toMatch(/^Sorry/);
    expect(result.summary).toContain(cheapestBeach.name);
    expect(result.summary).toContain(formatRupees(cheapestBeach.avgPrice));
  });

  it("explains a no-match across region and season", () => {
    const result = ask("beach trip in south india in july");
    expect(result.destinations).toEqual([]);
    expect(result.summary).toMatch(/not at their best in July/);
    expect(result.summary).toMatch(/Try travelling from November to March/);
  });

  it("derives the budget advice from the catalogue, so other prices give other advice", () => {
    const prompt = "A beach trip in December, budget ₹10,000 per person";
    const before = ask(prompt).summary;
    expect(before).toContain(`at least ${formatRupees(12000)} per person`);

    const dearer = catalogue.map((d) => ({ ...d, avgPrice: d.avgPrice * 2 }));
    const after = ask(prompt, dearer).summary;
    expect(after).toContain(`at least ${formatRupees(24000)} per person`);
    expect(after).not.toContain(formatRupees(12000));
  });

  it("states the price range when no budget is given", () => {
    const prices = catalogue.map((d) => d.avgPrice);
    const summary = ask("Where should I go?").summary;
    expect(summary).toContain(formatRupees(Math.min(...prices)));
    expect(summary).toContain(formatRupees(Math.max(...prices)));
  });

  it("suggests premium stays or more days when the budget is far above", () => {
    const result = ask("beach trip in December, 5 lakh per person");
    expect(result.destinations).toHaveLength(3);
    expect(result.summary).toMatch(/premium stays, add more days/);
    expect(result.summary).toContain(`Lakshadweep, about ${formatRupees(62000)}`);
  });

  it("asks for a higher budget with the typical price when the budget is low", () => {
    const summary = ask("A 5 day beach trip in December under ₹30,000 for two").summary;
    expect(summary).toMatch(/Raising your budget to about ₹\d/);
  });

  it("answers in Hindi for a Devanagari prompt, keeping the names", () => {
    const result = ask("दिसंबर में 5 दिन की समुद्र तट यात्रा, बजट 50 हज़ार, हम दो लोग");
    expect(result.summary).toMatch(/^नमस्ते!/);
    expect(result.destinations[0].name).toBe("Goa");
    for (const card of result.destinations) {
      expect(card.recommendation).toMatch(/[\u0900-\u097F]/);
      expect(card.recommendation).toMatch(/।$/);
    }
  });

  it("answers a Hindi no-match in Hindi", () => {
    const result = ask("जुलाई में जंगल सफारी");
    expect(result.destinations).toEqual([]);
    expect(result.summary).toMatch(/^माफ़ कीजिए/);
    expect(result.summary).toContain("मानसून");
  });

  it("gives the best-loved places when the prompt says nothing usable", () => {
    const result = ask("hello there");
    expect(result.destinations.map((d) => d.name)).toEqual(["Ladakh", "Agra", "Kashmir"]);
    expect(result.summary).toMatch(/not mentioned a budget/);
  });

  it("builds cards from the catalogue's own text", () => {
    const [card] = ask("Agra in November").destinations;
    const agra = byName("Agra");
    expect(agra.description.startsWith(card.description)).toBe(true);
    expect(card.highlights.length).toBeGreaterThanOrEqual(2);
    expect(card.highlights.length).toBeLessThanOrEqual(4);
    expect(card.highlights[0]).toBe("Best time: October to March");
    expect(card.recommendation).toMatch(/^You asked for Agra by name.*November.*\.$/);
  });

  it("returns as many as the limit asks for", () => {
    expect(ask("history", catalogue, 5).destinations).toHaveLength(5);
  });

  it("copes with an empty catalogue", () => {
    const result = recommend([], extractHints("Goa in December"));
    expect(result.destinations).toEqual([]);
    expect(result.summary).not.toBe("");
  });
});

describe("generateCatalogue", () => {
  it("is deterministic and makes plausible destinations", () => {
    const a = generateCatalogue(200, 7);
    expect(generateCatalogue(200, 7)).toEqual(a);
    expect(generateCatalogue(200, 8)).not.toEqual(a);
    expect(new Set(a.map((d) => d.name)).size).toBe(200);
    for (const d of a) {
      expect(Number.isInteger(d.avgPrice)).toBe(true);
      expect(d.rating).toBeGreaterThanOrEqual(3.5);
      expect(d.rating).toBeLessThanOrEqual(5);
      expect(parseSeason(d.bestSeason)).not.toBeNull();
      expect(d.interests.length).toBeGreaterThanOrEqual(2);
    }
  });

  // Its speed (p50 under 50 ms) is measured by `npm run bench`, not asserted here.
  it("recommends from 10,000 destinations", () => {
    const big = generateCatalogue(10_000, 42);
    const prompts = [
      "A 5 day beach trip in December under ₹30,000 for two",
      "wildlife in July, 40k per person",
      "temples in Kerala for a week",
      "hello",
    ].map((p) => extractHints(p, big));
    for (const hints of prompts) {
      const result = recommend(big, hints);
      expect(assistantResponse.safeParse(result).success).toBe(true);
    }
  });
});
