import { type DefaultOptions, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api";

/** Client errors (404, 400) will not change on a retry; network and server errors might. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Every query's defaults; a query states only where it differs. */
export const queryDefaults = {
  // "always": offline, a request still goes out, to be answered by the service worker's copy or
  // to fail and say so; TanStack's default would hold it, a spinner forever (decision 0044).
  queries: {
    staleTime: 60_000,
    retry: retryUnlessClientError,
    refetchOnWindowFocus: false,
    networkMode: "always",
  },
  mutations: { networkMode: "always" },
} satisfies DefaultOptions;

/** The app's query client; tests pass overrides (no retries) on top of the same defaults. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { ...queryDefaults.queries, ...overrides.queries },
      mutations: { ...queryDefaults.mutations, ...overrides.mutations },
    },
  });
}
