import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ROUTE_SCREENS,
  type RouteScreen,
  screenAt,
  screenGroups,
  screenPartModule,
} from "./route-screens";

describe("the screen a path opens", () => {
  it("matches as the router does: any case, a trailing slash, one segment per parameter", () => {
    expect(screenAt("/")).toBe(ROUTE_SCREENS["/"]);
    expect(screenAt("/my-bookings")).toBe(ROUTE_SCREENS["/my-bookings"]);
    expect(screenAt("/My-Bookings/")).toBe(ROUTE_SCREENS["/my-bookings"]);
    expect(screenAt("/packages/dest_4")).toBe(ROUTE_SCREENS["/packages/:id"]);
    expect(screenAt("/my-bookings/b1/pay")).toBe(ROUTE_SCREENS["/my-bookings/:id/pay"]);
    expect(screenAt("/signup")).toBe(ROUTE_SCREENS["/signUp"]);
  });

  it("finds none for a path the router sends elsewhere", () => {
    for (const path of ["/home", "/no/such/page", "/packages/a/b", "/my-bookings//pay"])
      expect([path, screenAt(path)]).toEqual([path, null]);
  });

  it("needs the first-screen catalog everywhere, the shared messages off the first screen", () => {
    expect(screenGroups(ROUTE_SCREENS["/login"])).toEqual(["first-screen"]);
    expect(screenGroups(ROUTE_SCREENS["/admin"])).toEqual([
      "first-screen",
      "messages",
      "dashboard",
      "console",
    ]);
    expect(screenGroups(ROUTE_SCREENS["/guides"])).toEqual(["first-screen", "messages"]);
  });
});

describe("the part of a screen its address asks for", () => {
  const partOf = (screen: RouteScreen, query: string) =>
    screenPartModule(screen, new URLSearchParams(query));

  it("is the map for ?view=map and nothing for the list", () => {
    const destinations = ROUTE_SCREENS["/destinations"];
    expect(partOf(destinations, "view=map")).toBe("features/catalogue/map/destinations-map-view");
    expect(partOf(destinations, "")).toBeNull();
    expect(partOf(destinations, "view=list")).toBeNull();
    expect(partOf(ROUTE_SCREENS["/packages"], "view=map")).toBeNull();
  });

  it("is the console's open section, its first when none, and nothing for a made-up one", () => {
    const admin = ROUTE_SCREENS["/admin"];
    expect(partOf(admin, "section=audit")).toBe("features/audit/audit-panel");
    expect(partOf(admin, "")).toBe("features/admin/users-panel");
    for (const odd of ["section=nope", "section=constructor", "section=__proto__", "section="])
      expect([odd, partOf(admin, odd)]).toEqual([odd, null]);
  });

  it("names modules the app really loads lazily, and every console tab by its id", () => {
    const web = path.resolve("src/web");
    const sources = fs
      .readdirSync(web, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const lazilyLoaded = new Set<string>();
    for (const file of sources) {
      const text = fs.readFileSync(path.join(web, file), "utf8");
      for (const [, target] of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
        const absolute = target.startsWith("@/web/")
          ? path.join(web, target.slice("@/web/".length))
          : path.resolve(web, path.dirname(file), target);
        lazilyLoaded.add(path.relative(web, absolute));
      }
    }
    for (const screen of Object.values(ROUTE_SCREENS) as RouteScreen[]) {
      for (const module of Object.values(screen.part?.modules ?? {})) {
        expect(fs.existsSync(path.join(web, `${module}.tsx`)), module).toBe(true);
        expect([...lazilyLoaded]).toContain(module);
      }
    }
    const admin = fs.readFileSync(path.join(web, "routes/admin.tsx"), "utf8");
    const tabs = [...admin.matchAll(/^\s+id: "([\w-]+)",$/gm)].map((m) => m[1]);
    const part = ROUTE_SCREENS["/admin"].part;
    expect(tabs).toEqual(Object.keys(part.modules));
    expect(part.fallback).toBe(tabs[0]);
  });
});
