import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ToastProvider } from "@/web/components/ui/toast";
import { GuideApplicationProvider } from "@/web/features/guide-application";
import { createQueryClient } from "@/web/lib/query-client";

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/** Renders `ui` at `url` with the app's providers (i18n, query client, toasts, guide application). */
export function renderWithProviders(
  ui: ReactElement,
  { url = "/", path = "/" }: { url?: string; path?: string } = {},
) {
  // The app's query defaults, without retries: a failure shows at once.
  const queryClient = createQueryClient({ queries: { retry: false }, mutations: { retry: false } });
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
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, user, router, queryClient };
}
