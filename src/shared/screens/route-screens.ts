import { APPLICATION_CONFIRM_PATH } from "@/shared/applications/paths";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "@/shared/inbox/paths";

/**
 * Each language's messages come in groups, each its own chunk (src/web/lib/i18n.ts): `first-screen`
 * (the shell, home and login), `messages` (the catalogue's screens and the shared components), and
 * `account`, `trips`, `dashboard` and `console` with the screens that need them.
 */
export type MessageGroup =
  | "first-screen"
  | "messages"
  | "account"
  | "trips"
  | "dashboard"
  | "console";

export interface RouteScreen {
  /** The file under src/web/routes/ (without `.tsx`) that default-exports the screen. */
  module: string;
  /** Home and login: their texts are in the first-screen catalog, fetched before any render. */
  firstScreen?: boolean;
  /** The catalogs the screen needs besides `first-screen` and `messages`. */
  groups?: MessageGroup[];
  /** A part of the screen loaded on its own when the address asks for it (decision 0046). */
  part?: ScreenPart;
}

/**
 * A part the screen loads lazily, chosen by a query parameter (`?view=map`, `?section=users`):
 * the module (under src/web, without `.tsx`) for each value, and the value meant when there is none.
 */
export interface ScreenPart {
  param: string;
  modules: Record<string, string>;
  fallback?: string;
}

/**
 * Every screen of the spec's route table (§2) by its path: the browser's router loads the module
 * and its catalogs on first visit, and the server names the same files in the page it sends for
 * that path so the browser fetches them at once (decision 0045).
 */
export const ROUTE_SCREENS = {
  "/": { module: "home", firstScreen: true },
  "/about-us": { module: "about", groups: ["trips"] },
  "/contact-us": { module: "contact", groups: ["trips"] },
  "/forgot-password": { module: "forgot-password", groups: ["account"] },
  "/reset-password": { module: "reset-password", groups: ["account"] },
  "/email-verified": { module: "email-verified", groups: ["account"] },
  [APPLICATION_CONFIRM_PATH]: { module: "guide-application-confirm", groups: ["account"] },
  [NEWSLETTER_CONFIRM_PATH]: { module: "newsletter-confirm", groups: ["account"] },
  [NEWSLETTER_UNSUBSCRIBE_PATH]: { module: "newsletter-unsubscribe", groups: ["account"] },
  "/login": { module: "login", firstScreen: true },
  "/signUp": { module: "sign-up", groups: ["account"] },
  "/destinations": {
    module: "destinations",
    groups: ["trips"],
    part: { param: "view", modules: { map: "features/catalogue/map/destinations-map-view" } },
  },
  "/aihelp": { module: "ai-help", groups: ["trips"] },
  "/packages": { module: "packages", groups: ["trips"] },
  "/packages/:id": { module: "package-details" },
  "/profile": { module: "profile", groups: ["account"] },
  "/guides": { module: "guides" },
  "/dashboard": {
    module: "dashboard",
    groups: ["trips", "dashboard"],
    // The guide's calendar (with the date picker) and licence form (with the form library), as
    // src/web/routes/dashboard.tsx loads them.
    part: {
      param: "section",
      modules: {
        calendar: "features/guide-calendar/guide-calendar-panel",
        licence: "features/guide-licence/licence-panel",
      },
    },
  },
  "/account": { module: "account", groups: ["account"] },
  "/saved": { module: "saved", groups: ["trips"] },
  "/my-bookings": { module: "my-bookings", groups: ["trips"] },
  "/my-bookings/:id/pay": { module: "pay", groups: ["trips"] },
  "/admin": {
    module: "admin",
    groups: ["dashboard", "console"],
    // The console's sections, as src/web/routes/admin.tsx loads them (the first tab when none).
    part: {
      param: "section",
      fallback: "users",
      modules: {
        users: "features/admin/users-panel",
        applications: "features/admin/applications-panel",
        guides: "features/guide-profile/admin-guides-panel",
        destinations: "features/content-admin/panels",
        packages: "features/content-admin/panels",
        closures: "features/closures/closures-panel",
        licences: "features/admin/licences-panel",
        bookings: "features/admin-bookings/bookings-panel",
        payments: "features/payments-admin/payments-panel",
        inbox: "features/inbox/inbox-panel",
        audit: "features/audit/audit-panel",
      },
    },
  },
} as const satisfies Record<string, RouteScreen>;

export type ScreenPath = keyof typeof ROUTE_SCREENS;

/**
 * The id of the JSON list, in the page the server sends, of its screen's modules in an order they
 * can run one at a time (src/server/http/route-preloads.ts writes it, src/web/main.tsx reads it).
 */
export const SCREEN_MODULES_ID = "screen-modules";
/**
 * The id of the page's data block holding the data its server-rendered screen shows (decision
 * 0055): the app starts from it, so it shows the same without asking again.
 */
export const FIRST_DATA_ID = "first-data";

/** The catalogs a screen's texts are in: what must be fetched before it renders. */
export function screenGroups(screen: RouteScreen): MessageGroup[] {
  return screen.firstScreen
    ? ["first-screen"]
    : ["first-screen", "messages", ...(screen.groups ?? [])];
}

/** The screen a URL path opens, matched as the router does (`:id` stands for one segment). */
export function screenAt(pathname: string): RouteScreen | null {
  const segments = pathname.replace(/\/+$/, "").split("/");
  for (const [pattern, screen] of Object.entries(ROUTE_SCREENS) as [string, RouteScreen][]) {
    const parts = pattern.replace(/\/+$/, "").split("/");
    if (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(":")
          ? segments[i] !== ""
          : part.toLowerCase() === segments[i]?.toLowerCase(),
      )
    ) {
      return screen;
    }
  }
  return null;
}

/** The module of the screen's part that a page's query string asks for, if any. */
export function screenPartModule(screen: RouteScreen, search: URLSearchParams): string | null {
  const { part } = screen;
  if (!part) return null;
  const value = search.get(part.param) ?? part.fallback;
  return (value !== undefined && Object.hasOwn(part.modules, value) && part.modules[value]) || null;
}
