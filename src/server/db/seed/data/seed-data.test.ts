import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedDestinations } from "./index";

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
});
