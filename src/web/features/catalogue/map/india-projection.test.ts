import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indiaOutline as india } from "./india-outline";
import { projectToMap } from "./india-projection";

type Point = [number, number];

/** The seeded destinations, read as files (the web app's code never imports the server's). */
const seedDir = new URL("../../../../server/db/seed/data/destinations/", import.meta.url);
const seedDestinations = readdirSync(seedDir).map(
  (file) =>
    JSON.parse(readFileSync(new URL(file, seedDir), "utf8")) as {
      slug: string;
      name: string;
      state: string;
      latitude: number;
      longitude: number;
    },
);

/** A path of the outline as closed rings; its commands are only m, l and z (absolute or not). */
function rings(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: Point[][] = [];
  let ring: Point[] | null = null;
  let command = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i];
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      i++;
      if (command === "z" || command === "Z") {
        if (ring) out.push(ring);
        ring = null;
        [x, y] = [startX, startY];
      } else if (!"mMlL".includes(command)) throw new Error(`Unexpected path command ${command}`);
      continue;
    }
    const [a, b] = [Number(tokens[i]), Number(tokens[i + 1])];
    i += 2;
    if (command === "m" || command === "M") {
      if (ring) out.push(ring);
      [x, y] = command === "m" ? [x + a, y + b] : [a, b];
      [startX, startY] = [x, y];
      ring = [[x, y]];
      command = command === "m" ? "l" : "L"; // further pairs after a move are lines
    } else {
      [x, y] = command === "l" ? [x + a, y + b] : [a, b];
      ring?.push([x, y]);
    }
  }
  if (ring) out.push(ring);
  return out;
}

/** Even-odd ray casting over every ring, as the browser fills these paths. */
function inside(paths: Point[][], [px, py]: Point): boolean {
  let result = false;
  for (const ring of paths)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) result = !result;
    }
  return result;
}

/** How far a point lies from a ring's nearest edge, in viewBox units. */
function distanceTo(paths: Point[][], [px, py]: Point): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of paths)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j];
      const [bx, by] = ring[i];
      const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const t =
        length2 === 0
          ? 0
          : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2));
      best = Math.min(best, Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))));
    }
  return best;
}

const stateRings = new Map(india.locations.map((l) => [l.name, rings(l.path)]));

/** The name of the one state or UT whose path holds the place, or the names of all that do. */
function statesAt(latitude: number, longitude: number): string[] {
  const { x, y } = projectToMap(latitude, longitude);
  return [...stateRings].filter(([, paths]) => inside(paths, [x, y])).map(([name]) => name);
}

describe("projectToMap", () => {
  it("puts places in small states and union territories inside their own outline", () => {
    const places: [string, number, number, string][] = [
      ["Delhi", 28.61, 77.21, "Delhi"],
      ["Chandigarh", 30.73, 76.78, "Chandigarh"],
      ["Panaji", 15.49, 73.83, "Goa"],
      ["Puducherry", 11.93, 79.83, "Puducherry"],
      ["Gangtok", 27.33, 88.61, "Sikkim"],
      ["Agartala", 23.83, 91.28, "Tripura"],
      ["Silvassa", 20.27, 73.01, "Dadra and Nagar Haveli"],
      ["Kavaratti", 10.57, 72.64, "Lakshadweep"],
      ["Port Blair", 11.62, 92.73, "Andaman and Nicobar Islands"],
      ["Thiruvananthapuram", 8.52, 76.94, "Kerala"],
      ["Imphal", 24.82, 93.94, "Manipur"],
      ["Kohima", 25.67, 94.11, "Nagaland"],
    ];
    for (const [place, latitude, longitude, state] of places)
      expect(statesAt(latitude, longitude), place).toEqual([state]);
  });

  it("puts every seeded destination inside its state, where the outline names that state", () => {
    // The outline predates 2019: Ladakh is drawn within Jammu and Kashmir.
    const drawnAs: Record<string, string> = { Ladakh: "Jammu and Kashmir" };
    const checked = seedDestinations.filter((d) => stateRings.has(drawnAs[d.state] ?? d.state));
    expect(checked.length).toBeGreaterThan(40);
    // Neil Island is drawn a pixel wide; its point may fall on its shore rather than in it.
    const tinyIslands = new Set(["neil-island"]);
    for (const d of checked) {
      const state = drawnAs[d.state] ?? d.state;
      const { latitude, longitude } = d;
      if (tinyIslands.has(d.slug)) {
        const { x, y } = projectToMap(latitude, longitude);
        expect(distanceTo(stateRings.get(state) ?? [], [x, y]), d.name).toBeLessThan(1);
      } else expect(statesAt(latitude, longitude), d.name).toEqual([state]);
    }
  });

  it("shows India's official boundary: all of Jammu and Kashmir and Arunachal Pradesh", () => {
    const places: [string, number, number, string][] = [
      ["Gilgit", 35.92, 74.31, "Jammu and Kashmir"],
      ["Muzaffarabad", 34.37, 73.47, "Jammu and Kashmir"],
      ["Aksai Chin", 35.2, 79.5, "Jammu and Kashmir"],
      ["Shaksgam Valley", 36.0, 76.5, "Jammu and Kashmir"],
      ["Tawang", 27.59, 91.86, "Arunachal Pradesh"],
    ];
    for (const [place, latitude, longitude, state] of places)
      expect(statesAt(latitude, longitude), place).toEqual([state]);
  });

  it("is Mercator: a degree north is longer in the north than in the south", () => {
    const south = projectToMap(8, 77).y - projectToMap(9, 77).y;
    const north = projectToMap(34, 77).y - projectToMap(35, 77).y;
    expect(north / south).toBeCloseTo(
      Math.cos((8.5 * Math.PI) / 180) / Math.cos((34.5 * Math.PI) / 180),
      2,
    );
  });
});
