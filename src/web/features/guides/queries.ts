import { useQuery } from "@tanstack/react-query";
import type { Guide } from "../../../shared/guides/types";
import { api } from "../../lib/api";
import { retryUnlessClientError } from "../catalogue/queries";

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
