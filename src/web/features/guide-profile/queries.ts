import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminGuideInput, GuideProfileInput } from "@/shared/guides/profile-schema";
import type { AdminGuideList, GuideProfileView } from "@/shared/guides/profile-types";
import { api } from "@/web/lib/api";
import { guideKeys } from "@/web/lib/query-keys";
import { uploadFile } from "@/web/lib/upload-file";

export const guideProfileKey = ["guide-profile"] as const;
const adminGuidesKey = ["admin", "guides"] as const;

/** The guide's own profile, as its section and the dashboard's first data ask for it. */
export const guideProfileQuery = {
  queryKey: guideProfileKey,
  queryFn: async () => (await api.get<{ profile: GuideProfileView }>("/api/guide-profile")).profile,
};

export function useGuideProfile() {
  return useQuery(guideProfileQuery);
}

function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: GuideProfileView) => {
    queryClient.setQueryData(guideProfileKey, profile);
    void queryClient.invalidateQueries({ queryKey: guideKeys.all });
  };
}

export function useSaveGuideProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (input: GuideProfileInput) =>
      (await api.put<{ profile: GuideProfileView }>("/api/guide-profile", input)).profile,
    onSuccess: store,
  });
}

export function useGuidePhoto() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: async (change: { file: File; onProgress: (f: number) => void } | null) =>
      (change
        ? await uploadFile<{ profile: GuideProfileView }>(
            "/api/guide-profile/photo",
            "photo",
            change.file,
            change.onProgress,
          )
        : await api.delete<{ profile: GuideProfileView }>("/api/guide-profile/photo")
      ).profile,
    onSuccess: store,
  });
}

/** One page of every guide (GET /api/admin/guides): the section's query, and its first data. */
export function adminGuidesQuery(page: number) {
  return {
    queryKey: [...adminGuidesKey, page],
    queryFn: () => api.get<AdminGuideList>(`/api/admin/guides?page=${page}`),
  };
}

/** One page of every guide, the previous page kept while the next loads. */
export function useAdminGuides(page: number) {
  return useQuery({ ...adminGuidesQuery(page), placeholderData: keepPreviousData });
}

export function useAdminSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sno, input }: { sno: number; input: AdminGuideInput }) =>
      (await api.put<{ guide: GuideProfileView }>(`/api/admin/guides/${sno}`, input)).guide,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminGuidesKey });
      void queryClient.invalidateQueries({ queryKey: guideKeys.all });
    },
  });
}
