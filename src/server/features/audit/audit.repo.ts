import { and, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { likePattern } from "@/server/db/sql-text";

/** One admin change, as the audit log keeps it. */
export interface AuditRecord {
  /** The acting admin's user id (the session's, never the browser's). */
  actorId: string;
  /** "entity.verb": "destination.publish", "booking.cancel", "contact_message.reply". */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record as it was before the change (null for a creation) and after (null for a removal). */
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin change. Call it with the transaction that makes the change, so the entry and the
 * change commit together or not at all. The actor's e-mail is copied from their account, so the
 * entry still reads after the account is gone.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
    select ${record.actorId}, coalesce((select email from "user" where id = ${record.actorId}), ''),
      ${record.action}, ${record.entityType}, ${String(record.entityId)},
      ${json(record.before)}::jsonb, ${json(record.after)}::jsonb`);
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

export interface AuditFilter {
  /** An action ("user.ban") or the prefix of several ("user"). */
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Part of the actor's e-mail address, as the entry kept it. */
  actor?: string;
  /** The first moment included and the first one past the range. */
  since?: Date;
  until?: Date;
  limit: number;
  offset: number;
}

/** LIKE's own characters in an action taken literally, for a prefix match. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of the log, newest first. Walks `audit_log_at_idx` (or `audit_log_entity_idx` for one
 * record's history) and stops at the page's end: nothing counts the whole log.
 */
export function listAudit(db: Database, filter: AuditFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.action
      ? or(
          eq(auditLog.action, filter.action),
          like(auditLog.action, `${literal(filter.action.replace(/\.+$/, ""))}.%`),
        )
      : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actor ? ilike(auditLog.actorEmail, likePattern(filter.actor)) : undefined,
    filter.since ? gte(auditLog.at, filter.since) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
