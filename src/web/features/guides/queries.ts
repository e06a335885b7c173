import { useQuery } from "@tanstack/react-query";
import type { GuideFilters } from "@/shared/guides/rules";
import { GUIDES_PAGE_SIZE } from "@/shared/guides/search-schema";
import type { Guide, GuidePage } from "@/shared/guides/types";
import { api } from "@/web/lib/api";
import { guideKeys } from "@/web/lib/query-keys";
import { searchPageQuery, useSearchPages } from "@/web/lib/use-search-pages";

/** What the Guides screen asks the server for: its filters and one page. */
export function guideSearchPath(filters: GuideFilters, page: number): string {
  const params = new URLSearchParams({
    q: filters.search.trim(),
    specialization: filters.specialization,
    language: filters.language,
    licensed: String(filters.licensedOnly),
    sort: filters.sort,
    limit: String(GUIDES_PAGE_SIZE),
    offset: String(page * GUIDES_PAGE_SIZE),
  });
  return `/api/guides/search?${params}`;
}

const GUIDE_SEARCH_KEY = [...guideKeys.all, "search"] as const;

/** The Guides screen's first page for its address (its first data). */
export function firstGuideQuery(filters: GuideFilters) {
  return searchPageQuery(GUIDE_SEARCH_KEY, guideSearchPath(filters, 0));
}

/**
 * The first `pages` pages of matching guides, twelve at a time. The keys sit under "guides", so
 * whatever changes a guide refreshes them.
 */
export function useGuidePages(filters: GuideFilters, pages: number) {
  const { items, ...result } = useSearchPages(
    GUIDE_SEARCH_KEY,
    (page) => guideSearchPath(filters, page),
    pages,
    (page: GuidePage) => page.guides,
  );
  return { ...result, guides: items, languages: result.first.data?.languages };
}

/** A guide's reviews, asked for when the traveller opens the reviews panel. */
export function useGuideReviews(sno: number) {
  return useQuery({
    queryKey: [...guideKeys.all, "reviews", sno] as const,
    queryFn: async () => (await api.get<{ guide: Guide }>(`/api/guides/${sno}`)).guide.reviews,
  });
}
