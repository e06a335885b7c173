import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AvailablePackages } from "@/shared/bookings/types";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Destination, PackageDetail, PackageSummary } from "@/shared/catalogue/types";
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
