import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { ToastProvider } from "@/web/components/ui/toast";
import { GuideApplicationProvider } from "@/web/features/guide-application";

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Stubs fetch with replies keyed "METHOD /path"; anything else answers 404 like the API. */
export function mockFetch(routes: Record<string, Reply | ((init?: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const entry = routes[`${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`];
    const reply = typeof entry === "function" ? entry(init) : entry;
    if (!reply) {
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call to a fetch mock. */
export function requestBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders `ui` at `url` with the app's providers (query client, toasts, guide application). */
export function renderWithProviders(
  ui: ReactElement,
  { url = "/", path = "/" }: { url?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <ToastProvider>
            <GuideApplicationProvider>
              {ui}
              <LocationProbe />
            </GuideApplicationProvider>
          </ToastProvider>
        ),
      },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
