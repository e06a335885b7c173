import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, use } from "react";
import {
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from "react-router";
import { APPLICATION_CONFIRM_PATH } from "@/shared/applications/paths";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/shared/inbox/paths";
import {
  ROUTE_SCREENS,
  type RouteScreen,
  type ScreenPath,
  screenAt,
} from "@/shared/screens/route-screens";
import { useScreenCommitted } from "./app-tree";
import { AppLayout } from "./components/layout/app-layout";
import { CatchAllRedirect, RedirectIfSignedIn, RequireAuth } from "./features/auth/guards";
import { type FirstData, prefetchFirstData } from "./lib/first-data";
import { withMessages } from "./lib/i18n";
import { type CodeLoad, screenLoad } from "./lib/screen-loads";

interface ScreenModule {
  default: ComponentType;
  firstData?: FirstData;
}

/** Every screen's module, each its own chunk (test files are not screens). */
const ROUTE_MODULES = import.meta.glob<ScreenModule>(["./routes/*.tsx", "!./routes/*.test.tsx"]);

/**
 * A screen's module, asked for once, with the `messages` catalog and its groups besides unless the
 * screen is on the first screen (its messages are already there); src/web/lib/catalog-coverage.test.ts
 * checks each screen's groups.
 */
function screenCode(screen: RouteScreen): CodeLoad<ScreenModule> {
  return screenLoad(screen.module, () => {
    const load = ROUTE_MODULES[`./routes/${screen.module}.tsx`];
    if (!load) throw new Error(`src/web/routes/${screen.module}.tsx is missing`);
    return screen.firstScreen ? load() : withMessages(load, screen.groups ?? []);
  });
}

/**
 * A screen: at once when its code is here, otherwise suspended until it comes. Navigations are
 * transitions, so the screen on view stays there meanwhile; a failed load reaches the shell's
 * boundary, which offers to try again (app-layout.tsx).
 */
function Screen({ screen }: { screen: RouteScreen }) {
  useScreenCommitted();
  const code = screenCode(screen);
  const { default: Component } = code.loaded ?? use(code.loading);
  return <Component />;
}

const screen = (path: ScreenPath) => (
  <Route key={path} path={path} element={<Screen screen={ROUTE_SCREENS[path] as RouteScreen} />} />
);

/**
 * The spec's route table (§2), in one place. Declared routes, not a data router: the screens load
 * their own data, and the data router's code was a sixth of every page's script (decision 0050).
 */
const ROUTES: RouteObject[] = createRoutesFromElements(
  <Route element={<AppLayout />}>
    {/* Guard-exempt: '/', '/home' and about-us are allowed without a check. */}
    {screen("/")}
    <Route path="/home" element={<Navigate to="/" replace />} />
    {screen("/about-us")}
    {screen("/contact-us")}
    {/* Account recovery and e-mail links (decisions.md: the spec's auth capabilities, done for real). */}
    {screen("/forgot-password")}
    {screen("/reset-password")}
    {screen("/email-verified")}
    {/* The link mailed to a signed-out guide applicant (decision 0020). */}
    {screen(APPLICATION_CONFIRM_PATH)}
    {/* The links in newsletter e-mails: double opt-in, and unsubscribe (decision 0036). */}
    {screen(NEWSLETTER_CONFIRM_PATH)}
    {screen(NEWSLETTER_UNSUBSCRIBE_PATH)}
    <Route element={<RedirectIfSignedIn />}>
      {screen("/login")}
      {screen("/signUp")}
    </Route>
    <Route element={<RequireAuth />}>
      {screen("/destinations")}
      {screen("/aihelp")}
      {screen("/packages")}
      {screen("/packages/:id")}
      {screen("/profile")}
      {screen("/guides")}
      {screen("/dashboard")}
      {screen("/account")}
      {screen("/saved")}
      {screen("/my-bookings")}
      {screen("/my-bookings/:id/pay")}
      {screen("/admin")}
    </Route>
    <Route path="*" element={<CatchAllRedirect />} />
  </Route>,
);

/**
 * Each address's matches, found once: `<Routes>` rebuilt the table and ranked and matched every
 * route on each of its renders, a blocking few milliseconds per render on a phone (decision 0056).
 * Matching reads only the path, and the table never changes.
 */
const MATCHES_KEPT = 64;
const matchesByPath = new Map<string, RouteMatch[] | null>();
function routeMatches(pathname: string): RouteMatch[] | null {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.clear();
    matches = matchRoutes(ROUTES, pathname);
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

export function AppRoutes() {
  return renderMatches(routeMatches(useLocation().pathname));
}

/**
 * Before the app's first render: the code of the screen the address opens, and that screen's first
 * data if it names some (src/web/lib/first-data.ts), so the first render shows the whole screen.
 * Every screen with first data asks for an account (RequireAuth above): for a reader who is not
 * signed in, whom the guard sends to log in, its data is not asked for, and nothing waits for it.
 */
export async function prepareFirstScreen(
  client: QueryClient,
  url: URL,
  signedIn: Promise<boolean>,
): Promise<void> {
  const opened = screenAt(url.pathname);
  if (!opened) return;
  const module = await screenCode(opened).loading.catch(() => null);
  if (module?.firstData && (await signedIn)) await prefetchFirstData(client, module.firstData, url);
}
