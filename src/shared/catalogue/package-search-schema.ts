import * as z from "zod/mini";
import { queryDate, queryFlag, queryTravellers } from "@/shared/bookings/schema";
import { PRICE_SLIDER } from "@/shared/constants";
import {
  DEFAULT_PACKAGE_FILTERS,
  DIFFICULTY_OPTIONS,
  PACKAGE_SORTS,
  PACKAGES_PAGE_SIZE,
} from "./package-filters";
import { REGION_OPTIONS } from "./rules";
import { MAX_OFFSET, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, wholeNumber } from "./search-schema";

const price = wholeNumber(
  `Prices are whole rupees from ${PRICE_SLIDER.min} to ${PRICE_SLIDER.max}`,
  PRICE_SLIDER.min,
  PRICE_SLIDER.max,
);

/**
 * GET /api/packages/search: the Packages screen's search, filters, sort and page, answered by the
 * server. Everything is optional and defaults to the screen's defaults; without `max` there is no
 * upper price limit.
 */
export const packageSearchQuery = z
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
    region: z._default(z.enum(REGION_OPTIONS, "Unknown region"), DEFAULT_PACKAGE_FILTERS.region),
    difficulty: z._default(
      z.enum(DIFFICULTY_OPTIONS, "Unknown difficulty"),
      DEFAULT_PACKAGE_FILTERS.difficulty,
    ),
    min: z._default(price, PRICE_SLIDER.min),
    max: z.optional(price),
    sort: z._default(
      z.enum(
        PACKAGE_SORTS.map((s) => s.value),
        "Unknown sort",
      ),
      DEFAULT_PACKAGE_FILTERS.sort,
    ),
    limit: z._default(
      wholeNumber(`Ask for 1 to ${MAX_PAGE_SIZE} packages at a time`, 1, MAX_PAGE_SIZE),
      PACKAGES_PAGE_SIZE,
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
    z.refine((v) => v.max === undefined || v.min <= v.max, {
      path: ["min"],
      message: "The lowest price cannot be above the highest",
    }),
  );
export type PackageSearchQuery = z.infer<typeof packageSearchQuery>;
