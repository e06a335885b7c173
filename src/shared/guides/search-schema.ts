import * as z from "zod/mini";
import { queryFlag } from "@/shared/bookings/schema";
import {
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  searchTextParam,
  wholeNumber,
} from "@/shared/catalogue/search-schema";
import { lazySchema } from "@/shared/lazy-schema";
import {
  ALL_LANGUAGES,
  DEFAULT_GUIDE_FILTERS,
  GUIDE_SORTS,
  GUIDE_SPECIALIZATION_FILTERS,
} from "./rules";

/** The Guides screen shows this many cards at first, and Load More adds as many. */
export const GUIDES_PAGE_SIZE = 12;
/** Longer than any language's name. */
export const MAX_LANGUAGE_LENGTH = 40;

/**
 * GET /api/guides/search: the Guides screen's filters, sort and page, answered by the server.
 * Everything is optional and defaults to the screen's defaults.
 */
export const guideSearchQuery = lazySchema(() =>
  z.object({
    q: searchTextParam,
    specialization: z._default(
      z.enum(
        GUIDE_SPECIALIZATION_FILTERS.map((f) => f.value),
        "Unknown specialization",
      ),
      DEFAULT_GUIDE_FILTERS.specialization,
    ),
    /** A language a guide speaks, any case; "all" (or nothing) for every guide. */
    language: z._default(
      z
        .string()
        .check(
          z.maxLength(
            MAX_LANGUAGE_LENGTH,
            `A language is at most ${MAX_LANGUAGE_LENGTH} characters`,
          ),
          z.trim(),
        ),
      ALL_LANGUAGES,
    ),
    licensed: z._default(queryFlag, false),
    sort: z._default(
      z.enum(
        GUIDE_SORTS.map((s) => s.value),
        "Unknown sort",
      ),
      DEFAULT_GUIDE_FILTERS.sort,
    ),
    limit: z._default(
      wholeNumber(`Ask for 1 to ${MAX_PAGE_SIZE} guides at a time`, 1, MAX_PAGE_SIZE),
      GUIDES_PAGE_SIZE,
    ),
    offset: z._default(
      wholeNumber(`The offset must be a whole number up to ${MAX_OFFSET}`, 0, MAX_OFFSET),
      0,
    ),
  }),
);
export type GuideSearchQuery = z.infer<typeof guideSearchQuery>;
