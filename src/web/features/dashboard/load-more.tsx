import { useState } from "react";

/**
 * How many pages of a list are shown: one more on each Load More, back to one whenever the
 * list's filter (`filterKey`) changes.
 */
export function usePages(filterKey: string): [number, () => void] {
  const [paging, setPaging] = useState({ filterKey, pages: 1 });
  const pages = paging.filterKey === filterKey ? paging.pages : 1;
  return [pages, () => setPaging({ filterKey, pages: pages + 1 })];
}

export { LoadMoreButton as LoadMore } from "@/web/components/ui/load-more-button";
