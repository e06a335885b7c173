import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Profile } from "@/shared/profile/types";
import { ApiError, api } from "@/web/lib/api";

export const PROFILE_QUERY_KEY = ["profile"] as const;

export interface ProfileReply {
  profile: Profile;
}

/** The signed-in person's profile: the profile page's hook and its first data. */
export const profileQuery = {
  queryKey: PROFILE_QUERY_KEY,
  queryFn: () => api.get<ProfileReply>("/api/profile"),
};

export function useProfileQuery(enabled: boolean) {
  return useQuery({
    ...profileQuery,
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 401) && count < 1,
  });
}

/** Every profile change answers with the whole profile, which becomes the cached one. */
export function storeProfile(queryClient: QueryClient, reply: ProfileReply) {
  queryClient.setQueryData<ProfileReply>(PROFILE_QUERY_KEY, reply);
}
