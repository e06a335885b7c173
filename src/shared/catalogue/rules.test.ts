import { describe, expect, it } from "vitest";
import {
  ALL_INTERESTS,
  ALL_REGIONS,
  capitalise,
  DEFAULT_DESTINATION_FILTERS,
  DESTINATION_SORTS,
  filterDestinations,
  INTEREST_OPTIONS,
  isDestinationSort,
  isInterestFilter,
  isRegionFilter,
  matchesInterest,
  matchesPrice,
  matchesRegion,
  matchesSearch,
  packageIdFor,
  parsePackageId,
  REGION_OPTIONS,
  sortDestinations,
  visibleDestinationCount,
} from "./rules";
import type { Destination } from "./types";

function destination(overrides: Partial<Destination>): Destination {
  return {
    srNo: 1,
    slug: "place",
    name: "Place",
    state: "State",
    region: "North India",
    latitude: null,
    longitude: null,
    description: "A place. It is nice.",
    bestSeason: "October to March",
    interests: ["historical"],
    avgPrice: 10000,
    rating: 4,
    difficulty: "Easy",
    featured: false,
    image: "/images/destinations/place.svg",
    imageAlt: "A place",
    photo: null,
    ...overrides,
  };
}

const agra = destination({
  srNo: 1,
  name: "Agra",
  description: "Home of the Taj Mahal. Mughal history everywhere.",
  region: "North India",
  interests: ["historical", "cultural"],
  avgPrice: 12000,
  rating: 4.7,
  featured: true,
});
const goa = destination({
  srNo: 3,
  name: "Goa",
  description: "Beaches and nightlife. Portuguese churches.",
  region: "West India",
  interests: ["beach", "nightlife", "food"],
  avgPrice: 18000,
  rating: 4.5,
  featured: true,
});
const ladakh = destination({
  srNo: 4,
  name: "Ladakh",
  description: "High passes and monasteries.",
  region: "North India",
  interests: ["adventure", "spiritual"],
  avgPrice: 35000,
  rating: 4.8,
  featured: false,
});
const hampi = destination({
  srNo: 13,
  name: "hampi",
  description: "Boulders and the ruins of Vijayanagara.",
  region: "South India",
  interests: ["historical"],
  avgPrice: 8000,
  rating: 4.6,
  featured: false,
});
const all = [agra, goa, ladakh, hampi];

describe("matchesSearch", () => {
  it("matches the name ignoring case", () => {
    expect(matchesSearch(agra, "aGRa")).toBe(true);
  });
  it("matches the description ignoring case", () => {
    expect(matchesSearch(agra, "taj mahal")).toBe(true);
  });
  it("matches part of a word", () => {
    expect(matchesSearch(goa, "portug")).toBe(true);
  });
  it("rejects text found in neither", () => {
    expect(matchesSearch(agra, "beach")).toBe(false);
  });
  it("does not search other fields such as region or interests", () => {
    expect(matchesSearch(agra, "North India")).toBe(false);
    expect(matchesSearch(agra, "cultural")).toBe(false);
  });
  it("treats an empty or blank query as matching everything", () => {
    expect(matchesSearch(agra, "")).toBe(true);
    expect(matchesSearch(agra, "   ")).toBe(true);
  });
  it("ignores surrounding spaces", () => {
    expect(matchesSearch(goa, "  goa ")).toBe(true);
  });
});

describe("matchesRegion", () => {
  it("lets everything through for All Regions", () => {
    expect(matchesRegion(hampi, ALL_REGIONS)).toBe(true);
  });
  it("matches the region exactly", () => {
    expect(matchesRegion(agra, "North India")).toBe(true);
    expect(matchesRegion(goa, "North India")).toBe(false);
  });
  it("is not a partial or case-insensitive match", () => {
    expect(matchesRegion(agra, "North")).toBe(false);
    expect(matchesRegion(agra, "north india")).toBe(false);
  });
});

describe("matchesInterest", () => {
  it("lets everything through for All Interests", () => {
    expect(matchesInterest(ladakh, ALL_INTERESTS)).toBe(true);
  });
  it("matches when the interests list contains the choice", () => {
    expect(matchesInterest(goa, "nightlife")).toBe(true);
    expect(matchesInterest(goa, "wildlife")).toBe(false);
  });
  it("needs the whole interest, not a part of one", () => {
    expect(matchesInterest(goa, "night")).toBe(false);
  });
  it("rejects a destination with no interests", () => {
    expect(matchesInterest(destination({ interests: [] }), "food")).toBe(false);
  });
});

describe("matchesPrice", () => {
  it("includes both ends of the range", () => {
    expect(matchesPrice(agra, 12000, 20000)).toBe(true);
    expect(matchesPrice(agra, 0, 12000)).toBe(true);
    expect(matchesPrice(agra, 12000, 12000)).toBe(true);
  });
  it("excludes prices outside the range", () => {
    expect(matchesPrice(agra, 13000, 20000)).toBe(false);
    expect(matchesPrice(agra, 0, 11000)).toBe(false);
  });
  it("matches nothing when min is above max", () => {
    expect(matchesPrice(agra, 20000, 10000)).toBe(false);
  });
});

