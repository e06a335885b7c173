import { useQuery } from "@tanstack/react-query";
import type { Guide } from "@/shared/guides/types";
import { retryUnlessClientError } from "@/web/features/catalogue/queries";
import { api } from "@/web/lib/api";

export const guideKeys = {
  all: ["guides"] as const,
};

export function useGuides() {
  return useQuery({
    queryKey: guideKeys.all,
    queryFn: async () => (await api.get<{ guides: Guide[] }>("/api/guides")).guides,
    retry: retryUnlessClientError,
  });
}
