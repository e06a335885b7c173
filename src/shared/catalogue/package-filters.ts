import { DIFFICULTIES, type Difficulty, PRICE_SLIDER } from "@/shared/constants";
import { ALL_REGIONS, type RegionFilter } from "./rules";

export const ALL_DIFFICULTIES = "All Difficulties";
export type DifficultyFilter = typeof ALL_DIFFICULTIES | Difficulty;
export const DIFFICULTY_OPTIONS: readonly DifficultyFilter[] = [ALL_DIFFICULTIES, ...DIFFICULTIES];

export const PACKAGE_SORTS = [
  { value: "popularity", label: "Popularity" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "duration", label: "Duration: Shortest First" },
  { value: "rating", label: "Rating" },
  { value: "alphabetical", label: "Alphabetical" },
] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number]["value"];

/** The Packages screen's search, filters and sort. Prices are per person, in whole rupees. */
export interface PackageFilters {
  search: string;
  region: RegionFilter;
  difficulty: DifficultyFilter;
  minPrice: number;
  /** The slider's top (PRICE_SLIDER.max) means no upper limit: a tour may cost more. */
  maxPrice: number;
  sort: PackageSort;
}

export const DEFAULT_PACKAGE_FILTERS: PackageFilters = {
  search: "",
  region: ALL_REGIONS,
  difficulty: ALL_DIFFICULTIES,
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  sort: "popularity",
};

/** The Packages screen shows this many cards at first, and Load More adds as many. */
export const PACKAGES_PAGE_SIZE = 6;

export function isDifficultyFilter(value: string): value is DifficultyFilter {
  return (DIFFICULTY_OPTIONS as readonly string[]).includes(value);
}

export function isPackageSort(value: string): value is PackageSort {
  return PACKAGE_SORTS.some((s) => s.value === value);
}
