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
 * A route loader that asks for the screen's first data together with its code, on the app's first
 * screen only: that screen then renders once, with its data, where it rendered its loading lines
 * and then again when the data came (two renders and two layouts, long tasks on a phone). Later
 * screens are left to their hooks: a loader would hold every navigation, and every change of a
 * filter kept in the address, until the data came.
 */
export function firstDataLoader(
  client: QueryClient,
  firstData: FirstData,
  started: () => boolean,
): (args: { request: Request }) => Promise<null> {
  return async ({ request }) => {
    if (started()) return null;
    // prefetchQuery never throws: a failed query is left for the screen to show and retry.
    const fetched = Promise.all(
      firstData(new URL(request.url)).map((q) => client.prefetchQuery(q as FetchQueryOptions)),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
    });
    await Promise.race([fetched, waited]);
    clearTimeout(timer);
    return null;
  };
}
