import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

export interface Reply {
  status?: number;
  body: unknown;
}
/** A fixed reply, or a function of the request (throw inside it for a network failure). */
export type FetchRoutes = Record<string, Reply | ((init?: RequestInit) => Reply)>;

/** Stubs fetch: each key is "METHOD /path"; anything else answers 404. Returns the mock. */
export function mockFetch(routes: FetchRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost:3000");
    const entry = routes[`${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`];
    const reply = typeof entry === "function" ? entry(init) : entry;
    if (!reply) {
      return Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
    }
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders one screen at `path` inside a memory router and a fresh query client. */
export function renderScreen(
  Screen: ComponentType,
  { routePath, url }: { routePath: string; url: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <>
            <Screen />
            <LocationProbe />
          </>
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

/** jsdom has no showModal; open the dialog the simple way so its content is accessible. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
