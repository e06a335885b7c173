import { describe, expect, it } from "vitest";
import { GUIDE_SPECIALIZATIONS } from "./profile-schema";
import {
  averageRating,
  DEFAULT_GUIDE_FILTERS,
  filterGuides,
  formatCertifications,
  formatLanguages,
  formatRegions,
  GUIDE_SORTS,
  GUIDE_SPECIALIZATION_FILTERS,
  guideLanguages,
  guideMatchesSearch,
  guideMatchesSpecialization,
  responseTimeText,
  sortGuides,
  starParts,
  truncateDescription,
} from "./rules";
import type { Guide } from "./types";

function guide(overrides: Partial<Guide>): Guide {
  return {
    sno: 1,
    name: "Guide",
    image: null,
    imageAlt: "",
    photo: null,
    licensed: false,
    medianResponseMinutes: null,
    specialization: "Adventure & Trekking",
    experience: 5,
    languages: ["English"],
    regions: ["Ladakh"],
    maxGroupSize: 10,
    certifications: [],
    verified: true,
    featured: false,
    description: "Knows the mountains.",
    isAvailable: true,
    rating: 4,
    reviewCount: 0,
    reviews: [],
    ...overrides,
  };
}

const rahul = guide({
  sno: 1,
  name: "Rahul Verma",
  specialization: "Adventure & Trekking",
  experience: 8,
  rating: 4.6,
  description: "Leads treks over the high passes of Ladakh.",
  regions: ["Ladakh", "Himachal Pradesh"],
});
const priya = guide({
  sno: 2,
  name: "Priya Sharma",
  specialization: "Cultural & Historical",
  experience: 12,
  rating: 4.9,
  description: "Tells the stories behind the forts of Rajasthan.",
  regions: ["Jaipur", "Udaipur"],
});
const arjun = guide({
  sno: 3,
  name: "arjun Nair",
  specialization: "Food & Culinary",
  experience: 4,
  rating: 4.2,
  description: "Street food walks through Kochi.",
  regions: ["Kochi", "Kerala"],
  isAvailable: false,
});
const meera = guide({
  sno: 4,
  name: "Meera Iyer",
  specialization: "Cultural & Heritage",
  experience: 10,
  rating: 4.6,
  description: "Temple towns of Tamil Nadu.",
  regions: [],
});
const all = [rahul, priya, arjun, meera];
const names = (list: Guide[]) => list.map((g) => g.name);

describe("guideMatchesSearch", () => {
  it("matches name, specialization or description ignoring case", () => {
    expect(guideMatchesSearch(priya, "PRIYA")).toBe(true);
    expect(guideMatchesSearch(priya, "cultural")).toBe(true);
    expect(guideMatchesSearch(priya, "forts of raj")).toBe(true);
  });
  it("does not search languages or regions", () => {
    expect(guideMatchesSearch(priya, "English")).toBe(false);
    expect(guideMatchesSearch(priya, "Udaipur")).toBe(false);
  });
  it("matches everything for a blank query", () => {
    expect(guideMatchesSearch(priya, "")).toBe(true);
    expect(guideMatchesSearch(priya, "  ")).toBe(true);
  });
});

describe("guideMatchesSpecialization", () => {
  it("lets everything through for All Specializations", () => {
    expect(guideMatchesSpecialization(meera, "all")).toBe(true);
  });
  it("matches the full specialization exactly", () => {
    expect(guideMatchesSpecialization(rahul, "Adventure & Trekking")).toBe(true);
    expect(guideMatchesSpecialization(rahul, "Food & Culinary")).toBe(false);
  });
  it("finds a Cultural & Heritage guide under Cultural (decision 0023)", () => {
    expect(guideMatchesSpecialization(meera, "Cultural & Historical")).toBe(true);
  });
  it("offers the spec's options with their specializations", () => {
    expect(GUIDE_SPECIALIZATION_FILTERS.map((o) => [o.label, o.value])).toEqual([
      ["All Specializations", "all"],
      ["Adventure", "Adventure & Trekking"],
      ["Cultural", "Cultural & Historical"],
      ["Culinary", "Food & Culinary"],
      ["Nature", "Wildlife & Nature"],
      ["Desert", "Desert Safaris"],
      ["Historical", "Historical Tours"],
      ["Winter", "Winter Sports"],
    ]);
  });
});

