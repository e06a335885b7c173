import { describe, expect, it } from "vitest";
import { indiaOutline as outline } from "../src/web/features/catalogue/map/india-outline";
import { roundedPath, subpathsOf } from "./outline-paths";
import { indiaOutlineSvg, OUTLINE_DECIMALS } from "./vite-india-outline";

/** A path's corners, each on the grid, with the corners that rounding merged taken out. */
function cornersOnTheGrid(d: string): string[][] {
  const scale = 10 ** OUTLINE_DECIMALS;
  // The drawn path's corners are sums of its steps: ± a rounding error, then onto the grid again.
  const onGrid = (v: number) => (Math.round(Number((v * scale).toFixed(6))) / scale).toString();
  return subpathsOf(d)
    .map(({ points }) =>
      points
        .map(([x, y]) => `${onGrid(x)},${onGrid(y)}`)
        .filter((corner, i, all) => i === 0 || corner !== all[i - 1]),
    )
    .filter((corners) => corners.length >= 3);
}

describe("the map's outline of India as a file", () => {
  const svg = indiaOutlineSvg();

  it("draws every state and union territory with MapSVG's corners on a tenth of a unit, without drift", () => {
    expect(outline.locations.length).toBeGreaterThanOrEqual(36);
    for (const { id, path } of outline.locations) {
      const drawn = svg.match(new RegExp(`<path id="${id}" d="([^"]+)"/>`))?.[1];
      expect(drawn, id).toBeDefined();
      // Every corner where MapSVG put it, to the grid: rounding the relative steps instead drifts
      // by up to a unit along a long border.
      expect(cornersOnTheGrid(drawn as string), id).toEqual(cornersOnTheGrid(path));
    }
    expect(svg.match(/<path /g)).toHaveLength(outline.locations.length);
    expect(svg.length).toBeLessThan(90_000);
  });

  it("reads m, l, L and z, relative and absolute, as SVG does", () => {
    expect(subpathsOf("m 1,1 2,0 0,2 z m 1,1 l 1,0 L 5,5 z M 10 10 1e1 20")).toEqual([
      {
        points: [
          [1, 1],
          [3, 1],
          [3, 3],
        ],
        closed: true,
      },
      {
        points: [
          [2, 2],
          [3, 2],
          [5, 5],
        ],
        closed: true,
      },
      {
        points: [
          [10, 10],
          [10, 20],
        ],
        closed: false,
      },
    ]);
    expect(roundedPath("m 0.01,0.01 0.02,0 1.27,0 0,1.3 z m 5,5 0.01,0 z", 1)).toBe(
      "m0 0 1.3 0 0 1.3z",
    );
  });

  it("is a standalone SVG on the map's own grid, in the map's colours", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 612 696">')).toBe(
      true,
    );
    expect(svg).toContain('<g fill="#f5f5f4" stroke="#a8a29e" stroke-width="0.6">');
    expect(svg.endsWith("</g></svg>")).toBe(true);
  });
});
