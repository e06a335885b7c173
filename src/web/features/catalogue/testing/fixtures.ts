import type { Destination, PackageDetail, PackageSummary } from "@/shared/catalogue/types";
import type { Interest, Region } from "@/shared/constants";
import type { Guide } from "@/shared/guides/types";

const regions: Region[] = ["North India", "West India", "South India", "Islands", "Central India"];
const interests: Interest[] = ["historical", "beach", "adventure", "food", "wildlife"];

/** Fourteen destinations; sr_no 1 and 2 are featured, prices 5,000 to 70,000. */
export function makeDestinations(count = 14): Destination[] {
  return Array.from({ length: count }, (_, index) => {
    const srNo = index + 1;
    return {
      srNo,
      slug: `place-${srNo}`,
      name: `Place ${String(srNo).padStart(2, "0")}`,
      state: "Some State",
      region: regions[index % regions.length],
      // Spread over India for the map; the last has no place yet.
      latitude: srNo === count ? null : 9 + srNo * 1.5,
      longitude: srNo === count ? null : 73 + (srNo % 5) * 3,
      description: srNo === 7 ? "Home of the marble lake palace." : `Description of place ${srNo}.`,
      bestSeason: "October to March",
      interests: [interests[index % interests.length]],
      avgPrice: 5000 * srNo,
      rating: 3 + (srNo % 5) * 0.4,
      difficulty: "Easy",
      featured: srNo <= 2,
      image: `/images/destinations/place-${srNo}.svg`,
      imageAlt: `Picture of place ${srNo}`,
      photo: null,
    };
  });
}

export function makeGuide(overrides: Partial<Guide>): Guide {
  return {
    sno: 1,
    name: "Guide",
    image: null,
    imageAlt: "",
    photo: null,
    licensed: false,
    medianResponseMinutes: null,
    specialization: "Cultural & Historical",
    experience: 5,
    languages: ["Hindi", "English"],
    regions: ["Agra"],
    maxGroupSize: 12,
    certifications: [],
    verified: true,
    featured: false,
    description: "A guide.",
    isAvailable: true,
    rating: 4.5,
    reviewCount: 0,
    reviews: [],
    ...overrides,
  };
}

export const guideFixtures: Guide[] = [
  makeGuide({
    sno: 1,
    name: "Asha Verma",
    regions: ["Agra", "Delhi"],
    rating: 4.8,
    reviewCount: 2,
    featured: true,
    certifications: ["Ministry of Tourism Regional Guide"],
    description: `${"Asha has walked travellers through the Mughal monuments of Agra for years. ".repeat(4)}END`,
    reviews: [
      { id: 1, user: "Rohan", rating: 5, comment: "Brought the Taj to life.", date: "2025-11-02" },
      { id: 2, user: "Mia", rating: 4.5, comment: "Patient and funny.", date: "2025-12-14" },
    ],
  }),
  makeGuide({
    sno: 2,
    name: "Vikram Singh",
    specialization: "Adventure & Trekking",
    regions: ["Ladakh", "AGRA district"],
    rating: 4.2,
    isAvailable: false,
    experience: 15,
  }),
  makeGuide({
    sno: 3,
    name: "Priya Sharma",
    regions: ["Uttar Pradesh", "agra"],
    rating: 4.7,
    languages: [],
    description: "Short story.",
  }),
  makeGuide({ sno: 4, name: "Kabir Nair", regions: [], rating: 4.9 }),
];

export function makePackageDetail(overrides: Partial<PackageDetail> = {}): PackageDetail {
  return {
    id: "dest_1",
    srNo: 1,
    name: "Agra: The Taj and Beyond",
    destinationName: "Agra",
    type: "historical & cultural",
    regions: ["North India", "Agra", "Fatehpur Sikri"],
    rating: 4.7,
    reviewCount: 2,
    highlights: ["Sunrise at the Taj Mahal", "Agra Fort"],
    price: 23600,
    durationDays: 3,
    bestSeason: "October to March",
    difficulty: "Easy",
    image: "/images/packages/agra.svg",
    imageAlt: "The Taj Mahal",
    photo: null,
    description: "Three days among the Mughal monuments of Agra.",
    itinerary: [
      {
        day: 1,
        title: "Arrival and Agra Fort",
        description: "Meet your guide.",
        meals: ["Dinner"],
        stay: "Agra",
      },
      {
        day: 2,
        title: "Taj Mahal at sunrise",
        description: "Early start.",
        meals: ["Breakfast"],
        stay: "Agra",
      },
      { day: 3, title: "Fatehpur Sikri", description: "Then home.", meals: [], stay: null },
    ],
    accommodation: [
      {
        name: "Riverside Haveli",
        type: "Heritage hotel",
        location: "Agra",
        nights: 2,
        description: "Views of the river.",
      },
    ],
    costItems: [
      { label: "Hotels", amount: 12000 },
      { label: "Guide and entry fees", amount: 8000 },
    ],
    subtotal: 20000,
    taxRate: 0.18,
    tax: 3600,
    inclusions: ["Two nights in a heritage hotel"],
    exclusions: ["Flights"],
    gallery: [
      {
        image: "/images/packages/agra-gallery-1.svg",
        alt: "Taj at dawn",
        caption: "The Taj at dawn",
        photo: null,
      },
      {
        image: "/images/packages/agra-gallery-2.svg",
        alt: "Agra Fort",
        caption: "Red walls of Agra Fort",
        photo: null,
      },
      {
        image: "/images/packages/agra-gallery-3.svg",
        alt: "Sikri",
        caption: "Buland Darwaza",
        photo: null,
      },
    ],
    reviews: [
      { id: 1, author: "Neha", rating: 5, comment: "Perfectly paced.", date: "2025-10-10" },
      { id: 2, author: "Tom", rating: 4, comment: "Great guide.", date: "2025-11-11" },
    ],
    closures: [],
    ...overrides,
  };
}

/** The card-sized view of a package, as the list endpoint sends it. */
export function makePackageSummary(srNo: number, name: string): PackageSummary {
  const {
    description,
    itinerary,
    accommodation,
    costItems,
    subtotal,
    taxRate,
    tax,
    inclusions,
    exclusions,
    gallery,
    reviews,
    ...summary
  } = makePackageDetail({ id: `dest_${srNo}`, srNo, name, price: 100000 + srNo });
  return summary;
}

const difficulties = ["Easy", "Moderate", "Challenging"] as const;

/** Fourteen package cards "Tour 01".."Tour 14": regions and difficulties in turn, prices 5,000 apart. */
export function makePackages(count = 14): PackageSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const srNo = index + 1;
    const place = `Place ${String(srNo).padStart(2, "0")}`;
    return {
      ...makePackageSummary(srNo, `Tour ${String(srNo).padStart(2, "0")}`),
      destinationName: place,
      regions: [place, "Some State", regions[index % regions.length]],
      difficulty: difficulties[index % difficulties.length],
      price: 5000 * srNo,
      durationDays: 2 + (srNo % 5),
      highlights: [`Highlight of tour ${srNo}`],
    };
  });
}
