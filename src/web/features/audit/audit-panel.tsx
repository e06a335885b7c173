import { type FormEvent, useState } from "react";
import { auditListQuery } from "@/shared/audit/schema";
import type { AuditEntryView } from "@/shared/audit/types";
import { formatIndiaTime } from "@/shared/dates";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { InputField } from "@/web/components/ui/field";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { AuditDiff } from "./audit-diff";
import { actionLabel, ENTITY_LABELS, entityLabel } from "./labels";
import { type AuditFilters, NO_AUDIT_FILTERS, setFilters, useAuditLog } from "./queries";

type FieldErrors = Partial<Record<keyof AuditFilters, string>>;

/** The filters' own problems, by the schema the server checks them with. */
function problemsOf(filters: AuditFilters): FieldErrors {
  const checked = auditListQuery.safeParse(setFilters(filters));
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof AuditFilters;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The admin console's Audit log: every admin change, newest first, with what it changed. */
export function AuditPanel() {
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [applied, setApplied] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(applied, page);

  const show = (filters: AuditFilters) => {
    const problems = problemsOf(filters);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    setApplied(filters);
    setPage(1);
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!show(draft)) {
      const first = Object.keys(problemsOf(draft))[0];
      document.getElementById(`audit-${first}`)?.focus();
    }
  };

  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const historyOf = (entry: AuditEntryView) => {
    const filters = {
      ...NO_AUDIT_FILTERS,
      entityType: entry.entityType,
      entityId: entry.entityId,
    };
    setDraft(filters);
    show(filters);
  };

  const input = (name: keyof AuditFilters, label: string, extra: object = {}) => (
    <InputField
      id={`audit-${name}`}
      label={label}
      value={draft[name]}
      onChange={set(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-6">
      <h2 id="admin-audit-heading" className="sr-only">
        Audit log
      </h2>
      <p className="text-sm text-stone-600">
        Every change made in this console: who made it, when, and each field before and after.
      </p>
      <form
        aria-label="Filter the audit log"
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {input("action", "Action", {
          type: "search",
          maxLength: 100,
          hint: "A kind of record or one action: user, user.ban, licence.verify",
        })}
        {input("entityType", "Record kind", {
          list: "audit-entity-types",
          maxLength: 100,
          hint: "user, guide, closure, booking…",
        })}
        <datalist id="audit-entity-types">
          {Object.entries(ENTITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </datalist>
        {input("entityId", "Record id", { maxLength: 200 })}
        {input("actor", "Admin's e-mail", { type: "search", maxLength: 200 })}
        {input("from", "From", { type: "date", max: draft.to || undefined })}
        {input("to", "To", { type: "date", min: draft.from || undefined })}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Show entries</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(NO_AUDIT_FILTERS);
              show(NO_AUDIT_FILTERS);
            }}
          >
            Clear filters
          </Button>
        </div>
      </form>

      {log.isPending ? (
        <StatusScreen text="Loading the audit log..." />
      ) : log.isError ? (
        <ErrorPanel
          title="We couldn't load the audit log."
          message={log.error?.message}
          onRetry={() => log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-600">
          {page > 1 ? "No older entries." : "No changes match these filters."}
        </p>
      ) : (
        <ol aria-label="Audit log entries" className="space-y-3" aria-busy={log.isFetching}>
          {log.data.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} onHistory={() => historyOf(entry)} />
          ))}
        </ol>
      )}

      {log.data && (page > 1 || log.data.hasMore) && (
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <p className="text-sm text-stone-600" aria-live="polite">
            Page {page}
          </p>
          <Button
            variant="secondary"
            disabled={!log.data.hasMore}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </section>
  );
}

function AuditEntry({ entry, onHistory }: { entry: AuditEntryView; onHistory: () => void }) {
  const what = `${entityLabel(entry.entityType)} ${entry.entityId}`;
  const headingId = `audit-entry-${entry.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="space-y-1">
            <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              <Badge tone="sky" size="sm">
                {actionLabel(entry.action)}
              </Badge>
              <span className="[overflow-wrap:anywhere]">{what}</span>
            </h3>
            <p className="text-sm text-stone-600">
              <time dateTime={entry.at}>{formatIndiaTime(new Date(entry.at))}</time>
              {" by "}
              <span className="font-medium text-ink [overflow-wrap:anywhere]">
                {entry.actorEmail || "an unknown admin"}
              </span>
              {!entry.actorId && entry.actorEmail && " (account since deleted)"}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onHistory} aria-label={`History of ${what}`}>
            History
          </Button>
        </header>
        <AuditDiff before={entry.before} after={entry.after} label={`Changes to ${what}`} />
      </article>
    </li>
  );
}
