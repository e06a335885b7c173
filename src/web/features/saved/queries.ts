import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedKind, SavedPlace, SavedPlacesReply } from "@/shared/saved/schema";
import { ApiError, api } from "@/web/lib/api";

export const SAVED_QUERY_KEY = ["saved"] as const;

const placePath = (kind: SavedKind, srNo: number) =>
  `/api/saved/${encodeURIComponent(kind)}/${encodeURIComponent(String(srNo))}`;

export const savedKey = (kind: SavedKind, srNo: number) => `${kind}:${srNo}`;

/** The traveller's saved places, newest first: the hook's query, and the Saved screen's first data. */
export const savedPlacesQuery = {
  queryKey: SAVED_QUERY_KEY,
  queryFn: async () => (await api.get<SavedPlacesReply>("/api/saved")).saved,
};

/** The signed-in traveller's saved places, newest first (only asked while someone is signed in). */
export function useSavedPlaces(enabled = true) {
  return useQuery({
    ...savedPlacesQuery,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
  });
}

/** Which places are saved, as `kind:srNo` keys, for the hearts on the catalogue's cards. */
export function useSavedSet(enabled = true): ReadonlySet<string> {
  const { data } = useSavedPlaces(enabled);
  const keys = new Set<string>();
  for (const place of data ?? []) keys.add(savedKey(place.kind, place.srNo));
  return keys;
}

export interface SaveChange {
  kind: SavedKind;
  srNo: number;
  name: string;
  save: boolean;
}

/**
 * Saves or removes a place at once on screen (optimistic); when the server refuses, the list goes
 * back to what it was and `onFailure` says so.
 */
export function useSaveChange(onFailure: (error: unknown, change: SaveChange) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, srNo, save }: SaveChange) =>
      save ? api.put(placePath(kind, srNo), {}) : api.delete(placePath(kind, srNo)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: SAVED_QUERY_KEY });
      const before = queryClient.getQueryData<SavedPlace[]>(SAVED_QUERY_KEY);
      const others = (before ?? []).filter(
        (p) => !(p.kind === change.kind && p.srNo === change.srNo),
      );
      const shown: SavedPlace[] = change.save
        ? [
            {
              kind: change.kind,
              srNo: change.srNo,
              name: change.name,
              image: "",
              imageAlt: "",
              photo: null,
              to: `/packages/dest_${change.srNo}`,
              savedAt: new Date().toISOString(),
            },
            ...others,
          ]
        : others;
      queryClient.setQueryData<SavedPlace[]>(SAVED_QUERY_KEY, shown);
      return { before };
    },
    onError: (error, change, context) => {
      queryClient.setQueryData<SavedPlace[] | undefined>(SAVED_QUERY_KEY, context?.before);
      onFailure(error, change);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_QUERY_KEY }),
  });
}
