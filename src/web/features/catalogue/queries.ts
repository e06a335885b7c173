import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import type { AvailablePackages } from "@/shared/bookings/types";
import { type DestinationFilters, packageIdFor } from "@/shared/catalogue/rules";
import type {
  Destination,
  DestinationPage,
  PackageDetail,
  PackageSummary,
} from "@/shared/catalogue/types";
import { DESTINATIONS_PAGE_SIZE } from "@/shared/constants";
import { ApiError, api } from "@/web/lib/api";
import type { TripDate } from "./trip-date-params";

export const catalogueKeys = {
  destinations: ["destinations"] as const,
  packages: ["packages"] as const,
  package: (srNo: number) => ["packages", srNo] as const,
};

export function useDestinations() {
  return useQuery({
    queryKey: catalogueKeys.destinations,
    queryFn: async () =>
      (await api.get<{ destinations: Destination[] }>("/api/destinations")).destinations,
  });
}

export function usePackages() {
  return useQuery({
    queryKey: catalogueKeys.packages,
    queryFn: async () => (await api.get<{ packages: PackageSummary[] }>("/api/packages")).packages,
  });
}

export function usePackage(srNo: number | null) {
  return useQuery({
    queryKey: catalogueKeys.package(srNo ?? 0),
    queryFn: async () =>
      (await api.get<{ package: PackageDetail }>(`/api/packages/${packageIdFor(srNo ?? 0)}`))
        .package,
    enabled: srNo !== null,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Search by date: which packages (and destinations) have a guide free for the whole tour. */
export function useAvailablePackages(trip: TripDate | undefined) {
  return useQuery({
    queryKey: ["bookings", "available-packages", trip?.startDate ?? "", trip?.travellers ?? 1],
    queryFn: () =>
      api.get<AvailablePackages>(
        `/api/bookings/available-packages?${new URLSearchParams({
          startDate: trip?.startDate ?? "",
          travellers: String(trip?.travellers ?? 1),
        })}`,
      ),
    enabled: trip !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** What the Destinations screen asks the server for: its filters, the trip, one page. */
export function destinationSearchPath(
  filters: DestinationFilters,
  trip: TripDate | undefined,
  page: number,
): string {
  const params = new URLSearchParams({
    q: filters.search.trim(),
    region: filters.region,
    interest: filters.interest,
    min: String(filters.minPrice),
    max: String(filters.maxPrice),
    sort: filters.sort,
    limit: String(DESTINATIONS_PAGE_SIZE),
    offset: String(page * DESTINATIONS_PAGE_SIZE),
  });
  if (trip) {
    params.set("startDate", trip.startDate);
    params.set("travellers", String(trip.travellers));
  }
  return `/api/destinations/search?${params}`;
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
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, page) => {
      const path = destinationSearchPath(filters, trip, page);
      return {
        queryKey: ["destinations", "search", path] as const,
        queryFn: () => api.get<DestinationPage>(path),
        placeholderData: page === 0 ? keepPreviousData : undefined,
      };
    }),
  });
  const first = results[0];
  const loaded: Destination[] = [];
  for (const result of results) {
    if (!result.data) break;
    loaded.push(...result.data.destinations);
  }
  return {
    first,
    destinations: loaded,
    total: first?.data?.total ?? 0,
    loadingMore: results.some((r, i) => i > 0 && r.isPending),
    updating: first?.isPlaceholderData ?? false,
  };
}
