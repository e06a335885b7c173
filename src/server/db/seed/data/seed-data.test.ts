import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedDestinations, seedGuides } from "./index";

const readJson = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const DEVANAGARI = /[\u0900-\u097F]/;
/** Every string in a value, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

describe("seed data layout", () => {
  it("lists destinations in sr_no order, Agra, Delhi, Goa and Ladakh first", () => {
    expect(seedDestinations.map((d) => d.srNo)).toEqual(seedDestinations.map((_, i) => i + 1));
    expect(seedDestinations.slice(0, 4).map((d) => d.name)).toEqual([
      "Agra",
      "Delhi",
      "Goa",
      "Ladakh",
    ]);
  });

  it("keeps each destination in a file named by its slug", () => {
    const files = readdirSync(new URL("./destinations", import.meta.url)).map((f) =>
      f.replace(/\.json$/, ""),
    );
    expect(files.sort()).toEqual(seedDestinations.map((d) => d.slug).sort());
  });

  // The image painter falls back to roster.md, so it must not drift from the seed.
  it("matches roster.md row for row", () => {
    const rows = readFileSync(new URL("./roster.md", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.split("|").map((cell) => cell.trim()))
      .filter((cells) => /^\d+$/.test(cells[0]));
    expect(rows).toEqual(
      seedDestinations.map((d) => [String(d.srNo), d.slug, d.name, d.state, d.region, d.scene]),
    );
  });

  // Issue 15: the catalogue's Hindi, written for Hindi readers, lines up with the English item by item.
  it("has a Hindi version of every destination and its package, item for item", () => {
    const lists = [
      "highlights",
      "itinerary",
      "accommodation",
      "costItems",
      "inclusions",
      "exclusions",
      "gallery",
    ] as const;
    for (const d of seedDestinations) {
      const hi = readJson(`./hi/destinations/${d.slug}.json`) as {
        name: string;
        description: string;
        package: Record<(typeof lists)[number], unknown[]> & { name: string };
      };
      expect(hi.name, d.slug).toMatch(DEVANAGARI);
      expect(hi.package.name, d.slug).toMatch(DEVANAGARI);
      for (const list of lists)
        expect(hi.package[list].length, `${d.slug} ${list}`).toBe(d.package[list].length);
      // Nothing left in English beyond names of grades and brands: at most a few Latin words.
      const latin =
        textsOf(hi)
          .join(" ")
          .match(/[A-Za-z]{4,}/g) ?? [];
      expect(latin.length, `${d.slug}: ${latin.join(" ")}`).toBeLessThanOrEqual(6);
    }
  });

  it("has a Hindi bio of every guide", () => {
    const hi = readJson("./hi/guides.json") as { sno: number; description: string }[];
    expect(hi.map((g) => g.sno)).toEqual(seedGuides.map((g) => g.sno));
    for (const g of hi) expect(g.description).toMatch(DEVANAGARI);
  });
});
