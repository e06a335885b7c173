import {
  DEFAULT_PACKAGE_FILTERS,
  isDifficultyFilter,
  isPackageSort,
  type PackageFilters,
} from "@/shared/catalogue/package-filters";
import { isRegionFilter } from "@/shared/catalogue/rules";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { priceParam } from "./destination-search-params";
import { readTripDate, type TripDate, writeTripDate } from "./trip-date-params";

export interface PackageView {
  filters: PackageFilters;
  /** Load More presses since the filters last changed. */
  more: number;
  /** Search by date: only packages with a guide free for the whole tour. */
  trip?: TripDate;
}

const KEYS = {
  search: "q",
  region: "region",
  difficulty: "difficulty",
  minPrice: "min",
  maxPrice: "max",
  sort: "sort",
  more: "more",
} as const;

/** Reads the view from the address bar; anything unknown or out of range falls back to the default. */
export function readPackageView(params: URLSearchParams): PackageView {
  const defaults = DEFAULT_PACKAGE_FILTERS;
  const region = params.get(KEYS.region) ?? "";
  const difficulty = params.get(KEYS.difficulty) ?? "";
  const sort = params.get(KEYS.sort) ?? "";
  const maxPrice = priceParam(params.get(KEYS.maxPrice), defaults.maxPrice);
  const minPrice = Math.min(priceParam(params.get(KEYS.minPrice), defaults.minPrice), maxPrice);
  const more = Number.parseInt(params.get(KEYS.more) ?? "", 10);
  return {
    filters: {
      search: (params.get(KEYS.search) ?? defaults.search).slice(0, MAX_SEARCH_LENGTH),
      region: isRegionFilter(region) ? region : defaults.region,
      difficulty: isDifficultyFilter(difficulty) ? difficulty : defaults.difficulty,
      minPrice,
      maxPrice,
      sort: isPackageSort(sort) ? sort : defaults.sort,
    },
    more: Number.isFinite(more) && more > 0 ? Math.min(more, 1000) : 0,
    trip: readTripDate(params),
  };
}

/** Writes only what differs from the defaults, so a plain visit keeps a clean address. */
export function writePackageView({ filters, more, trip }: PackageView): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_PACKAGE_FILTERS;
  if (filters.search !== defaults.search) params.set(KEYS.search, filters.search);
  if (filters.region !== defaults.region) params.set(KEYS.region, filters.region);
  if (filters.difficulty !== defaults.difficulty) params.set(KEYS.difficulty, filters.difficulty);
  if (filters.minPrice !== defaults.minPrice) params.set(KEYS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== defaults.maxPrice) params.set(KEYS.maxPrice, String(filters.maxPrice));
  if (filters.sort !== defaults.sort) params.set(KEYS.sort, filters.sort);
  if (more > 0) params.set(KEYS.more, String(more));
  return writeTripDate(params, trip);
}
