import {
  DESTINATIONS_PAGE_SIZE,
  INTERESTS,
  type Interest,
  PRICE_SLIDER,
  REGIONS,
  type Region,
} from "@/shared/constants";
import type { Destination } from "./types";

export const ALL_REGIONS = "All Regions";
export const ALL_INTERESTS = "All Interests";

export type RegionFilter = typeof ALL_REGIONS | Region;
export type InterestFilter = typeof ALL_INTERESTS | Interest;

export const REGION_OPTIONS: readonly RegionFilter[] = [ALL_REGIONS, ...REGIONS];
export const INTEREST_OPTIONS: readonly InterestFilter[] = [ALL_INTERESTS, ...INTERESTS];

export const DESTINATION_SORTS = [
  { value: "popularity", label: "Popularity" },
  { value: "alphabetical", label: "Alphabetical" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Rating" },
] as const;
export type DestinationSort = (typeof DESTINATION_SORTS)[number]["value"];

export interface DestinationFilters {
  search: string;
  region: RegionFilter;
  interest: InterestFilter;
  minPrice: number;
  maxPrice: number;
  sort: DestinationSort;
}

export const DEFAULT_DESTINATION_FILTERS: DestinationFilters = {
  search: "",
  region: ALL_REGIONS,
  interest: ALL_INTERESTS,
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  sort: "popularity",
};

type Searchable = Pick<Destination, "name" | "description">;

/** Name or description contains the query, ignoring case; a blank query matches everything. */
export function matchesSearch(destination: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return (
    destination.name.toLowerCase().includes(needle) ||
    destination.description.toLowerCase().includes(needle)
  );
}

/** Exact match, or anything for 'All Regions'. */
export function matchesRegion(destination: Pick<Destination, "region">, region: string): boolean {
  return region === ALL_REGIONS || destination.region === region;
}

/** The interests list contains the chosen one, or anything for 'All Interests'. */
export function matchesInterest(
  destination: Pick<Destination, "interests">,
  interest: string,
): boolean {
  return interest === ALL_INTERESTS || (destination.interests as string[]).includes(interest);
}

/** avgPrice inside min and max, both inclusive. */
export function matchesPrice(
  destination: Pick<Destination, "avgPrice">,
  minPrice: number,
  maxPrice: number,
): boolean {
  return destination.avgPrice >= minPrice && destination.avgPrice <= maxPrice;
}

type Sortable = Pick<Destination, "name" | "avgPrice" | "rating" | "featured">;

const byName = (a: Sortable, b: Sortable) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" });

const comparators: Record<DestinationSort, (a: Sortable, b: Sortable) => number> = {
  popularity: (a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating,
  alphabetical: byName,
  "price-asc": (a, b) => a.avgPrice - b.avgPrice,
  "price-desc": (a, b) => b.avgPrice - a.avgPrice,
  rating: (a, b) => b.rating - a.rating,
};

/** A sorted copy; ties keep their original order. */
export function sortDestinations<T extends Sortable>(
  destinations: readonly T[],
  sort: DestinationSort,
): T[] {
  return [...destinations].sort(comparators[sort]);
}

export function filterDestinations<T extends Destination>(
  destinations: readonly T[],
  filters: DestinationFilters,
): T[] {
  const matching = destinations.filter(
    (d) =>
      matchesSearch(d, filters.search) &&
      matchesRegion(d, filters.region) &&
      matchesInterest(d, filters.interest) &&
      matchesPrice(d, filters.minPrice, filters.maxPrice),
  );
  return sortDestinations(matching, filters.sort);
}

/** How many cards to show after `loadMorePresses` presses of Load More: 6 first, then 6 more each. */
export function visibleDestinationCount(loadMorePresses: number, total: number): number {
  const presses = Math.max(0, Math.floor(loadMorePresses));
  return Math.min(total, DESTINATIONS_PAGE_SIZE * (presses + 1));
}

export function isRegionFilter(value: string): value is RegionFilter {
  return (REGION_OPTIONS as readonly string[]).includes(value);
}

export function isInterestFilter(value: string): value is InterestFilter {
  return (INTEREST_OPTIONS as readonly string[]).includes(value);
}

export function isDestinationSort(value: string): value is DestinationSort {
  return DESTINATION_SORTS.some((s) => s.value === value);
}

/** 'historical' → 'Historical'. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const PACKAGE_ID = /^dest_([1-9]\d{0,8})$/;

/** `dest_{sr_no}` to the sr_no, or null for anything else (the caller redirects to /packages). */
export function parsePackageId(id: string | undefined | null): number | null {
  if (!id) return null;
  const match = PACKAGE_ID.exec(id);
  return match ? Number(match[1]) : null;
}

export function packageIdFor(srNo: number): string {
  return `dest_${srNo}`;
}
