/** One admin change as the console reads it (GET /api/admin/audit). */
export interface AuditEntryView {
  id: number;
  /** ISO time of the change. */
  at: string;
  /** The acting admin's e-mail address when they acted; null id once the account is gone. */
  actorId: string | null;
  actorEmail: string;
  /** "entity.verb", e.g. "user.ban". */
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

export interface AuditList {
  entries: AuditEntryView[];
  page: number;
  pageSize: number;
  /** Whether an older page exists; the log is not counted, so pages walk its index. */
  hasMore: boolean;
}
