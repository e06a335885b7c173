import {
  DEFAULT_DESTINATION_FILTERS,
  type DestinationFilters,
  isDestinationSort,
  isInterestFilter,
  isRegionFilter,
} from "@/shared/catalogue/rules";
import { PRICE_SLIDER } from "@/shared/constants";
import { readTripDate, type TripDate, writeTripDate } from "./trip-date-params";

export interface DestinationView {
  filters: DestinationFilters;
  /** Load More presses since the filters last changed. */
  more: number;
  /** Search by date: only destinations with a guide free for the whole tour. */
  trip?: TripDate;
}

const KEYS = {
  search: "q",
  region: "region",
  interest: "interest",
  minPrice: "min",
  maxPrice: "max",
  sort: "sort",
  more: "more",
} as const;

/** A price from the address, snapped to the slider; unusable text falls back. */
export function priceParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  const stepped = Math.round(number / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, stepped));
}

/** Reads the view from the address bar; anything unknown or out of range falls back to the default. */
export function readDestinationView(params: URLSearchParams): DestinationView {
  const defaults = DEFAULT_DESTINATION_FILTERS;
  const region = params.get(KEYS.region) ?? "";
  const interest = params.get(KEYS.interest) ?? "";
  const sort = params.get(KEYS.sort) ?? "";
  const maxPrice = priceParam(params.get(KEYS.maxPrice), defaults.maxPrice);
  const minPrice = Math.min(priceParam(params.get(KEYS.minPrice), defaults.minPrice), maxPrice);
  const more = Number.parseInt(params.get(KEYS.more) ?? "", 10);
  return {
    filters: {
      search: params.get(KEYS.search) ?? defaults.search,
      region: isRegionFilter(region) ? region : defaults.region,
      interest: isInterestFilter(interest) ? interest : defaults.interest,
      minPrice,
      maxPrice,
      sort: isDestinationSort(sort) ? sort : defaults.sort,
    },
    more: Number.isFinite(more) && more > 0 ? Math.min(more, 1000) : 0,
    trip: readTripDate(params),
  };
}

/** Writes only what differs from the defaults, so a plain visit keeps a clean address. */
export function writeDestinationView({ filters, more, trip }: DestinationView): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_DESTINATION_FILTERS;
  if (filters.search !== defaults.search) params.set(KEYS.search, filters.search);
  if (filters.region !== defaults.region) params.set(KEYS.region, filters.region);
  if (filters.interest !== defaults.interest) params.set(KEYS.interest, filters.interest);
  if (filters.minPrice !== defaults.minPrice) params.set(KEYS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== defaults.maxPrice) params.set(KEYS.maxPrice, String(filters.maxPrice));
  if (filters.sort !== defaults.sort) params.set(KEYS.sort, filters.sort);
  if (more > 0) params.set(KEYS.more, String(more));
  return writeTripDate(params, trip);
}
