import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";
import {
  DEFAULT_PACKAGE_FILTERS,
  DIFFICULTY_OPTIONS,
  PACKAGE_SORTS,
  PACKAGES_PAGE_SIZE,
} from "./package-filters";
import {
  choiceParam,
  lowestPriceParam,
  pageParams,
  priceParam,
  pricesInOrder,
  regionParam,
  searchTextParam,
  sortParam,
  tripParams,
} from "./search-schema";

/**
 * GET /api/packages/search: the Packages screen's search, filters, sort and page, answered by the
 * server. Everything is optional and defaults to the screen's defaults; without `max` there is no
 * upper price limit.
 */
export const packageSearchQuery = lazySchema(() =>
  z
    .object({
      q: searchTextParam,
      region: regionParam,
      difficulty: choiceParam(
        DIFFICULTY_OPTIONS,
        "Unknown difficulty",
        DEFAULT_PACKAGE_FILTERS.difficulty,
      ),
      min: lowestPriceParam,
      max: z.optional(priceParam),
      sort: sortParam(PACKAGE_SORTS, DEFAULT_PACKAGE_FILTERS.sort),
      ...pageParams("packages", PACKAGES_PAGE_SIZE),
      ...tripParams,
    })
    .check(pricesInOrder),
);
export type PackageSearchQuery = z.infer<typeof packageSearchQuery>;
