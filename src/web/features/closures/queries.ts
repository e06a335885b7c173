import type { AdminClosure } from "@/shared/closures/schema";
import { api } from "@/web/lib/api";

export const closuresKey = ["admin", "closures"] as const;

/** Every seasonal closure: the section's query, and its first data. */
export const closuresQuery = {
  queryKey: closuresKey,
  queryFn: async () =>
    (await api.get<{ closures: AdminClosure[] }>("/api/admin/closures")).closures,
};
