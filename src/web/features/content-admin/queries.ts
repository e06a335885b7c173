import { useLingui } from "@lingui/react";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ContentStatusFilter, DestinationInput, PackageInput } from "@/shared/content/schema";
import type {
  AdminDestination,
  AdminDestinationList,
  AdminPackage,
  AdminPackageList,
  DestinationPreview,
  PackagePreview,
} from "@/shared/content/types";
import { api } from "@/web/lib/api";
import { type ContentKind, KINDS } from "./labels";

/** What the API answers for each kind, and what its form sends. */
export interface ContentRecord {
  destination: AdminDestination;
  package: AdminPackage;
}

export interface ContentInput {
  destination: DestinationInput;
  package: PackageInput;
}

export interface ListCriteria {
  q: string;
  status: ContentStatusFilter;
  page: number;
}

export const contentKeys = {
  all: (kind: ContentKind) => ["admin", "content", kind] as const,
  lists: (kind: ContentKind) => ["admin", "content", kind, "list"] as const,
  list: (kind: ContentKind, { q, status, page }: ListCriteria) =>
    ["admin", "content", kind, "list", q, status, page] as const,
  detail: (kind: ContentKind, srNo: number) => ["admin", "content", kind, "detail", srNo] as const,
  /** The preview speaks the reader's language (the server answers in it). */
  preview: (kind: ContentKind, srNo: number, language: string) =>
    ["admin", "content", kind, "preview", srNo, language] as const,
  destinationChoices: (q: string) => ["admin", "content", "destination", "choices", q] as const,
};

export const itemPath = (kind: ContentKind, srNo: number, action = "") =>
  `${KINDS[kind].path}/${srNo}${action ? `/${action}` : ""}`;

function listPath(kind: ContentKind, { q, status, page }: ListCriteria, pageSize?: number) {
  const params = new URLSearchParams({ status, page: String(page) });
  if (q) params.set("q", q);
  if (pageSize) params.set("pageSize", String(pageSize));
  return `${KINDS[kind].path}?${params}`;
}

/** What a section's list opens on: every status, the first page. */
export const FIRST_LIST_PAGE: ListCriteria = { q: "", status: "all", page: 1 };

/** One page of the console's destinations: the section's query, and its first data. */
export function destinationListQuery(criteria: ListCriteria) {
  return {
    queryKey: contentKeys.list("destination", criteria),
    queryFn: () => api.get<AdminDestinationList>(listPath("destination", criteria)),
  };
}

/** One page of the console's packages: the section's query, and its first data. */
export function packageListQuery(criteria: ListCriteria) {
  return {
    queryKey: contentKeys.list("package", criteria),
    queryFn: () => api.get<AdminPackageList>(listPath("package", criteria)),
  };
}

export function useDestinationList(criteria: ListCriteria) {
  return useQuery({ ...destinationListQuery(criteria), placeholderData: keepPreviousData });
}

export function usePackageList(criteria: ListCriteria) {
  return useQuery({ ...packageListQuery(criteria), placeholderData: keepPreviousData });
}

/** Destinations a package can belong to, matching what is typed (archived ones cannot). */
export function useDestinationChoices(q: string) {
  return useQuery({
    queryKey: contentKeys.destinationChoices(q),
    queryFn: async () =>
      (
        await api.get<AdminDestinationList>(
          listPath("destination", { q, status: "all", page: 1 }, 10),
        )
      ).destinations.filter((d) => d.status !== "archived"),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
}

/** One destination or package as the console edits it. */
export function useAdminRecord<K extends ContentKind>(kind: K, srNo: number | null) {
  return useQuery({
    queryKey: contentKeys.detail(kind, srNo ?? 0),
    queryFn: async () =>
      (await api.get<Record<string, unknown>>(itemPath(kind, srNo ?? 0)))[kind] as ContentRecord[K],
    enabled: srNo !== null,
  });
}

// Previews are always read fresh: they exist to show what was just saved.
export function useDestinationPreview(srNo: number | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: contentKeys.preview("destination", srNo ?? 0, i18n.locale),
    queryFn: () => api.get<DestinationPreview>(itemPath("destination", srNo ?? 0, "preview")),
    enabled: srNo !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePackagePreview(srNo: number | null) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: contentKeys.preview("package", srNo ?? 0, i18n.locale),
    queryFn: () => api.get<PackagePreview>(itemPath("package", srNo ?? 0, "preview")),
    enabled: srNo !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** After any change: the console's lists and the travellers' catalogue screens read again. */
function refreshAfterChange(queryClient: QueryClient, kind: ContentKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.lists(kind) }),
    // A package shows its destination's status, a destination its packages' count.
    queryClient.invalidateQueries({
      queryKey: contentKeys.all(kind === "package" ? "destination" : "package"),
    }),
    queryClient.invalidateQueries({ queryKey: ["destinations"] }),
    queryClient.invalidateQueries({ queryKey: ["packages"] }),
  ]);
}

export type StatusAction = "publish" | "unpublish" | "archive";

/** Save (create or update), change the status of, and delete one destination or package. */
export function useContentMutations<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  const unwrap = (body: Record<string, unknown>) => body[kind] as ContentRecord[K];
  const stored = (record: ContentRecord[K]) => {
    queryClient.setQueryData(contentKeys.detail(kind, record.srNo), record);
    return refreshAfterChange(queryClient, kind);
  };
  return {
    save: useMutation({
      mutationFn: async ({ srNo, input }: { srNo: number | null; input: ContentInput[K] }) =>
        unwrap(
          srNo === null
            ? await api.post<Record<string, unknown>>(KINDS[kind].path, input)
            : await api.put<Record<string, unknown>>(itemPath(kind, srNo), input),
        ),
      onSuccess: stored,
    }),
    changeStatus: useMutation({
      mutationFn: async ({ srNo, action }: { srNo: number; action: StatusAction }) =>
        unwrap(await api.post<Record<string, unknown>>(itemPath(kind, srNo, action), {})),
      onSuccess: stored,
    }),
    remove: useMutation({
      mutationFn: (srNo: number) => api.delete<{ deleted: true }>(itemPath(kind, srNo)),
      // Only the lists refresh: refetching the open record into a 404 would unmount the editor
      // before it reports the deletion.
      onSuccess: () => refreshAfterChange(queryClient, kind),
    }),
  };
}
