import { describe, expect, it } from "vitest";
import { ROUTE_SCREENS, SCREEN_MODULES_ID } from "@/shared/screens/route-screens";
import { SESSION_PATH } from "@/shared/session-path";
import { type BuildManifest, routePreloads, withRoutePreloads } from "./route-preloads";

/** A build's manifest in miniature: an entry, two screens, shared chunks and both languages' catalogs. */
const MANIFEST: BuildManifest = {
  "index.html": {
    file: "assets/index-1.js",
    isEntry: true,
    imports: ["_runtime-1.js"],
    css: ["assets/index-1.css"],
  },
  "_runtime-1.js": { file: "assets/runtime-1.js" },
  "src/web/routes/my-bookings.tsx": {
    file: "assets/my-bookings-1.js",
    imports: ["_runtime-1.js", "index.html", "_screens-1.js"],
  },
  "src/web/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html"] },
  "_screens-1.js": { file: "assets/screens-1.js", imports: ["index.html", "_calendar-1.js"] },
  "_calendar-1.js": {
    file: "assets/calendar-1.js",
    imports: ["_screens-1.js"],
    css: ["assets/calendar-1.css", "assets/index-1.css"],
  },
  "src/web/locales/en/first-screen.po": { file: "assets/catalog-en-first-screen-1.js" },
  "src/web/locales/en/messages.po": { file: "assets/catalog-en-messages-1.js" },
  "src/web/locales/en/trips.po": { file: "assets/catalog-en-trips-1.js" },
  "src/web/locales/en/account.po": { file: "assets/catalog-en-account-1.js" },
  "src/web/locales/hi/first-screen.ts": {
    file: "assets/catalog-hi-first-screen-1.js",
    imports: ["_hindi-texts-1.js"],
  },
  "src/web/locales/hi/messages.ts": { file: "assets/catalog-hi-messages-1.js" },
  "src/web/locales/hi/trips.po": { file: "assets/catalog-hi-trips-1.js" },
  "_hindi-texts-1.js": { file: "assets/hindi-texts-1.js" },
  "src/web/routes/destinations.tsx": {
    file: "assets/destinations-1.js",
    imports: ["index.html", "_screens-1.js"],
  },
  "src/web/features/catalogue/map/destinations-map-view.tsx": {
    file: "assets/destinations-map-view-1.js",
    imports: ["index.html", "_screens-1.js"],
    assets: ["assets/india-outline-1.svg", "assets/notes-1.txt"],
  },
};

const files = (html: string) =>
  [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);

describe("a page names what its screen needs", () => {
  it("names the screen's module and its imports once each, not the entry's, and its catalogs", () => {
    expect(files(routePreloads(MANIFEST, ROUTE_SCREENS["/my-bookings"], "en"))).toEqual([
      "assets/calendar-1.js",
      "assets/screens-1.js",
      "assets/my-bookings-1.js",
      "assets/catalog-en-first-screen-1.js",
      "assets/catalog-en-messages-1.js",
      "assets/catalog-en-trips-1.js",
    ]);
  });

  it("preloads the stylesheets its chunks bring, not as blocking links, and not the entry's", () => {
    const html = routePreloads(MANIFEST, ROUTE_SCREENS["/my-bookings"], "en");
    expect(
      [...html.matchAll(/<link rel="preload" as="style" href="\/([^"]+)">/g)].map((m) => m[1]),
    ).toEqual(["assets/calendar-1.css"]);
    expect(html).not.toContain('rel="stylesheet"');
    expect(routePreloads(MANIFEST, ROUTE_SCREENS["/"], "en")).not.toContain('as="style"');
  });

  it("names the catalogs in the reader's language only, with what they import", () => {
    const hindi = files(routePreloads(MANIFEST, ROUTE_SCREENS["/my-bookings"], "hi"));
    expect(hindi).toContain("assets/catalog-hi-trips-1.js");
    expect(hindi).toContain("assets/hindi-texts-1.js");
    expect(hindi.filter((f) => f.includes("catalog-en"))).toEqual([]);
  });

  it("names only the first-screen catalog for home, and the session check", () => {
    const home = routePreloads(MANIFEST, ROUTE_SCREENS["/"], "en");
    expect(files(home)).toEqual(["assets/home-1.js", "assets/catalog-en-first-screen-1.js"]);
    expect(home).toContain(`<link rel="preload" as="fetch" crossorigin href="${SESSION_PATH}">`);
  });

  it("adds nothing to a page of no screen (the service worker's copy of index.html among them)", () => {
    const page = "<html><head></head><body></body></html>";
    expect(withRoutePreloads(page, MANIFEST, null, "en")).toBe(page);
  });

  it("lists the screen's own chunks, dependencies first, for the app to run one at a time", () => {
    const html = routePreloads(MANIFEST, ROUTE_SCREENS["/my-bookings"], "en");
    const listed = html.match(
      new RegExp(`<script type="application/json" id="${SCREEN_MODULES_ID}">(.*?)</script>`),
    );
    expect(JSON.parse(listed?.[1] ?? "null")).toEqual([
      "/assets/calendar-1.js",
      "/assets/screens-1.js",
      "/assets/my-bookings-1.js",
    ]);
    const odd = { ...MANIFEST, "src/web/routes/home.tsx": { file: "assets/</script>.js" } };
    expect(routePreloads(odd, ROUTE_SCREENS["/"], "en")).toContain(
      '["/assets/\\u003c/script>.js"]',
    );
  });

  it("asks for the modules at low priority, so the start-up text paints on the stylesheet alone", () => {
    const html = routePreloads(MANIFEST, ROUTE_SCREENS["/my-bookings"], "en");
    for (const link of html.match(/<link rel="modulepreload"[^>]*>/g) ?? []) {
      expect(link).toContain('fetchpriority="low"');
    }
  });

  it("adds them at the end of the head, and nothing without a manifest", () => {
    const page = "<html><head><title>x</title></head><body></body></html>";
    const added = withRoutePreloads(page, MANIFEST, ROUTE_SCREENS["/"], "en");
    expect(added).toMatch(/<title>x<\/title><link rel="modulepreload"[\s\S]*<\/head><body>/);
    expect(withRoutePreloads(page, null, ROUTE_SCREENS["/"], "en")).toBe(page);
  });

  it("names the part the address asks for, after the screen", () => {
    const map = routePreloads(
      MANIFEST,
      ROUTE_SCREENS["/destinations"],
      "en",
      "features/catalogue/map/destinations-map-view",
    );
    expect(files(map).slice(0, 4)).toEqual([
      "assets/calendar-1.js",
      "assets/screens-1.js",
      "assets/destinations-1.js",
      "assets/destinations-map-view-1.js",
    ]);
    const listed = map.match(/id="screen-modules">(.*?)<\/script>/)?.[1] ?? "null";
    expect(JSON.parse(listed).at(-1)).toBe("/assets/destinations-map-view-1.js");
    const list = routePreloads(MANIFEST, ROUTE_SCREENS["/destinations"], "en");
    expect(list).not.toContain("destinations-map-view");
  });

  it("asks for the pictures its code shows with the code (the map's outline), and only pictures", () => {
    const map = routePreloads(
      MANIFEST,
      ROUTE_SCREENS["/destinations"],
      "en",
      "features/catalogue/map/destinations-map-view",
    );
    expect(map).toContain('<link rel="preload" as="image" href="/assets/india-outline-1.svg">');
    expect(map).not.toContain("notes-1.txt");
    const list = routePreloads(MANIFEST, ROUTE_SCREENS["/destinations"], "en");
    expect(list).not.toContain("india-outline");
  });
});
