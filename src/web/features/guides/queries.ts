import { useQuery } from "@tanstack/react-query";
import type { Guide } from "@/shared/guides/types";
import { api } from "@/web/lib/api";
import { guideKeys } from "@/web/lib/query-keys";

export function useGuides() {
  return useQuery({
    queryKey: guideKeys.all,
    queryFn: async () => (await api.get<{ guides: Guide[] }>("/api/guides")).guides,
  });
}
