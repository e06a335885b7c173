import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readDestinationView } from "@/web/features/catalogue/destination-search-params";
import { readPackageView } from "@/web/features/catalogue/package-search-params";
import {
  useDestinationMatches,
  useDestinationPages,
  usePackage,
  usePackagePages,
} from "@/web/features/catalogue/queries";
import { useMyBookings } from "@/web/features/my-bookings/queries";
import { useSavedPlaces } from "@/web/features/saved/queries";
import { firstData as destinationsFirstData } from "@/web/routes/destinations";
import { firstData as myBookingsFirstData } from "@/web/routes/my-bookings";
import { firstData as packageFirstData } from "@/web/routes/package-details";
import { firstData as packagesFirstData } from "@/web/routes/packages";
import { firstData as savedFirstData } from "@/web/routes/saved";
import { FIRST_DATA_WAIT_MS, type FirstData, firstDataLoader } from "./first-data";
import { createQueryClient } from "./query-client";

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the first screen's data, asked for with its code", () => {
  it("is in the cache when the first screen renders", async () => {
    const client = createQueryClient();
    const firstData: FirstData = (url) => [
      { queryKey: ["echo", url.search], queryFn: async () => `data for ${url.search}` },
    ];
    await firstDataLoader(client, firstData, () => false)(request("/x?q=1"));
    expect(client.getQueryData(["echo", "?q=1"])).toBe("data for ?q=1");
  });

  it("asks nothing once the app has started: later screens are left to their hooks", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 1);
    const loaded = await firstDataLoader(
      client,
      () => [{ queryKey: ["n"], queryFn }],
      () => true,
    )(request("/x"));
    expect(loaded).toBeNull();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("waits for a slow answer no longer than its limit, and a failure does not throw", async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ queries: { retry: false } });
    const loader = firstDataLoader(
      client,
      () => [
        { queryKey: ["never"], queryFn: () => new Promise(() => {}) },
        { queryKey: ["fails"], queryFn: async () => Promise.reject(new Error("down")) },
      ],
      () => false,
    );
    let done = false;
    const loading = loader(request("/x")).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
    expect(client.getQueryState(["fails"])?.status).toBe("error");
  });
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

  it("packages and destinations, list and map, for the filters in the address", () => {
    const packages = "/packages?region=North+India&sort=price-asc&q=lake";
    const view = readPackageView(new URL(`http://localhost${packages}`).searchParams);
    expect(keysOf(() => usePackagePages(view.filters, view.trip, 1))).toEqual(
      keys(packagesFirstData, packages),
    );
    const map = "/destinations?view=map&interest=Beach";
    const where = readDestinationView(new URL(`http://localhost${map}`).searchParams);
    expect(
      keysOf(() => {
        useDestinationPages(where.filters, where.trip, 1);
        useDestinationMatches(where.filters, where.trip);
      }),
    ).toEqual(keys(destinationsFirstData, map));
    expect(keys(destinationsFirstData, "/destinations")).toHaveLength(1);
  });

  it("a package's page, the saved places and the traveller's bookings", () => {
    expect(keysOf(() => usePackage(7))).toEqual(keys(packageFirstData, "/packages/dest_7"));
    expect(keys(packageFirstData, "/packages/nonsense")).toEqual([]);
    expect(keysOf(() => useSavedPlaces())).toEqual(keys(savedFirstData, "/saved"));
    expect(keysOf(() => useMyBookings())).toEqual(keys(myBookingsFirstData, "/my-bookings"));
  });
});
