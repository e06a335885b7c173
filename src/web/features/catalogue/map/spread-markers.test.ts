import { describe, expect, it } from "vitest";
import { spreadMarkers } from "./spread-markers";

const BOUNDS = { width: 612, height: 696 };
const closest = (points: { x: number; y: number }[]) => {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      min = Math.min(min, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
  return min;
};

describe("spreadMarkers", () => {
  it("leaves markers that are far enough apart where they are", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
      { x: 150, y: 300 },
    ];
    expect(spreadMarkers(points, 40, BOUNDS)).toEqual(points);
  });

  it("parts crowded markers, the same spot included, to the minimum distance and no further than needed", () => {
    // Himachal on a phone: three places a few units apart, and two at one spot.
    const points = [
      { x: 170, y: 123 },
      { x: 188, y: 122 },
      { x: 188, y: 150 },
      { x: 400, y: 400 },
      { x: 400, y: 400 },
    ];
    const spread = spreadMarkers(points, 45, BOUNDS);
    expect(closest(spread)).toBeGreaterThanOrEqual(45);
    for (const [i, p] of spread.entries()) {
      expect(Math.hypot(p.x - points[i].x, p.y - points[i].y)).toBeLessThan(45);
    }
  });

  it("keeps markers inside the map", () => {
    const spread = spreadMarkers(
      [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 0, y: 1 },
      ],
      30,
      BOUNDS,
    );
    for (const p of spread) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeGreaterThanOrEqual(0);
    }
    // Pressed against the map's edge they settle within a hair of the minimum.
    expect(closest(spread)).toBeGreaterThan(29.9);
  });

  it("returns the same spread on every call (a render never jumps)", () => {
    const points = [
      { x: 50, y: 50 },
      { x: 50, y: 50 },
      { x: 52, y: 49 },
    ];
    expect(spreadMarkers(points, 30, BOUNDS)).toEqual(spreadMarkers(points, 30, BOUNDS));
  });
});
