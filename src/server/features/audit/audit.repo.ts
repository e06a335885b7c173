import { sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";

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
