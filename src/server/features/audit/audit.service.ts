import type { Database } from "@/server/db/client";
import type { AuditListQuery } from "@/shared/audit/schema";
import type { AuditList } from "@/shared/audit/types";
import { addDays } from "@/shared/dates";
import * as repo from "./audit.repo";

/** Midnight at the start of an India calendar date: the log's days are the company's days. */
const startOfIndiaDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** One page of the audit log, newest first, with the console's filters. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditList> {
  const { page, pageSize } = query;
  const rows = await repo.listAudit(db, {
    action: query.action || undefined,
    entityType: query.entityType || undefined,
    entityId: query.entityId || undefined,
    actor: query.actor || undefined,
    since: query.from ? startOfIndiaDay(query.from) : undefined,
    until: query.to ? startOfIndiaDay(addDays(query.to, 1)) : undefined,
    // One more than the page: whether an older page exists, without counting the log.
    limit: pageSize + 1,
    offset: (page - 1) * pageSize,
  });
  return {
    entries: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    page,
    pageSize,
    hasMore: rows.length > pageSize,
  };
}
