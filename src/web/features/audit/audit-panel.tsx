import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { auditListQuery } from "@/shared/audit/schema";
import type { AuditEntryView } from "@/shared/audit/types";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { InputField } from "@/web/components/ui/field";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { formatMoment } from "@/web/lib/format";
import { AuditDiff } from "./audit-diff";
import { ACTION_LABELS, ENTITY_LABELS, englishActionLabel, entityLabel } from "./labels";
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
  const { i18n, t } = useLingui();
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
        <Trans>Audit log</Trans>
      </h2>
      <p className="text-sm text-stone-600">
        <Trans>
          Every change made in this console: who made it, when, and each field before and after.
        </Trans>
      </p>
      <form
        aria-label={t`Filter the audit log`}
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {input("action", t`Action`, {
          type: "search",
          maxLength: 100,
          hint: (
            <Trans>
              A kind of record or one action:{" "}
              <code translate="no">user, user.ban, licence.verify</code>
            </Trans>
          ),
        })}
        {input("entityType", t`Record kind`, {
          list: "audit-entity-types",
          maxLength: 100,
          hint: (
            <Trans>
              As the log writes it: <code translate="no">user, guide, closure, booking…</code>
            </Trans>
          ),
        })}
        <datalist id="audit-entity-types">
          {Object.entries(ENTITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </datalist>
        {input("entityId", t`Record id`, { maxLength: 200 })}
        {input("actor", t`Admin's e-mail`, { type: "search", maxLength: 200 })}
        {input("from", t`From`, { type: "date", max: draft.to || undefined })}
        {input("to", t`To`, { type: "date", min: draft.from || undefined })}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">
            <Trans>Show entries</Trans>
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft(NO_AUDIT_FILTERS);
              show(NO_AUDIT_FILTERS);
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      </form>

      {log.isPending ? (
        <StatusScreen text={t`Loading the audit log...`} />
      ) : log.isError ? (
        <ErrorPanel
          title={t`We couldn't load the audit log.`}
          message={log.error?.message}
          onRetry={() => log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white px-4 py-8 text-center text-stone-600">
          {page > 1 ? (
            <Trans>No older entries.</Trans>
          ) : (
            <Trans>No changes match these filters.</Trans>
          )}
        </p>
      ) : (
        <ol aria-label={t`Audit log entries`} className="space-y-3" aria-busy={log.isFetching}>
          {log.data.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} onHistory={() => historyOf(entry)} />
          ))}
        </ol>
      )}

      {log.data && (page > 1 || log.data.hasMore) && (
        <nav aria-label={t`Audit log pages`} className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Newer</Trans>
          </Button>
          <p className="text-sm text-stone-600" aria-live="polite">
            <Trans>Page {page}</Trans>
          </p>
          <Button
            variant="secondary"
            disabled={!log.data.hasMore}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Older</Trans>
          </Button>
        </nav>
      )}
    </section>
  );
}

function AuditEntry({ entry, onHistory }: { entry: AuditEntryView; onHistory: () => void }) {
  const { i18n, t } = useLingui();
  const what = `${entityLabel(i18n, entry.entityType)} ${entry.entityId}`;
  const headingId = `audit-entry-${entry.id}`;
  const action = ACTION_LABELS[entry.action];
  const record = <RecordName type={entry.entityType} id={entry.entityId} />;
  const when = <time dateTime={entry.at}>{formatMoment(entry.at)}</time>;
  const email = entry.actorEmail;
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
                {action ? (
                  i18n._(action)
                ) : (
                  <span lang="en">{englishActionLabel(entry.action)}</span>
                )}
              </Badge>
              <span className="[overflow-wrap:anywhere]">{record}</span>
            </h3>
            <p className="text-sm text-stone-600">
              {!email ? (
                <Trans>
                  {when} by <span className="font-medium text-ink">an unknown admin</span>
                </Trans>
              ) : entry.actorId ? (
                <Trans>
                  {when} by{" "}
                  <span className="font-medium text-ink [overflow-wrap:anywhere]" translate="no">
                    {email}
                  </span>
                </Trans>
              ) : (
                <Trans>
                  {when} by{" "}
                  <span className="font-medium text-ink [overflow-wrap:anywhere]" translate="no">
                    {email}
                  </span>{" "}
                  (account since deleted)
                </Trans>
              )}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onHistory} aria-label={t`History of ${what}`}>
            <Trans>History</Trans>
          </Button>
        </header>
        <AuditDiff
          before={entry.before}
          after={entry.after}
          label={<Trans>Changes to {record}</Trans>}
        />
      </article>
    </li>
  );
}

/** "Guide 3": the kind of record in the reader's language (English from its code when we have no
 * label for it), and its id, which is data. */
function RecordName({ type, id }: { type: string; id: string }) {
  const { i18n } = useLingui();
  const kind = ENTITY_LABELS[type] ? (
    entityLabel(i18n, type)
  ) : (
    <span lang="en">{entityLabel(i18n, type)}</span>
  );
  return (
    <>
      {kind} <span translate="no">{id}</span>
    </>
  );
}
