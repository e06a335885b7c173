import * as z from "zod/mini";
import { queryDate, queryFlag, queryTravellers } from "@/shared/bookings/schema";
import { DESTINATIONS_PAGE_SIZE, PRICE_SLIDER } from "@/shared/constants";
import {
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

const price = wholeNumber(
  `Prices are whole rupees from ${PRICE_SLIDER.min} to ${PRICE_SLIDER.max}`,
  PRICE_SLIDER.min,
  PRICE_SLIDER.max,
);

/**
 * GET /api/destinations/search: the Destinations screen's filters, sort and page, answered by the
 * server. Everything is optional and defaults to the screen's defaults.
 */
export const destinationSearchQuery = z
  .object({
    q: z._default(
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
    region: z._default(
      z.enum(REGION_OPTIONS, "Unknown region"),
      DEFAULT_DESTINATION_FILTERS.region,
    ),
    interest: z._default(
      z.enum(INTEREST_OPTIONS, "Unknown interest"),
      DEFAULT_DESTINATION_FILTERS.interest,
    ),
    min: z._default(price, PRICE_SLIDER.min),
    max: z._default(price, PRICE_SLIDER.max),
    sort: z._default(
      z.enum(
        DESTINATION_SORTS.map((s) => s.value),
        "Unknown sort",
      ),
      DEFAULT_DESTINATION_FILTERS.sort,
    ),
    limit: z._default(
      wholeNumber(`Ask for 1 to ${MAX_PAGE_SIZE} destinations at a time`, 1, MAX_PAGE_SIZE),
      DESTINATIONS_PAGE_SIZE,
    ),
    offset: z._default(
      wholeNumber(`The offset must be a whole number up to ${MAX_OFFSET}`, 0, MAX_OFFSET),
      0,
    ),
    startDate: z.optional(queryDate("Start date")),
    travellers: z.optional(queryTravellers),
    licensed: z.optional(queryFlag),
  })
  .check(
    z.refine((v) => v.min <= v.max, {
      path: ["min"],
      message: "The lowest price cannot be above the highest",
    }),
  );
export type DestinationSearchQuery = z.infer<typeof destinationSearchQuery>;
