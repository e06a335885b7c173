import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionsQuery } from "@/web/features/account/queries";
import { useCalendarFeed } from "@/web/features/calendar-feed/queries";
import { readDestinationView } from "@/web/features/catalogue/destination-search-params";
import { readPackageView } from "@/web/features/catalogue/package-search-params";
import {
  useDestinationMatches,
  useDestinationPages,
  usePackage,
  usePackagePages,
} from "@/web/features/catalogue/queries";
import { usePaymentOptions } from "@/web/features/checkout/queries";
import {
  DASHBOARD_LISTS,
  useDashboardBookings,
  useDashboardInfo,
} from "@/web/features/dashboard/queries";
import { useGuideCalendar } from "@/web/features/guide-calendar/queries";
import { useOwnLicence } from "@/web/features/guide-licence/queries";
import { useGuideProfile } from "@/web/features/guide-profile/queries";
import { readGuideView } from "@/web/features/guides/guide-search-params";
import { useGuidePages } from "@/web/features/guides/queries";
import { useMyBookings } from "@/web/features/my-bookings/queries";
import { useProfileQuery } from "@/web/features/profile/queries";
import { useSavedPlaces } from "@/web/features/saved/queries";
import type { FirstData } from "@/web/lib/first-data";
import { createQueryClient } from "@/web/lib/query-client";
import { firstData as accountFirstData } from "./account";
import { firstData as dashboardFirstData } from "./dashboard";
import { firstData as destinationsFirstData } from "./destinations";
import { firstData as guidesFirstData } from "./guides";
import { firstData as myBookingsFirstData } from "./my-bookings";
import { firstData as packageFirstData } from "./package-details";
import { firstData as packagesFirstData } from "./packages";
import { firstData as payFirstData } from "./pay";
import { firstData as profileFirstData } from "./profile";
import { firstData as savedFirstData } from "./saved";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("each screen's first data is what its hooks ask for", () => {
  /** The keys a hook puts in the cache, its requests left unanswered. */
  function keysOf(hook: () => unknown): string[] {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(hook, { wrapper });
    return client
      .getQueryCache()
      .findAll()
      .map((query) => JSON.stringify(query.queryKey));
  }
  const keys = (firstData: FirstData, path: string) =>
    firstData(new URL(`http://localhost${path}`)).map((q) => JSON.stringify(q.queryKey));

  it("packages and destinations, list and map, for the filters in the address, and the hearts", () => {
    const packages = "/packages?region=North+India&sort=price-asc&q=lake";
    const view = readPackageView(new URL(`http://localhost${packages}`).searchParams);
    expect(
      keysOf(() => {
        usePackagePages(view.filters, view.trip, 1);
        useSavedPlaces();
      }),
    ).toEqual(keys(packagesFirstData, packages));
    const map = "/destinations?view=map&interest=Beach";
    const where = readDestinationView(new URL(`http://localhost${map}`).searchParams);
    expect(
      keysOf(() => {
        useDestinationPages(where.filters, where.trip, 1);
        useDestinationMatches(where.filters, where.trip);
        useSavedPlaces();
      }),
    ).toEqual(keys(destinationsFirstData, map));
    expect(keys(destinationsFirstData, "/destinations")).toHaveLength(2);
  });

  it("the guides for the filters in the address, their first page", () => {
    const guides = "/guides?specialization=Trekking&language=Hindi&licensed=1&more=2";
    const view = readGuideView(new URL(`http://localhost${guides}`).searchParams);
    expect(view.more).toBe(2);
    const asked = keysOf(() => useGuidePages(view.filters, view.more + 1));
    expect(keys(guidesFirstData, guides)).toEqual(asked.slice(0, 1));
  });

  it("a package's page, the saved places and the traveller's bookings", () => {
    expect(keysOf(() => usePackage(7))).toEqual(keys(packageFirstData, "/packages/dest_7"));
    expect(keys(packageFirstData, "/packages/nonsense")).toEqual([]);
    expect(keysOf(() => useSavedPlaces())).toEqual(keys(savedFirstData, "/saved"));
    expect(keysOf(() => useMyBookings())).toEqual(keys(myBookingsFirstData, "/my-bookings"));
  });

  it("a booking's checkout: the traveller's bookings and how the site takes payment", () => {
    expect(
      keysOf(() => {
        useMyBookings();
        usePaymentOptions();
      }),
    ).toEqual(keys(payFirstData, "/my-bookings/bk_1/pay"));
  });

  it("the profile, and the account page's signed-in devices", () => {
    expect(keysOf(() => useProfileQuery(true))).toEqual(keys(profileFirstData, "/profile"));
    expect(keysOf(() => useQuery(sessionsQuery))).toEqual(keys(accountFirstData, "/account"));
  });

  it("the dashboard: whom it is for, and the section the address opens", () => {
    const dashboard = (section: string, hook: () => unknown) =>
      expect(
        keysOf(() => {
          useDashboardInfo();
          hook();
        }),
      ).toEqual(keys(dashboardFirstData, `/dashboard${section}`));
    dashboard("", () => useDashboardBookings(DASHBOARD_LISTS.requests, 1));
    dashboard("?section=nonsense", () => useDashboardBookings(DASHBOARD_LISTS.requests, 1));
    dashboard("?section=upcoming", () => useDashboardBookings(DASHBOARD_LISTS.upcoming, 1));
    // The Management list as its panel asks for it before anything is typed or chosen.
    dashboard("?section=management", () => useDashboardBookings({ status: "all", q: "" }, 1));
    dashboard("?section=guide-profile", () => useGuideProfile());
    dashboard("?section=calendar", () => {
      useGuideCalendar();
      useCalendarFeed();
    });
    dashboard("?section=licence", () => useOwnLicence());
  });
});
