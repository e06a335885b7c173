import { GUIDE_DESCRIPTION_PREVIEW_CHARS } from "@/shared/constants";
import type { Guide, GuideSummary } from "./types";

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

/**
 * The specializations each filter finds (decision 0023): every specialization a guide may choose
 * sits under at least one filter, and a heritage guide is found by Cultural and by Historical.
 */
export const SPECIALIZATIONS_BY_FILTER: Record<
  Exclude<GuideSpecializationFilter, typeof ALL_SPECIALIZATIONS>,
  readonly string[]
> = {
  "Adventure & Trekking": ["Adventure & Trekking"],
  "Cultural & Historical": ["Cultural & Historical", "Cultural & Heritage"],
  "Food & Culinary": ["Food & Culinary"],
  "Wildlife & Nature": ["Wildlife & Nature"],
  "Desert Safaris": ["Desert Safaris"],
  "Historical Tours": ["Historical Tours", "Cultural & Historical", "Cultural & Heritage"],
  "Winter Sports": ["Winter Sports"],
};

export function isGuideSpecializationFilter(value: string): value is GuideSpecializationFilter {
  return GUIDE_SPECIALIZATION_FILTERS.some((f) => f.value === value);
}

export function isGuideSort(value: string): value is GuideSort {
  return GUIDE_SORTS.some((s) => s.value === value);
}

/** The specializations a filter finds; null for All Specializations. */
export function specializationsFor(filter: GuideSpecializationFilter): readonly string[] | null {
  return filter === ALL_SPECIALIZATIONS ? null : SPECIALIZATIONS_BY_FILTER[filter];
}

export const ALL_LANGUAGES = "all";

export interface GuideFilters {
  specialization: GuideSpecializationFilter;
  /** A language the guide speaks, or "all". */
  language: string;
  /** Only guides with a verified, unexpired licence. */
  licensedOnly: boolean;
  sort: GuideSort;
  search: string;
}

export const DEFAULT_GUIDE_FILTERS: GuideFilters = {
  specialization: ALL_SPECIALIZATIONS,
  language: ALL_LANGUAGES,
  licensedOnly: false,
  sort: "rating",
  search: "",
};

/** The languages the guides speak, each once (first spelling wins), alphabetical. */
export function guideLanguages(guides: readonly Pick<Guide, "languages">[]): string[] {
  const byKey = new Map<string, string>();
  for (const guide of guides)
    for (const language of guide.languages) {
      const key = language.trim().toLowerCase();
      if (key && !byKey.has(key)) byKey.set(key, language.trim());
    }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en"));
}

export function guideSpeaks(guide: Pick<Guide, "languages">, language: string): boolean {
  if (language === ALL_LANGUAGES) return true;
  const wanted = language.trim().toLowerCase();
  return guide.languages.some((spoken) => spoken.trim().toLowerCase() === wanted);
}

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
  if (specialization === ALL_SPECIALIZATIONS) return true;
  const found = SPECIALIZATIONS_BY_FILTER[specialization as keyof typeof SPECIALIZATIONS_BY_FILTER];
  return found ? found.includes(guide.specialization) : guide.specialization === specialization;
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

export function filterGuides<T extends GuideSummary>(
  guides: readonly T[],
  filters: GuideFilters,
): T[] {
  const matching = guides.filter(
    (g) =>
      guideMatchesSpecialization(g, filters.specialization) &&
      guideSpeaks(g, filters.language) &&
      (!filters.licensedOnly || g.licensed) &&
      guideMatchesSearch(g, filters.search),
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

/** "Usually responds within 2 hours": the guide's median answer time, rounded up to what it means. */
export function responseTimeText(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes <= 60) return "Usually responds within an hour";
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually responds within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? "Usually responds within a day" : `Usually responds within ${days} days`;
}