describe("sortGuides", () => {
  it("sorts by rating descending, keeping ties in order", () => {
    expect(names(sortGuides(all, "rating"))).toEqual([
      "Priya Sharma",
      "Rahul Verma",
      "Meera Iyer",
      "arjun Nair",
    ]);
  });
  it("sorts by experience descending", () => {
    expect(names(sortGuides(all, "experience"))).toEqual([
      "Priya Sharma",
      "Meera Iyer",
      "Rahul Verma",
      "arjun Nair",
    ]);
  });
  it("sorts by name A-Z ignoring case", () => {
    expect(names(sortGuides(all, "name"))).toEqual([
      "arjun Nair",
      "Meera Iyer",
      "Priya Sharma",
      "Rahul Verma",
    ]);
  });
  it("defaults to Highest Rated and labels the sorts as the spec does", () => {
    expect(DEFAULT_GUIDE_FILTERS.sort).toBe("rating");
    expect(GUIDE_SORTS.map((s) => s.label)).toEqual([
      "Highest Rated",
      "Most Experienced",
      "Name (A-Z)",
    ]);
  });
  it("does not change the list it is given", () => {
    const input = [arjun, priya];
    sortGuides(input, "rating");
    expect(names(input)).toEqual(["arjun Nair", "Priya Sharma"]);
  });
});

describe("filterGuides", () => {
  it("combines specialization and search, then sorts", () => {
    expect(
      names(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, search: "a", sort: "experience" })),
    ).toEqual(["Priya Sharma", "Meera Iyer", "Rahul Verma", "arjun Nair"]);
    expect(
      names(
        filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, specialization: "Adventure & Trekking" }),
      ),
    ).toEqual(["Rahul Verma"]);
  });
  it("returns nothing when no guide matches", () => {
    expect(filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, search: "scuba" })).toEqual([]);
  });
  it("filters by a language the guide speaks, ignoring case", () => {
    const polyglot = guide({ name: "Nisha", languages: ["Hindi", " tamil "] });
    const other = guide({ name: "Omar", languages: ["English"] });
    expect(
      names(filterGuides([polyglot, other], { ...DEFAULT_GUIDE_FILTERS, language: "Tamil" })),
    ).toEqual(["Nisha"]);
    expect(guideLanguages([polyglot, other, guide({ languages: ["hindi"] })])).toEqual([
      "English",
      "Hindi",
      "tamil",
    ]);
  });
  it("keeps only licensed guides when asked", () => {
    const licensed = guide({ name: "Lata", licensed: true });
    const unlicensed = guide({ name: "Mohan", licensed: false });
    expect(
      names(filterGuides([licensed, unlicensed], { ...DEFAULT_GUIDE_FILTERS, licensedOnly: true })),
    ).toEqual(["Lata"]);
  });
});

describe("specialization filters", () => {
  it("find every specialization a guide may choose, heritage under Cultural and Historical", () => {
    for (const specialization of GUIDE_SPECIALIZATIONS) {
      const filters = GUIDE_SPECIALIZATION_FILTERS.filter(
        (f) => f.value !== "all" && guideMatchesSpecialization({ specialization }, f.value),
      );
      expect(filters.length, specialization).toBeGreaterThan(0);
    }
    const heritage = { specialization: "Cultural & Heritage" };
    expect(guideMatchesSpecialization(heritage, "Cultural & Historical")).toBe(true);
    expect(guideMatchesSpecialization(heritage, "Historical Tours")).toBe(true);
    expect(guideMatchesSpecialization(heritage, "Winter Sports")).toBe(false);
  });
});

describe("truncateDescription", () => {
  it("keeps text of 200 characters or fewer unchanged", () => {
    const exactly200 = "x".repeat(200);
    expect(truncateDescription(exactly200)).toBe(exactly200);
    expect(truncateDescription("short")).toBe("short");
    expect(truncateDescription("")).toBe("");
  });
  it("cuts longer text to 200 characters plus '...'", () => {
    const text = `${"a".repeat(200)}bcd`;
    expect(truncateDescription(text)).toBe(`${"a".repeat(200)}...`);
    expect(truncateDescription(`${"a".repeat(200)}b`)).toHaveLength(203);
  });
});

describe("display helpers", () => {
  it("joins languages, or says Not specified", () => {
    expect(formatLanguages(["Hindi", "English"])).toBe("Hindi, English");
    expect(formatLanguages([])).toBe("Not specified");
  });
  it("joins regions, or says Not listed", () => {
    expect(formatRegions(["Goa"])).toBe("Goa");
    expect(formatRegions([])).toBe("Not listed");
  });
  it("joins certifications, or says None", () => {
    expect(formatCertifications(["First Aid", "IMF"])).toBe("First Aid, IMF");
    expect(formatCertifications([])).toBe("None");
  });
});

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

describe("responseTimeText", () => {
  it("rounds the median up to the hour or day it falls in", () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(5)).toBe("Usually responds within an hour");
    expect(responseTimeText(60)).toBe("Usually responds within an hour");
    expect(responseTimeText(61)).toBe("Usually responds within 2 hours");
    expect(responseTimeText(23 * 60)).toBe("Usually responds within 23 hours");
    expect(responseTimeText(23 * 60 + 1)).toBe("Usually responds within a day");
    expect(responseTimeText(24 * 60)).toBe("Usually responds within a day");
    expect(responseTimeText(24 * 60 + 1)).toBe("Usually responds within 2 days");
  });
});
