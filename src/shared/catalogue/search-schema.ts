import * as z from "zod/mini";
import { queryDate, queryFlag, queryTravellers } from "@/shared/bookings/schema";
import { DESTINATIONS_PAGE_SIZE, PRICE_SLIDER } from "@/shared/constants";
import { lazySchema } from "@/shared/lazy-schema";
import {
  ALL_REGIONS,
  DEFAULT_DESTINATION_FILTERS,
  DESTINATION_SORTS,
  INTEREST_OPTIONS,
  REGION_OPTIONS,
} from "./rules";

/** Longer than any place name or phrase anyone types; longer queries are refused, not cut. */
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE_SIZE = 60;
/** Past this nobody pages; it bounds the work an absurd offset could ask for. */
export const MAX_OFFSET = 100_000;

/** A whole number in a query string, within bounds: anything else is refused with `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,7}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.gte(min, message), z.lte(max, message))),
  );

/** The typed search: at most MAX_SEARCH_LENGTH characters, trimmed; blank by default. */
export const searchTextParam = lazySchema(() =>
  z._default(
    z
      .string()
      .check(
        z.maxLength(
          MAX_SEARCH_LENGTH,
          `Search text must be at most ${MAX_SEARCH_LENGTH} characters`,
        ),
        z.trim(),
      ),
    "",
  ),
);

/** A price in whole rupees within the slider's range. */
export const priceParam = lazySchema(() =>
  wholeNumber(
    `Prices are whole rupees from ${PRICE_SLIDER.min} to ${PRICE_SLIDER.max}`,
    PRICE_SLIDER.min,
    PRICE_SLIDER.max,
  ),
);

/** One of `options`, `fallback` when absent; anything else is refused with `message`. */
export const choiceParam = <T extends string>(
  options: readonly T[],
  message: string,
  fallback: T,
) => z._default(z.enum(options, message), fallback);

export const regionParam = lazySchema(() =>
  choiceParam(REGION_OPTIONS, "Unknown region", ALL_REGIONS),
);

/** The lowest price: the slider's bottom when absent. */
export const lowestPriceParam = lazySchema(() => z._default(priceParam, PRICE_SLIDER.min));

/** One of a screen's sort keys, `fallback` when absent. */
export const sortParam = <S extends string>(sorts: readonly { value: S }[], fallback: S) =>
  choiceParam(
    sorts.map((s) => s.value),
    "Unknown sort",
    fallback,
  );

/** The page: `limit` cards (1 to MAX_PAGE_SIZE, `pageSize` by default) after `offset`. */
export const pageParams = (noun: string, pageSize: number) => ({
  limit: z._default(
    wholeNumber(`Ask for 1 to ${MAX_PAGE_SIZE} ${noun} at a time`, 1, MAX_PAGE_SIZE),
    pageSize,
  ),
  offset: z._default(
    wholeNumber(`The offset must be a whole number up to ${MAX_OFFSET}`, 0, MAX_OFFSET),
    0,
  ),
});

/** Search by date: only what has a guide free for the whole tour from `startDate`. */
export const tripParams = {
  startDate: z.optional(queryDate("Start date")),
  travellers: z.optional(queryTravellers),
  licensed: z.optional(queryFlag),
};

/** A missing highest price means no upper limit. */
export const pricesInOrder = lazySchema(() =>
  z.refine<{ min: number; max?: number }>((v) => v.max === undefined || v.min <= v.max, {
    path: ["min"],
    message: "The lowest price cannot be above the highest",
  }),
);

/**
 * GET /api/destinations/search: the Destinations screen's filters, sort and page, answered by the
 * server. Everything is optional and defaults to the screen's defaults.
 */
export const destinationSearchQuery = lazySchema(() =>
  z
    .object({
      q: searchTextParam,
      region: regionParam,
      interest: choiceParam(
        INTEREST_OPTIONS,
        "Unknown interest",
        DEFAULT_DESTINATION_FILTERS.interest,
      ),
      min: lowestPriceParam,
      max: z._default(priceParam, PRICE_SLIDER.max),
      sort: sortParam(DESTINATION_SORTS, DEFAULT_DESTINATION_FILTERS.sort),
      ...pageParams("destinations", DESTINATIONS_PAGE_SIZE),
      ...tripParams,
    })
    .check(pricesInOrder),
);
export type DestinationSearchQuery = z.infer<typeof destinationSearchQuery>;
