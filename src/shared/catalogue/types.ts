import type { Difficulty, Interest, Region } from "@/shared/constants";
import type { PhotoView } from "@/shared/photos/types";

/** A destination as the API returns it (GET /api/destinations/search). */
export interface Destination {
  srNo: number;
  slug: string;
  name: string;
  state: string;
  region: Region;
  /** Where it is (issue 16), in degrees; both null when no editor has placed it yet. */
  latitude: number | null;
  longitude: number | null;
  description: string;
  bestSeason: string;
  interests: Interest[];
  /** Typical price per person in whole rupees. */
  avgPrice: number;
  rating: number;
  difficulty: Difficulty;
  featured: boolean;
  /** The drawn picture, shown when no photo was uploaded. */
  image: string;
  imageAlt: string;
  /** An uploaded photo (issue 14), or null: then `image` is the picture. */
  photo: PhotoView | null;
  /**
   * Issue 15: the text fields shown in English because they have no Hindi yet (only in a Hindi
   * answer, omitted when none), so the page marks them `lang="en"`.
   */
  englishFields?: string[];
}

/** A package card (GET /api/packages/search). `id` is `dest_{srNo}`, the package's own number. */
export interface PackageSummary {
  id: string;
  srNo: number;
  name: string;
  destinationName: string;
  /** Interests joined with " & ". */
  type: string;
  /** The destinations list: the region and the places the tour visits. */
  regions: string[];
  rating: number;
  reviewCount: number;
  highlights: string[];
  /** Price per person in whole rupees, tax included. */
  price: number;
  durationDays: number;
  bestSeason: string;
  difficulty: Difficulty;
  /** The drawn picture, shown when no photo was uploaded. */
  image: string;
  imageAlt: string;
  /** An uploaded photo (issue 14), or null: then `image` is the picture. */
  photo: PhotoView | null;
  /**
   * Issue 15: the text fields shown in English because they have no Hindi yet (only in a Hindi
   * answer, omitted when none), so the page marks them `lang="en"`.
   */
  englishFields?: string[];
}

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
  meals: string[];
  stay: string | null;
  /** Fields shown in English for want of Hindi (Hindi answers only; omitted when none). */
  englishFields?: string[];
}

export interface Accommodation {
  name: string;
  type: string;
  location: string;
  nights: number;
  description: string;
  /** Fields shown in English for want of Hindi (Hindi answers only; omitted when none). */
  englishFields?: string[];
}

export interface CostItem {
  label: string;
  /** Whole rupees per person, before tax. */
  amount: number;
  /** Fields shown in English for want of Hindi (Hindi answers only; omitted when none). */
  englishFields?: string[];
}

export interface GalleryImage {
  image: string;
  alt: string;
  caption: string;
  /** An uploaded photo, or null: then `image` (a drawn picture) is shown. */
  photo: PhotoView | null;
  /** Fields shown in English for want of Hindi (Hindi answers only; omitted when none). */
  englishFields?: string[];
}

export interface Review {
  id: number;
  author: string;
  rating: number;
  comment: string;
  /** ISO calendar date, YYYY-MM-DD. */
  date: string;
}

/** Package details (GET /api/packages/:id). */
export interface PackageDetail extends PackageSummary {
  description: string;
  itinerary: ItineraryDay[];
  accommodation: Accommodation[];
  costItems: CostItem[];
  subtotal: number;
  taxRate: number;
  tax: number;
  inclusions: string[];
  exclusions: string[];
  gallery: GalleryImage[];
  reviews: Review[];
  /** Seasons the destination is closed every year: no tour is offered that would fall in one. */
  closures: { startsOn: string; endsOn: string; reason: string; englishFields?: string[] }[];
}

/** GET /api/destinations/search: one page of the Destinations screen and how many match in all. */
export interface DestinationPage {
  destinations: Destination[];
  total: number;
}

/** GET /api/packages/search: one page of the Packages screen and how many match in all. */
export interface PackagePage {
  packages: PackageSummary[];
  total: number;
}
