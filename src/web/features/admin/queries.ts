import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminApplicationList,
  AdminGuideApplication,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  ApplicationStatusFilter,
  ApproveApplicationResult,
  InviteUserInput,
  InviteUserResult,
} from "@/shared/admin/schema";
import type { Role } from "@/shared/constants";
import { api } from "@/web/lib/api";
import { guideKeys } from "@/web/lib/query-keys";

export const adminKeys = {
  all: ["admin"] as const,
  users: ["admin", "users"] as const,
  userLists: ["admin", "users", "list"] as const,
  userList: (search: string, page: number) => ["admin", "users", "list", search, page] as const,
  user: (id: string) => ["admin", "users", "detail", id] as const,
  applications: ["admin", "applications"] as const,
  applicationList: (status: ApplicationStatusFilter, page: number) =>
    ["admin", "applications", "list", status, page] as const,
};

/** One page of the accounts: the Users section's query, and its first data. */
export function adminUsersQuery(search: string, page: number) {
  return {
    queryKey: adminKeys.userList(search, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (search) params.set("search", search);
      return api.get<AdminUserList>(`/api/admin/users?${params}`);
    },
  };
}

export function useAdminUsers(search: string, page: number) {
  return useQuery({ ...adminUsersQuery(search, page), placeholderData: keepPreviousData });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ""),
    queryFn: async () =>
      (await api.get<{ user: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id ?? "")}`))
        .user,
    enabled: id !== null,
  });
}

/** What the Users section opens on. */
export const FIRST_USERS = { search: "", page: 1 };

/** What the Guide applications section opens on: the applications waiting for a decision. */
export const FIRST_APPLICATIONS: { status: ApplicationStatusFilter; page: number } = {
  status: "pending",
  page: 1,
};

/** One page of the guide applications: the section's query, and its first data. */
export function applicationsQuery(status: ApplicationStatusFilter, page: number) {
  return {
    queryKey: adminKeys.applicationList(status, page),
    queryFn: () =>
      api.get<AdminApplicationList>(`/api/admin/applications?status=${status}&page=${page}`),
  };
}

export function useApplications(status: ApplicationStatusFilter, page: number) {
  return useQuery({ ...applicationsQuery(status, page), placeholderData: keepPreviousData });
}

const userPath = (id: string, action = "") =>
  `/api/admin/users/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

/** Every user action: the lists and the open detail refresh once it is done. */
export function useUserActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: adminKeys.users });
  return {
    setRole: useMutation({
      mutationFn: (role: Role) => api.post<{ user: AdminUser }>(userPath(id, "role"), { role }),
      onSuccess,
    }),
    ban: useMutation({
      mutationFn: (reason: string) =>
        api.post<{ user: AdminUser }>(userPath(id, "ban"), { reason }),
      onSuccess,
    }),
    unban: useMutation({
      mutationFn: () => api.post<{ user: AdminUser }>(userPath(id, "unban"), {}),
      onSuccess,
    }),
    revokeSessions: useMutation({
      mutationFn: () => api.post<unknown>(userPath(id, "revoke-sessions"), {}),
      onSuccess,
    }),
    sendSignInLink: useMutation({
      mutationFn: () => api.post<unknown>(userPath(id, "send-sign-in-link"), {}),
    }),
    sendPasswordReset: useMutation({
      mutationFn: () => api.post<unknown>(userPath(id, "send-password-reset"), {}),
    }),
    remove: useMutation({
      mutationFn: () => api.delete<unknown>(userPath(id)),
      // Only the lists refresh. Touching the open user's detail (removing it, or refetching it
      // into a 404) would unmount the dialog before it reports the deletion and closes.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.userLists }),
    }),
  };
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) =>
      api.post<InviteUserResult>("/api/admin/users/invite", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** Approving or rejecting: applications, users (roles change) and the Guides page refresh. */
export function useApplicationDecisions(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.applications }),
      queryClient.invalidateQueries({ queryKey: adminKeys.users }),
      queryClient.invalidateQueries({ queryKey: guideKeys.all }),
    ]);
  return {
    approve: useMutation({
      mutationFn: () =>
        api.post<ApproveApplicationResult>(`/api/admin/applications/${id}/approve`, {}),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (reason: string) =>
        api.post<{ application: AdminGuideApplication }>(`/api/admin/applications/${id}/reject`, {
          reason,
        }),
      onSuccess,
    }),
  };
}
