import { useQuery } from "@tanstack/react-query";
import { PACKAGES_PAGE_SIZE, type PackageFilters } from "@/shared/catalogue/package-filters";
import { type DestinationFilters, packageIdFor } from "@/shared/catalogue/rules";
import { MAX_PAGE_SIZE } from "@/shared/catalogue/search-schema";
import type { DestinationPage, PackageDetail, PackagePage } from "@/shared/catalogue/types";
import { DESTINATIONS_PAGE_SIZE, PRICE_SLIDER } from "@/shared/constants";
import { ApiError, api } from "@/web/lib/api";
import { searchPageQuery, useSearchPages } from "@/web/lib/use-search-pages";
import type { TripDate } from "./trip-date-params";

export const catalogueKeys = {
  package: (srNo: number) => ["packages", srNo] as const,
};

const DESTINATION_SEARCH_KEY = ["destinations", "search"] as const;
const PACKAGE_SEARCH_KEY = ["packages", "search"] as const;

/** A package's page: the hook's query, and the package screen's first data. */
export function packageQuery(srNo: number) {
  return {
    queryKey: catalogueKeys.package(srNo),
    queryFn: async () =>
      (await api.get<{ package: PackageDetail }>(`/api/packages/${packageIdFor(srNo)}`)).package,
  };
}

export function usePackage(srNo: number | null) {
  return useQuery({ ...packageQuery(srNo ?? 0), enabled: srNo !== null });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A screen's search request: its filters, one page of `pageSize`, and the trip if any. */
function searchPath(
  endpoint: string,
  filters: Record<string, string>,
  trip: TripDate | undefined,
  page: number,
  pageSize: number,
): string {
  const params = new URLSearchParams({
    ...filters,
    limit: String(pageSize),
    offset: String(page * pageSize),
    ...(trip ? { startDate: trip.startDate, travellers: String(trip.travellers) } : {}),
  });
  return `${endpoint}?${params}`;
}

/** What the Destinations screen asks the server for: its filters, the trip, one page. */
export function destinationSearchPath(
  filters: DestinationFilters,
  trip: TripDate | undefined,
  page: number,
  pageSize = DESTINATIONS_PAGE_SIZE,
): string {
  return searchPath(
    "/api/destinations/search",
    {
      q: filters.search.trim(),
      region: filters.region,
      interest: filters.interest,
      min: String(filters.minPrice),
      max: String(filters.maxPrice),
      sort: filters.sort,
    },
    trip,
    page,
    pageSize,
  );
}

/**
 * The first `pages` pages of matching destinations, each its own cached request: Load More asks
 * only for the next six. While new filters load, the previous cards stay on screen.
 */
export function useDestinationPages(
  filters: DestinationFilters,
  trip: TripDate | undefined,
  pages: number,
) {
  const { items, ...result } = useSearchPages(
    DESTINATION_SEARCH_KEY,
    (page) => destinationSearchPath(filters, trip, page),
    pages,
    (page: DestinationPage) => page.destinations,
  );
  return { ...result, destinations: items };
}

/**
 * Every match at once, up to the server's largest page (the catalogue has fewer): the map shows
 * them all, not the list's first pages. Same filters, same address, same cache as the list.
 */
export function useDestinationMatches(filters: DestinationFilters, trip: TripDate | undefined) {
  const { items, ...result } = useSearchPages(
    DESTINATION_SEARCH_KEY,
    (page) => destinationSearchPath(filters, trip, page, MAX_PAGE_SIZE),
    1,
    (page: DestinationPage) => page.destinations,
  );
  return { ...result, destinations: items };
}

/** What the Packages screen asks the server for: its filters, the trip, one page. */
export function packageSearchPath(
  filters: PackageFilters,
  trip: TripDate | undefined,
  page: number,
): string {
  return searchPath(
    "/api/packages/search",
    {
      q: filters.search.trim(),
      region: filters.region,
      difficulty: filters.difficulty,
      min: String(filters.minPrice),
      // The slider's top is no limit: a tour may cost more.
      ...(filters.maxPrice < PRICE_SLIDER.max ? { max: String(filters.maxPrice) } : {}),
      sort: filters.sort,
    },
    trip,
    page,
    PACKAGES_PAGE_SIZE,
  );
}

/**
 * The first `pages` pages of matching packages, each its own cached request: Load More asks only
 * for the next six. While new filters load, the previous cards stay on screen.
 */
export function usePackagePages(
  filters: PackageFilters,
  trip: TripDate | undefined,
  pages: number,
) {
  const { items, ...result } = useSearchPages(
    PACKAGE_SEARCH_KEY,
    (page) => packageSearchPath(filters, trip, page),
    pages,
    (page: PackagePage) => page.packages,
  );
  return { ...result, packages: items };
}

/** The Destinations screen's first page for its address, and on the map every match (first data). */
export function firstDestinationQueries(
  filters: DestinationFilters,
  trip: TripDate | undefined,
  map: boolean,
) {
  const list = searchPageQuery(DESTINATION_SEARCH_KEY, destinationSearchPath(filters, trip, 0));
  if (!map) return [list];
  const all = destinationSearchPath(filters, trip, 0, MAX_PAGE_SIZE);
  return [list, searchPageQuery(DESTINATION_SEARCH_KEY, all)];
}

/** The Packages screen's first page for its address (its first data). */
export function firstPackageQuery(filters: PackageFilters, trip: TripDate | undefined) {
  return searchPageQuery(PACKAGE_SEARCH_KEY, packageSearchPath(filters, trip, 0));
}
