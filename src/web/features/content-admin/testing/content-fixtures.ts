import type { Destination, PackageDetail } from "@/shared/catalogue/types";
import type { AdminDestination, AdminPackage } from "@/shared/content/types";

/** A destination as the admin API gives it; `n` makes its number, name and dates. */
export function adminDestination(n: number, overrides: Partial<AdminDestination> = {}) {
  const destination: AdminDestination = {
    srNo: n,
    slug: `place-${n}`,
    name: `Place ${n}`,
    state: "Rajasthan",
    region: "West India",
    status: "published",
    featured: false,
    latitude: 24.58,
    longitude: 73.71,
    packageCount: 1,
    image: `/images/destinations/place-${n}.svg`,
    imageAlt: `A drawing of place ${n}`,
    photo: null,
    updatedAt: `2025-06-${String(Math.min(n, 28)).padStart(2, "0")}T10:00:00.000Z`,
    description: `All about place ${n}.`,
    bestSeason: "October to March",
    interests: ["historical"],
    avgPrice: 12000,
    rating: 4.2,
    difficulty: "Easy",
    altNames: "",
    photoId: null,
    bookingCount: 0,
    createdAt: "2025-05-01T10:00:00.000Z",
    hi: {},
    missingHindi: ["name", "state", "description", "bestSeason", "imageAlt"],
    ...overrides,
  };
  return destination;
}

/** A package as the admin API gives it: two days, one stay, two cost lines (₹20,000 + 18%). */
export function adminPackage(n: number, overrides: Partial<AdminPackage> = {}) {
  const pkg: AdminPackage = {
    id: `dest_${n}`,
    srNo: n,
    slug: `tour-${n}`,
    name: `Tour ${n}`,
    destinationSrNo: 1,
    destinationName: "Place 1",
    destinationStatus: "published",
    status: "draft",
    difficulty: "Moderate",
    durationDays: 3,
    price: 23600,
    image: `/images/packages/tour-${n}.svg`,
    imageAlt: `A drawing of tour ${n}`,
    photo: null,
    updatedAt: `2025-07-${String(Math.min(n, 28)).padStart(2, "0")}T10:00:00.000Z`,
    description: `The tour numbered ${n}.`,
    highlights: ["Sunrise at the fort"],
    season: null,
    photoId: null,
    itinerary: [
      {
        dayNumber: 1,
        title: "Arrival",
        description: "Meet at the station.",
        meals: ["Dinner"],
        stay: "Lake hotel",
        hi: {},
        missingHindi: ["title", "description", "stay"],
      },
      {
        dayNumber: 2,
        title: "The fort",
        description: "A morning walk up the hill.",
        meals: ["Breakfast"],
        stay: null,
        hi: {},
        missingHindi: ["title", "description"],
      },
    ],
    accommodation: [
      {
        name: "Lake hotel",
        type: "Heritage hotel",
        location: "Udaipur",
        nights: 1,
        description: "Rooms over the water.",
        hi: {},
        missingHindi: ["name", "type", "location", "description"],
      },
    ],
    costItems: [
      { label: "Hotels", amount: 12000, hi: {}, missingHindi: ["label"] },
      { label: "Guide", amount: 8000, hi: {}, missingHindi: ["label"] },
    ],
    inclusions: ["Breakfast"],
    exclusions: ["Flights"],
    gallery: [],
    bookingCount: 0,
    createdAt: "2025-05-01T10:00:00.000Z",
    hi: {},
    missingHindi: ["name", "description", "highlights", "imageAlt", "inclusions", "exclusions"],
    ...overrides,
  };
  return pkg;
}

/** The public card of an admin destination, as the preview endpoint gives it. */
export function publicDestination(d: AdminDestination): Destination {
  return {
    srNo: d.srNo,
    slug: d.slug,
    name: d.name,
    state: d.state,
    region: d.region,
    latitude: d.latitude,
    longitude: d.longitude,
    description: d.description,
    bestSeason: d.bestSeason,
    interests: d.interests,
    avgPrice: d.avgPrice,
    rating: d.rating,
    difficulty: d.difficulty,
    featured: d.featured,
    image: d.image,
    imageAlt: d.imageAlt,
    photo: d.photo,
  };
}

/** The public package page of an admin package, as the preview endpoint gives it. */
export function publicPackage(p: AdminPackage): PackageDetail {
  const subtotal = p.costItems.reduce((sum, item) => sum + item.amount, 0);
  return {
    id: p.id,
    srNo: p.srNo,
    name: p.name,
    destinationName: p.destinationName,
    type: "historical",
    regions: ["West India", p.destinationName],
    rating: 0,
    reviewCount: 0,
    highlights: p.highlights,
    price: p.price,
    durationDays: p.durationDays,
    bestSeason: p.season ?? "October to March",
    difficulty: p.difficulty,
    image: p.image,
    imageAlt: p.imageAlt,
    photo: p.photo,
    description: p.description,
    itinerary: p.itinerary.map(({ dayNumber, hi: _, missingHindi: __, ...day }) => ({
      day: dayNumber,
      ...day,
    })),
    accommodation: p.accommodation.map(({ hi: _, missingHindi: __, ...a }) => a),
    costItems: p.costItems.map(({ label, amount }) => ({ label, amount })),
    subtotal,
    taxRate: 0.18,
    tax: p.price - subtotal,
    inclusions: p.inclusions,
    exclusions: p.exclusions,
    gallery: p.gallery.map(({ image, alt, caption, photo }) => ({ image, alt, caption, photo })),
    reviews: [],
    closures: [],
  };
}
