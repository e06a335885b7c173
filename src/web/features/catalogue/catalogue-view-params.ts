import { PRICE_SLIDER } from "@/shared/constants";
import { readTripDate, type TripDate, writeTripDate } from "./trip-date-params";

/** What the Destinations and Packages screens' filters have in common. */
interface CatalogueFilters {
  search: string;
  minPrice: number;
  maxPrice: number;
  sort: string;
}

export interface CatalogueView<F extends CatalogueFilters> {
  filters: F;
  /** Load More presses since the filters last changed. */
  more: number;
  /** Search by date: only what has a guide free for the whole tour. */
  trip?: TripDate;
}

/** A filter picked from a list, kept in the address under its own name. */
type Choice<F> = {
  [K in keyof F & string]: { name: K; allows: (value: string) => value is F[K] & string };
}[keyof F & string];

interface ViewParams<F extends CatalogueFilters> {
  defaults: F;
  /** In the address's order, after the search and before the prices. */
  choices: readonly Choice<F>[];
  isSort: (value: string) => value is F["sort"];
  /** Longer search text from the address is cut to this. */
  maxSearchLength?: number;
}

const KEYS = { search: "q", minPrice: "min", maxPrice: "max", sort: "sort", more: "more" } as const;

/** A price from the address, snapped to the slider; unusable text falls back. */
export function priceParam(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  const stepped = Math.round(number / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, stepped));
}

/**
 * Reads a catalogue screen's view from the address bar, anything unknown or out of range falling
 * back to the default, and writes only what differs from the defaults, so a plain visit keeps a
 * clean address.
 */
export function catalogueViewParams<F extends CatalogueFilters>({
  defaults,
  choices,
  isSort,
  maxSearchLength,
}: ViewParams<F>) {
  function read(params: URLSearchParams): CatalogueView<F> {
    const sort = params.get(KEYS.sort) ?? "";
    const maxPrice = priceParam(params.get(KEYS.maxPrice), defaults.maxPrice);
    const minPrice = Math.min(priceParam(params.get(KEYS.minPrice), defaults.minPrice), maxPrice);
    const more = Number.parseInt(params.get(KEYS.more) ?? "", 10);
    const search = params.get(KEYS.search) ?? defaults.search;
    const filters: F = {
      ...defaults,
      search: search.slice(0, maxSearchLength),
      minPrice,
      maxPrice,
      sort: isSort(sort) ? sort : defaults.sort,
    };
    for (const { name, allows } of choices) {
      const value = params.get(name) ?? "";
      if (allows(value)) Object.assign(filters, { [name]: value });
    }
    return {
      filters,
      more: Number.isFinite(more) && more > 0 ? Math.min(more, 1000) : 0,
      trip: readTripDate(params),
    };
  }

  function write({ filters, more, trip }: CatalogueView<F>): URLSearchParams {
    const params = new URLSearchParams();
    if (filters.search !== defaults.search) params.set(KEYS.search, filters.search);
    for (const { name } of choices) {
      if (filters[name] !== defaults[name]) params.set(name, String(filters[name]));
    }
    if (filters.minPrice !== defaults.minPrice) params.set(KEYS.minPrice, String(filters.minPrice));
    if (filters.maxPrice !== defaults.maxPrice) params.set(KEYS.maxPrice, String(filters.maxPrice));
    if (filters.sort !== defaults.sort) params.set(KEYS.sort, filters.sort);
    if (more > 0) params.set(KEYS.more, String(more));
    return writeTripDate(params, trip);
  }

  return { read, write };
}
