import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";
import {
  datesInOrder,
  filterText,
  optionalDate,
  pageField,
  pageSizeField,
} from "@/shared/query-fields";

export const AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

/** GET /api/admin/audit: newest first, a page at a time; every filter is optional. */
export const auditListQuery = lazySchema(() =>
  z
    .object({
      /** "user" or "user.ban": entries whose action is that, or starts with it and a dot. */
      action: filterText(100, "At most 100 characters"),
      entityType: filterText(100, "At most 100 characters"),
      entityId: filterText(200, "At most 200 characters"),
      /** Part of the acting admin's e-mail address, as it was when they acted. */
      actor: filterText(200, "At most 200 characters"),
      from: optionalDate,
      to: optionalDate,
      page: pageField(10_000),
      pageSize: pageSizeField(AUDIT_PAGE_SIZE, MAX_AUDIT_PAGE_SIZE),
    })
    .check(datesInOrder("The last day comes before the first")),
);
export type AuditListQuery = z.infer<typeof auditListQuery>;
