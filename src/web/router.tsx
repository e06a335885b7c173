import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { APPLICATION_CONFIRM_PATH } from "@/shared/applications/paths";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/shared/inbox/paths";
import { AppLayout, LoadingAppScreen } from "./components/layout/app-layout";
import { CatchAllRedirect, RedirectIfSignedIn, RequireAuth } from "./features/auth/guards";
import { type MessageGroup, withMessages } from "./lib/i18n";

/**
 * Route modules default-export their screen; each loads on first visit, with the `messages`
 * catalog and `groups` besides, unless the screen is on the first screen (its messages are
 * already there). src/web/lib/catalog-coverage.test.ts checks each screen's groups.
 */
function screen(
  load: () => Promise<{ default: ComponentType }>,
  { firstScreen = false, groups = [] as MessageGroup[] } = {},
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => ({
      Component: (await (firstScreen ? load() : withMessages(load, groups))).default,
    }),
  };
}

/** The spec's route table (§2), in one place. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The first screen's code loads lazily; until then the app shows its start-up text.
    hydrateFallbackElement: <LoadingAppScreen />,
    children: [
      // Guard-exempt: '/', '/home' and about-us are allowed without a check.
      { path: "/", ...screen(() => import("./routes/home"), { firstScreen: true }) },
      { path: "/home", element: <Navigate to="/" replace /> },
      { path: "/about-us", ...screen(() => import("./routes/about"), { groups: ["trips"] }) },
      { path: "/contact-us", ...screen(() => import("./routes/contact"), { groups: ["trips"] }) },
      // Account recovery and e-mail links (decisions.md: the spec's auth capabilities, done for real).
      {
        path: "/forgot-password",
        ...screen(() => import("./routes/forgot-password"), { groups: ["account"] }),
      },
      {
        path: "/reset-password",
        ...screen(() => import("./routes/reset-password"), { groups: ["account"] }),
      },
      {
        path: "/email-verified",
        ...screen(() => import("./routes/email-verified"), { groups: ["account"] }),
      },
      // The link mailed to a signed-out guide applicant (decision 0020).
      {
        path: APPLICATION_CONFIRM_PATH,
        ...screen(() => import("./routes/guide-application-confirm"), { groups: ["account"] }),
      },
      // The links in newsletter e-mails: double opt-in, and unsubscribe (decision 0036).
      {
        path: NEWSLETTER_CONFIRM_PATH,
        ...screen(() => import("./routes/newsletter-confirm"), { groups: ["account"] }),
      },
      {
        path: NEWSLETTER_UNSUBSCRIBE_PATH,
        ...screen(() => import("./routes/newsletter-unsubscribe"), { groups: ["account"] }),
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: "/login", ...screen(() => import("./routes/login"), { firstScreen: true }) },
          { path: "/signUp", ...screen(() => import("./routes/sign-up"), { groups: ["account"] }) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: "/destinations",
            ...screen(() => import("./routes/destinations"), { groups: ["trips"] }),
          },
          { path: "/aihelp", ...screen(() => import("./routes/ai-help"), { groups: ["trips"] }) },
          {
            path: "/packages",
            ...screen(() => import("./routes/packages"), { groups: ["trips"] }),
          },
          { path: "/packages/:id", ...screen(() => import("./routes/package-details")) },
          {
            path: "/profile",
            ...screen(() => import("./routes/profile"), { groups: ["account"] }),
          },
          { path: "/guides", ...screen(() => import("./routes/guides")) },
          {
            path: "/dashboard",
            ...screen(() => import("./routes/dashboard"), { groups: ["trips", "dashboard"] }),
          },
          {
            path: "/account",
            ...screen(() => import("./routes/account"), { groups: ["account"] }),
          },
          { path: "/saved", ...screen(() => import("./routes/saved"), { groups: ["trips"] }) },
          {
            path: "/my-bookings",
            ...screen(() => import("./routes/my-bookings"), { groups: ["trips"] }),
          },
          {
            path: "/my-bookings/:id/pay",
            ...screen(() => import("./routes/pay"), { groups: ["trips"] }),
          },
          {
            path: "/admin",
            ...screen(() => import("./routes/admin"), { groups: ["dashboard", "console"] }),
          },
        ],
      },
      { path: "*", element: <CatchAllRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
