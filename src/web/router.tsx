import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { APPLICATION_CONFIRM_PATH } from "@/shared/applications/paths";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/shared/inbox/paths";
import { ROUTE_SCREENS, type RouteScreen, type ScreenPath } from "@/shared/screens/route-screens";
import { AppLayout, LoadingAppScreen } from "./components/layout/app-layout";
import { CatchAllRedirect, RedirectIfSignedIn, RequireAuth } from "./features/auth/guards";
import { type FirstData, firstDataLoader } from "./lib/first-data";
import { withMessages } from "./lib/i18n";

/** Every screen's module, each its own chunk (test files are not screens). */
const ROUTE_MODULES = import.meta.glob<{ default: ComponentType; firstData?: FirstData }>([
  "./routes/*.tsx",
  "!./routes/*.test.tsx",
]);

type ScreenRoute = Pick<RouteObject, "path" | "lazy">;

/**
 * A route of src/shared/screens/route-screens.ts: its module loads on first visit, with the
 * `messages` catalog and its groups besides, unless the screen is on the first screen (its
 * messages are already there). src/web/lib/catalog-coverage.test.ts checks each screen's groups.
 * A module that exports `firstData` has it asked for with its code when it is the app's first
 * screen (src/web/lib/first-data.ts).
 */
function screenRoute(path: ScreenPath, client: QueryClient, started: () => boolean): ScreenRoute {
  const { module, groups = [], firstScreen = false } = ROUTE_SCREENS[path] as RouteScreen;
  const load = ROUTE_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`src/web/routes/${module}.tsx is missing`);
  return {
    path,
    lazy: async () => {
      const loaded = await (firstScreen ? load() : withMessages(load, groups));
      return {
        Component: loaded.default,
        ...(loaded.firstData && {
          loader: firstDataLoader(client, loaded.firstData, started),
          // Its work is the first screen's only: a filter changed in the address asks nothing.
          shouldRevalidate: () => false,
        }),
      };
    },
  };
}

/** The spec's route table (§2), in one place. */
function appRoutes(screen: (path: ScreenPath) => ScreenRoute): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The first screen's code loads lazily; until then the app shows its start-up text.
      hydrateFallbackElement: <LoadingAppScreen />,
      children: [
        // Guard-exempt: '/', '/home' and about-us are allowed without a check.
        screen("/"),
        { path: "/home", element: <Navigate to="/" replace /> },
        screen("/about-us"),
        screen("/contact-us"),
        // Account recovery and e-mail links (decisions.md: the spec's auth capabilities, done for real).
        screen("/forgot-password"),
        screen("/reset-password"),
        screen("/email-verified"),
        // The link mailed to a signed-out guide applicant (decision 0020).
        screen(APPLICATION_CONFIRM_PATH),
        // The links in newsletter e-mails: double opt-in, and unsubscribe (decision 0036).
        screen(NEWSLETTER_CONFIRM_PATH),
        screen(NEWSLETTER_UNSUBSCRIBE_PATH),
        {
          element: <RedirectIfSignedIn />,
          children: [screen("/login"), screen("/signUp")],
        },
        {
          element: <RequireAuth />,
          children: [
            screen("/destinations"),
            screen("/aihelp"),
            screen("/packages"),
            screen("/packages/:id"),
            screen("/profile"),
            screen("/guides"),
            screen("/dashboard"),
            screen("/account"),
            screen("/saved"),
            screen("/my-bookings"),
            screen("/my-bookings/:id/pay"),
            screen("/admin"),
          ],
        },
        { path: "*", element: <CatchAllRedirect /> },
      ],
    },
  ];
}

/** The app's router; the first screen's data is asked for with its code (src/web/lib/first-data.ts). */
export function createAppRouter(client: QueryClient) {
  let started = false;
  const isStarted = () => started;
  const router = createBrowserRouter(appRoutes((path) => screenRoute(path, client, isStarted)));
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    started = true;
    stop();
  });
  if (router.state.initialized) started = true;
  return router;
}
