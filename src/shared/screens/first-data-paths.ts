import { DASHBOARD_LISTS, dashboardBookingsPath } from "@/shared/bookings/dashboard-lists";
import { packageIdFor, parsePackageId } from "@/shared/catalogue/rules";
import type { RouteScreen } from "./route-screens";

/** What each dashboard section shows first; the booking sections open on their list's first page. */
const DASHBOARD_SECTION_PATHS: Record<string, string> = {
  requests: dashboardBookingsPath(DASHBOARD_LISTS.requests, 0),
  upcoming: dashboardBookingsPath(DASHBOARD_LISTS.upcoming, 0),
  management: dashboardBookingsPath(DASHBOARD_LISTS.management, 0),
  "guide-profile": "/api/guide-profile",
  calendar: "/api/guide-calendar",
  licence: "/api/guide-licence",
};

/**
 * The API requests a screen's first render shows (by the screen's module), from its address alone: the page names them so
 * the browser asks for them as it reads the page, with the code, not once the code has run
 * (decision 0047). The screen's own `firstData` (src/web/routes) asks for the very same paths, as
 * src/web/routes/first-data.test.tsx checks; screens not listed fetch theirs when they render.
 */
export const FIRST_DATA_PATHS: Record<string, (url: URL) => string[]> = {
  dashboard: (url) => [
    "/api/dashboard",
    DASHBOARD_SECTION_PATHS[url.searchParams.get("section") ?? ""] ??
      DASHBOARD_SECTION_PATHS.requests ??
      "",
  ],
  "my-bookings": () => ["/api/bookings/mine"],
  pay: () => ["/api/bookings/mine"],
  saved: () => ["/api/saved"],
  "package-details": (url) => {
    const srNo = parsePackageId(url.pathname.split("/").pop());
    return srNo === null ? [] : [`/api/packages/${packageIdFor(srNo)}`];
  },
};

/** The first data's paths for a screen (by its module) at this address; none for most screens. */
export function firstDataPaths(screen: RouteScreen | null, url: URL): string[] {
  const paths = screen ? FIRST_DATA_PATHS[screen.module]?.(url) : undefined;
  return (paths ?? []).filter((p) => p.startsWith("/api/"));
}
