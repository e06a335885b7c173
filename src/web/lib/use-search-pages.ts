import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "./api";

/** One page of a server-side search as a query: the hook's, and a screen's first data. */
export function searchPageQuery<Page>(key: readonly unknown[], path: string) {
  return { queryKey: [...key, path] as const, queryFn: () => api.get<Page>(path) };
}

/**
 * The first `pages` pages of a server-side search, each its own cached request, so Load More asks
 * only for the next page. While new filters load, the previous cards stay on screen: the first page
 * is a query of its own for that, because `useQueries` keeps no previous data when a key changes.
 */
export function useSearchPages<Page extends { total: number }, Item>(
  key: readonly unknown[],
  pathOf: (page: number) => string,
  pages: number,
  itemsOf: (page: Page) => Item[],
) {
  const pageQuery = (page: number) => searchPageQuery<Page>(key, pathOf(page));
  const first = useQuery({ ...pageQuery(0), placeholderData: keepPreviousData });
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageQuery(i + 1)),
  });
  const items: Item[] = [];
  for (const result of [first, ...more]) {
    if (!result.data) break;
    items.push(...itemsOf(result.data));
  }
  return {
    first,
    items,
    total: first.data?.total ?? 0,
    loadingMore: more.some((r) => r.isPending),
    updating: first.isPlaceholderData,
  };
}
