import { GUIDE_DESCRIPTION_PREVIEW_CHARS } from "@/shared/constants";
import type { Guide } from "./types";

export const ALL_SPECIALIZATIONS = "all";

/** The filter's options: a short label and the specialization it selects (spec §2). */
export const GUIDE_SPECIALIZATION_FILTERS = [
  { value: ALL_SPECIALIZATIONS, label: "All Specializations" },
  { value: "Adventure & Trekking", label: "Adventure" },
  { value: "Cultural & Historical", label: "Cultural" },
  { value: "Food & Culinary", label: "Culinary" },
  { value: "Wildlife & Nature", label: "Nature" },
  { value: "Desert Safaris", label: "Desert" },
  { value: "Historical Tours", label: "Historical" },
  { value: "Winter Sports", label: "Winter" },
] as const;
export type GuideSpecializationFilter = (typeof GUIDE_SPECIALIZATION_FILTERS)[number]["value"];

export const GUIDE_SORTS = [
  { value: "rating", label: "Highest Rated" },
  { value: "experience", label: "Most Experienced" },
  { value: "name", label: "Name (A-Z)" },
] as const;
export type GuideSort = (typeof GUIDE_SORTS)[number]["value"];

export interface GuideFilters {
  specialization: GuideSpecializationFilter;
  sort: GuideSort;
  search: string;
  /** Only guides with a verified, unexpired licence. */
  licensedOnly?: boolean;
}

export const DEFAULT_GUIDE_FILTERS: GuideFilters = {
  specialization: ALL_SPECIALIZATIONS,
  sort: "rating",
  search: "",
  licensedOnly: false,
};

type SearchableGuide = Pick<Guide, "name" | "specialization" | "description">;

/** Name, specialization or description contains the query, ignoring case. */
export function guideMatchesSearch(guide: SearchableGuide, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return [guide.name, guide.specialization, guide.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function guideMatchesSpecialization(
  guide: Pick<Guide, "specialization">,
  specialization: string,
): boolean {
  return specialization === ALL_SPECIALIZATIONS || guide.specialization === specialization;
}

export function guideMatchesLicence(guide: Pick<Guide, "licensed">, licensedOnly = false) {
  return !licensedOnly || guide.licensed;
}

type SortableGuide = Pick<Guide, "name" | "rating" | "experience">;

const guideComparators: Record<GuideSort, (a: SortableGuide, b: SortableGuide) => number> = {
  rating: (a, b) => b.rating - a.rating,
  experience: (a, b) => b.experience - a.experience,
  name: (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }),
};

/** A sorted copy; ties keep their original order. */
export function sortGuides<T extends SortableGuide>(guides: readonly T[], sort: GuideSort): T[] {
  return [...guides].sort(guideComparators[sort]);
}

export function filterGuides<T extends Guide>(guides: readonly T[], filters: GuideFilters): T[] {
  const matching = guides.filter(
    (g) =>
      guideMatchesSpecialization(g, filters.specialization) &&
      guideMatchesSearch(g, filters.search) &&
      guideMatchesLicence(g, filters.licensedOnly),
  );
  return sortGuides(matching, filters.sort);
}

/** Up to 200 characters, with '...' only when something was cut. */
export function truncateDescription(
  text: string,
  limit: number = GUIDE_DESCRIPTION_PREVIEW_CHARS,
): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

const joinedOr = (items: readonly string[], fallback: string) =>
  items.length > 0 ? items.join(", ") : fallback;

export const formatLanguages = (languages: readonly string[]) =>
  joinedOr(languages, "Not specified");

export const formatRegions = (regions: readonly string[]) => joinedOr(regions, "Not listed");

export const formatCertifications = (certifications: readonly string[]) =>
  joinedOr(certifications, "None");

/** Mean of the review ratings, 0 when there are none (spec §3). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

/** Whole part full stars; a fraction of 0.5 or more gives one half star; the rest empty (spec §2). */
export function starParts(
  rating: number,
  outOf = 5,
): { full: number; half: number; empty: number } {
  const clamped = Math.max(0, Math.min(outOf, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: outOf - full - half };
}
