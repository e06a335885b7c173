import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LicenceStatus } from "@/shared/guides/licence-schema";
import type { AdminLicence, AdminLicenceList } from "@/shared/guides/licence-types";
import { api } from "@/web/lib/api";
import { guideKeys } from "@/web/lib/query-keys";

export const licenceKeys = {
  all: ["admin", "licences"] as const,
  list: (status: LicenceStatus, page: number) => ["admin", "licences", status, page] as const,
};

/** The admin's view of a guide's scanned licence; the server sends it to admins only. */
export const licenceDocumentPath = (guideSno: number) => `/api/admin/licences/${guideSno}/document`;

/** What the Licences section opens on: the licences waiting to be checked. */
export const FIRST_LICENCES: { status: LicenceStatus; page: number } = {
  status: "pending",
  page: 1,
};

/** One page of the licences: the section's query, and its first data. */
export function licencesQuery(status: LicenceStatus, page: number) {
  return {
    queryKey: licenceKeys.list(status, page),
    queryFn: () => api.get<AdminLicenceList>(`/api/admin/licences?status=${status}&page=${page}`),
  };
}

export function useLicences(status: LicenceStatus, page: number) {
  return useQuery({ ...licencesQuery(status, page), placeholderData: keepPreviousData });
}

/** Verifying or rejecting: the lists and the Guides page (its badges) refresh. */
export function useLicenceDecisions(guideSno: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: licenceKeys.all }),
      queryClient.invalidateQueries({ queryKey: guideKeys.all }),
    ]);
  const path = (action: string) => `/api/admin/licences/${guideSno}/${action}`;
  return {
    verify: useMutation({
      mutationFn: () => api.post<{ licence: AdminLicence }>(path("verify"), {}),
      onSuccess,
    }),
    reject: useMutation({
      mutationFn: (reason: string) =>
        api.post<{ licence: AdminLicence }>(path("reject"), { reason }),
      onSuccess,
    }),
  };
}
