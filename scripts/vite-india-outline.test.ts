import { describe, expect, it } from "vitest";
import { indiaOutline as outline } from "../src/web/features/catalogue/map/india-outline";
import { indiaOutlineSvg } from "./vite-india-outline";

describe("the map's outline of India as a file", () => {
  const svg = indiaOutlineSvg();

  it("keeps every state's and union territory's path exactly as MapSVG drew it", () => {
    expect(outline.locations.length).toBeGreaterThanOrEqual(36);
    for (const { id, path } of outline.locations) {
      expect(svg).toContain(`<path id="${id}" d="${path}"/>`);
    }
    expect(svg.match(/<path /g)).toHaveLength(outline.locations.length);
  });

  it("is a standalone SVG on the map's own grid, in the map's colours", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 612 696">')).toBe(
      true,
    );
    expect(svg).toContain('<g fill="#f5f5f4" stroke="#a8a29e" stroke-width="0.6">');
    expect(svg.endsWith("</g></svg>")).toBe(true);
  });
});
