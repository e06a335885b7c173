import * as z from "zod/mini";
import { isCalendarDate } from "@/shared/dates";

export const AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

const text = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

const optionalDate = z.optional(
  z.string().check(z.refine(isCalendarDate, "Use a date written YYYY-MM-DD")),
);

/** GET /api/admin/audit: newest first, a page at a time; every filter is optional. */
export const auditListQuery = z
  .object({
    /** "user" or "user.ban": entries whose action is that, or starts with it and a dot. */
    action: text(100, "At most 100 characters"),
    entityType: text(100, "At most 100 characters"),
    entityId: text(200, "At most 200 characters"),
    /** Part of the acting admin's e-mail address, as it was when they acted. */
    actor: text(200, "At most 200 characters"),
    from: optionalDate,
    to: optionalDate,
    page: z._default(
      z.coerce
        .number("Page must be a number")
        .check(
          z.int("Page must be a whole number"),
          z.gte(1, "Page must be 1 or more"),
          z.lte(10_000, "Page is too large"),
        ),
      1,
    ),
    pageSize: z._default(
      z.coerce
        .number("Page size must be a number")
        .check(
          z.int("Page size must be a whole number"),
          z.gte(1, "Page size must be 1 or more"),
          z.lte(MAX_AUDIT_PAGE_SIZE, `Page size must be at most ${MAX_AUDIT_PAGE_SIZE}`),
        ),
      AUDIT_PAGE_SIZE,
    ),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ["to"],
      message: "The last day comes before the first",
    }),
  );
export type AuditListQuery = z.infer<typeof auditListQuery>;
