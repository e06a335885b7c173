import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditList } from "@/shared/audit/types";
import { api } from "@/web/lib/api";

/** The filters as the form holds them: "" means "any". */
export interface AuditFilters {
  action: string;
  entityType: string;
  entityId: string;
  actor: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: "",
  entityType: "",
  entityId: "",
  actor: "",
  from: "",
  to: "",
};

/** The filters that are set, trimmed, as the query string's fields. */
export function setFilters(filters: AuditFilters): Partial<AuditFilters> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ""),
  );
}

export const auditKeys = {
  all: ["admin", "audit"] as const,
  page: (filters: AuditFilters, page: number) => ["admin", "audit", filters, page] as const,
};

export function auditPath(filters: AuditFilters, page: number) {
  const params = new URLSearchParams({ ...setFilters(filters), page: String(page) });
  return `/api/admin/audit?${params}`;
}

/** One page of the audit log: the section's query, and its first data. */
export function auditLogQuery(filters: AuditFilters, page: number) {
  return {
    queryKey: auditKeys.page(filters, page),
    queryFn: () => api.get<AuditList>(auditPath(filters, page)),
  };
}

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({ ...auditLogQuery(filters, page), placeholderData: keepPreviousData });
}