describe("sortDestinations", () => {
  const names = (list: Destination[]) => list.map((d) => d.name);

  it("sorts by popularity: featured first, then rating descending", () => {
    expect(names(sortDestinations(all, "popularity"))).toEqual(["Agra", "Goa", "Ladakh", "hampi"]);
  });
  it("puts a featured destination ahead of a better-rated unfeatured one", () => {
    const sorted = sortDestinations([ladakh, goa], "popularity");
    expect(names(sorted)).toEqual(["Goa", "Ladakh"]);
  });
  it("sorts alphabetically ignoring case", () => {
    expect(names(sortDestinations(all, "alphabetical"))).toEqual([
      "Agra",
      "Goa",
      "hampi",
      "Ladakh",
    ]);
  });
  it("sorts by price low to high and high to low", () => {
    expect(names(sortDestinations(all, "price-asc"))).toEqual(["hampi", "Agra", "Goa", "Ladakh"]);
    expect(names(sortDestinations(all, "price-desc"))).toEqual(["Ladakh", "Goa", "Agra", "hampi"]);
  });
  it("sorts by rating descending", () => {
    expect(names(sortDestinations(all, "rating"))).toEqual(["Ladakh", "Agra", "hampi", "Goa"]);
  });
  it("keeps the original order for ties", () => {
    const a = destination({ srNo: 10, name: "A", rating: 4 });
    const b = destination({ srNo: 11, name: "B", rating: 4 });
    expect(names(sortDestinations([b, a], "rating"))).toEqual(["B", "A"]);
  });
  it("does not change the list it is given", () => {
    const input = [hampi, agra];
    sortDestinations(input, "alphabetical");
    expect(names(input)).toEqual(["hampi", "Agra"]);
  });
  it("offers the five sorts in the spec's order and labels", () => {
    expect(DESTINATION_SORTS.map((s) => s.label)).toEqual([
      "Popularity",
      "Alphabetical",
      "Price: Low to High",
      "Price: High to Low",
      "Rating",
    ]);
    expect(DEFAULT_DESTINATION_FILTERS.sort).toBe("popularity");
  });
});

describe("filterDestinations", () => {
  it("returns everything sorted by popularity with the default filters", () => {
    expect(filterDestinations(all, DEFAULT_DESTINATION_FILTERS).map((d) => d.name)).toEqual([
      "Agra",
      "Goa",
      "Ladakh",
      "hampi",
    ]);
  });
  it("combines search, region, interest and price", () => {
    const result = filterDestinations(all, {
      ...DEFAULT_DESTINATION_FILTERS,
      region: "North India",
      interest: "historical",
      minPrice: 10000,
      maxPrice: 20000,
    });
    expect(result.map((d) => d.name)).toEqual(["Agra"]);
  });
  it("returns an empty list when nothing matches", () => {
    expect(
      filterDestinations(all, { ...DEFAULT_DESTINATION_FILTERS, search: "antarctica" }),
    ).toEqual([]);
  });
  it("handles an empty catalogue", () => {
    expect(filterDestinations([], DEFAULT_DESTINATION_FILTERS)).toEqual([]);
  });
  it("applies the chosen sort after filtering", () => {
    const result = filterDestinations(all, {
      ...DEFAULT_DESTINATION_FILTERS,
      interest: "historical",
      sort: "price-asc",
    });
    expect(result.map((d) => d.name)).toEqual(["hampi", "Agra"]);
  });
});

describe("visibleDestinationCount", () => {
  it("shows 6 first", () => {
    expect(visibleDestinationCount(0, 45)).toBe(6);
  });
  it("adds 6 for every Load More press", () => {
    expect(visibleDestinationCount(1, 45)).toBe(12);
    expect(visibleDestinationCount(2, 45)).toBe(18);
  });
  it("never shows more than there are", () => {
    expect(visibleDestinationCount(0, 4)).toBe(4);
    expect(visibleDestinationCount(7, 45)).toBe(45);
    expect(visibleDestinationCount(0, 0)).toBe(0);
  });
  it("treats a negative or fractional press count sensibly", () => {
    expect(visibleDestinationCount(-3, 45)).toBe(6);
    expect(visibleDestinationCount(1.7, 45)).toBe(12);
  });
});

describe("options and guards", () => {
  it("lists the regions with All Regions first", () => {
    expect(REGION_OPTIONS).toEqual([
      "All Regions",
      "North India",
      "West India",
      "South India",
      "Islands",
      "Central India",
    ]);
  });
  it("lists the nine interests with All Interests first", () => {
    expect(INTEREST_OPTIONS).toEqual([
      "All Interests",
      "historical",
      "cultural",
      "adventure",
      "beach",
      "nightlife",
      "nature",
      "spiritual",
      "food",
      "wildlife",
    ]);
  });
  it("recognises valid filter values and rejects others", () => {
    expect(isRegionFilter("Islands")).toBe(true);
    expect(isRegionFilter("East India")).toBe(false);
    expect(isInterestFilter("food")).toBe(true);
    expect(isInterestFilter("Food")).toBe(false);
    expect(isDestinationSort("rating")).toBe(true);
    expect(isDestinationSort("cheapest")).toBe(false);
  });
  it("capitalises interests for display", () => {
    expect(capitalise("historical")).toBe("Historical");
    expect(capitalise("")).toBe("");
  });
});

describe("package ids", () => {
  it.each([
    ["dest_1", 1],
    ["dest_45", 45],
    ["dest_123456789", 123456789],
  ])("reads %s as sr_no %i", (id, srNo) => expect(parsePackageId(id)).toBe(srNo));

  it.each([
    undefined,
    null,
    "",
    "dest_",
    "dest_0",
    "dest_01",
    "dest_-1",
    "dest_1.5",
    "DEST_1",
    "pkg_1",
    "1",
    "dest_1x",
    " dest_1",
    "dest_1234567890",
  ])("refuses %s", (id) => expect(parsePackageId(id)).toBeNull());

  it("round-trips", () => expect(parsePackageId(packageIdFor(7))).toBe(7));
});
