import type { Destination } from "@/shared/catalogue/types";
import type { Difficulty, GuideSpecialization } from "@/shared/constants";
import type { Guide } from "@/shared/guides/types";

/** What the illustration generator draws for a place. */
export const SCENES = [
  "monument",
  "fort",
  "palace",
  "temple",
  "ghats",
  "beach",
  "island",
  "mountain",
  "snow",
  "lake",
  "desert",
  "forest",
  "wildlife",
  "backwaters",
  "tea-hills",
  "city",
  "ruins",
  "caves",
  "river",
] as const;
export type Scene = (typeof SCENES)[number];

export interface SeedItineraryDay {
  title: string;
  description: string;
  /** e.g. ["Breakfast", "Dinner"]; empty when none are included. */
  meals: string[];
  /** Where the night is spent; null on the departure day. */
  stay: string | null;
}

export interface SeedAccommodation {
  name: string;
  type: string;
  location: string;
  nights: number;
  description: string;
}

export interface SeedReview {
  author: string;
  /** 1 to 5 in half steps. */
  rating: number;
  comment: string;
  /** YYYY-MM-DD, in the past. */
  date: string;
}

export interface SeedPackage {
  name: string;
  /** Two to four sentences, our own words. */
  description: string;
  /** Three to five short highlight lines. */
  highlights: string[];
  difficulty: Difficulty;
  /** One entry per day; the package lasts itinerary.length days. */
  itinerary: SeedItineraryDay[];
  /** Nights across entries add up to itinerary.length - 1. */
  accommodation: SeedAccommodation[];
  /** Per person, whole rupees, before the 18% tax. The seed adds the tax. */
  costItems: { label: string; amount: number }[];
  inclusions: string[];
  exclusions: string[];
  /** Three gallery pictures: caption and alt text. */
  gallery: { caption: string; alt: string; scene: Scene }[];
  /** Three or four reviews. */
  reviews: SeedReview[];
  imageAlt: string;
}

/** A catalogue destination without its picture path (the seed derives it from the slug). */
export interface SeedDestination extends Omit<Destination, "image" | "photo"> {
  scene: Scene;
  package: SeedPackage;
  /** Seasons the destination is closed every year ("MM-DD", inclusive; may wrap over the new year). */
  closures?: { startsOn: string; endsOn: string; reason: string }[];
}

/** A guide as seeded: the listing's own fields, with reviews as written. */
export interface SeedGuide
  extends Omit<
    Guide,
    | "image"
    | "photo"
    | "specialization"
    | "rating"
    | "reviewCount"
    | "reviews"
    | "licensed"
    | "medianResponseMinutes"
  > {
  specialization: GuideSpecialization;
  reviews: SeedReview[];
}

/**
 * A destination's texts in Hindi (issue 15, `data/hi/destinations/<slug>.json`): the English
 * file's text fields only, every list aligned by index with the English one.
 */
export interface SeedHindiDestination {
  name: string;
  state: string;
  description: string;
  bestSeason: string;
  imageAlt: string;
  closures?: { reason: string }[];
  package: {
    name: string;
    description: string;
    imageAlt: string;
    highlights: string[];
    itinerary: { title: string; description: string; stay: string | null }[];
    accommodation: { name: string; type: string; location: string; description: string }[];
    costItems: { label: string }[];
    inclusions: string[];
    exclusions: string[];
    gallery: { caption: string; alt: string }[];
  };
}

/** A guide's texts in Hindi (`data/hi/guides.json`), matched to the English guide by `sno`. */
export interface SeedHindiGuide {
  sno: number;
  name: string;
  description: string;
  certifications: string[];
  imageAlt: string;
}

/** The Hindi seed texts: destinations by slug, guides by sno. */
export interface SeedHindi {
  destinations: ReadonlyMap<string, SeedHindiDestination>;
  guides: ReadonlyMap<number, SeedHindiGuide>;
}
