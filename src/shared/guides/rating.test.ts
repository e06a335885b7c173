import { describe, expect, it } from "vitest";
import { averageRating, starParts } from "./rating";

describe("ratings", () => {
  it("averages review ratings and gives 0 without reviews", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4.5, 4])).toBeCloseTo(4.5);
  });

  it.each([
    [0, { full: 0, half: 0, empty: 5 }],
    [3, { full: 3, half: 0, empty: 2 }],
    [3.49, { full: 3, half: 0, empty: 2 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [4.9, { full: 4, half: 1, empty: 0 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [7, { full: 5, half: 0, empty: 0 }],
  ])("draws %f as whole stars, a half at .5 or more, the rest empty", (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });
});
