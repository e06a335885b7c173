import { useQuery } from "@tanstack/react-query";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Destination, PackageDetail, PackageSummary } from "@/shared/catalogue/types";
import { ApiError, api } from "@/web/lib/api";

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
