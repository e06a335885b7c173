import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";

/**
 * A query a screen shows first: the very options (key and function) its own hook uses. Typed
 * loosely: each screen's key is its own tuple type, which TanStack's types cannot widen.
 */
export interface FirstQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * What a screen's module may export as `firstData`: the queries its first render shows, worked
 * out from the address alone (decision 0046).
 */
export type FirstData = (url: URL) => FirstQuery[];

/** The longest the first screen waits for its data before rendering with its loading lines. */
export const FIRST_DATA_WAIT_MS = 3000;

/**
 * Asks for the first screen's data together with its code, before the app's first render: that
 * screen then renders once, with its data, where it rendered its loading lines and then again when
 * the data came (two renders and two layouts, long tasks on a phone). Later screens are left to
 * their hooks: waiting here would hold every navigation, and every change of a filter kept in the
 * address, until the data came.
 */
export async function prefetchFirstData(
  client: QueryClient,
  firstData: FirstData,
  url: URL,
): Promise<void> {
  // prefetchQuery never throws: a failed query is left for the screen to show and retry.
  const fetched = Promise.all(
    firstData(url).map((q) => client.prefetchQuery(q as FetchQueryOptions)),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
  });
  await Promise.race([fetched, waited]);
  clearTimeout(timer);
}
