import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import {
  ALL_LANGUAGES,
  DEFAULT_GUIDE_FILTERS,
  type GuideFilters,
  isGuideSort,
  isGuideSpecializationFilter,
} from "@/shared/guides/rules";
import { MAX_LANGUAGE_LENGTH } from "@/shared/guides/search-schema";

export interface GuideView {
  filters: GuideFilters;
  /** Load More presses since the filters last changed. */
  more: number;
}

const KEYS = {
  search: "q",
  specialization: "specialization",
  language: "language",
  licensedOnly: "licensed",
  sort: "sort",
  more: "more",
} as const;

function languageParam(value: string | null): string {
  const language = value?.trim() ?? "";
  if (language === "" || language.length > MAX_LANGUAGE_LENGTH) return ALL_LANGUAGES;
  return language.toLowerCase() === ALL_LANGUAGES ? ALL_LANGUAGES : language;
}

/** Reads the view from the address bar; anything unknown or out of range falls back to the default. */
export function readGuideView(params: URLSearchParams): GuideView {
  const defaults = DEFAULT_GUIDE_FILTERS;
  const specialization = params.get(KEYS.specialization) ?? "";
  const sort = params.get(KEYS.sort) ?? "";
  const more = Number.parseInt(params.get(KEYS.more) ?? "", 10);
  return {
    filters: {
      search: (params.get(KEYS.search) ?? defaults.search).slice(0, MAX_SEARCH_LENGTH),
      specialization: isGuideSpecializationFilter(specialization)
        ? specialization
        : defaults.specialization,
      language: languageParam(params.get(KEYS.language)),
      licensedOnly: params.get(KEYS.licensedOnly) === "1",
      sort: isGuideSort(sort) ? sort : defaults.sort,
    },
    more: Number.isFinite(more) && more > 0 ? Math.min(more, 1000) : 0,
  };
}

/** Writes only what differs from the defaults, so a plain visit keeps a clean address. */
export function writeGuideView({ filters, more }: GuideView): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_GUIDE_FILTERS;
  if (filters.search !== defaults.search) params.set(KEYS.search, filters.search);
  if (filters.specialization !== defaults.specialization)
    params.set(KEYS.specialization, filters.specialization);
  if (filters.language !== defaults.language) params.set(KEYS.language, filters.language);
  if (filters.licensedOnly) params.set(KEYS.licensedOnly, "1");
  if (filters.sort !== defaults.sort) params.set(KEYS.sort, filters.sort);
  if (more > 0) params.set(KEYS.more, String(more));
  return params;
}

/**
 * The language as the Language filter spells it ("english" → "English"), or every language when
 * no listed guide speaks it. Until the list is known, the language stays as it is.
 */
export function knownLanguage(language: string, languages: readonly string[] | undefined): string {
  if (language === ALL_LANGUAGES || languages === undefined) return language;
  const wanted = language.toLowerCase();
  return languages.find((l) => l.toLowerCase() === wanted) ?? ALL_LANGUAGES;
}
