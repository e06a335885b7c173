import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { changedFields } from "@/shared/audit/diff";
import { humanize } from "./labels";

const isPrimitive = (value: unknown) => value === null || typeof value !== "object";

/** A value as it was stored: text, numbers and lists joined (data, shown as it is). */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every(isPrimitive)) return value.map(formatValue).join(", ");
  return JSON.stringify(value);
}

/**
 * A value as a person reads it: yes/no, nothing as a dash, empty text and lists said so (in the
 * reader's language); anything else is the record's data, shown as it is (translate="no").
 */
function Value({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <>—</>;
  if (typeof value === "boolean") return value ? <Trans>Yes</Trans> : <Trans>No</Trans>;
  if (value === "") return <Trans>(empty)</Trans>;
  if (Array.isArray(value) && value.length === 0) return <Trans>(none)</Trans>;
  return <span translate="no">{formatValue(value)}</span>;
}

/** For two lists of plain values: what was added and removed, which a long list hides. */
function ListChange({ before, after }: { before: unknown; after: unknown }) {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  if (!before.every(isPrimitive) || !after.every(isPrimitive)) return null;
  const added = formatValue(after.filter((v) => !before.includes(v)));
  const removed = formatValue(before.filter((v) => !after.includes(v)));
  if (!added && !removed) return null;
  return (
    <span className="mt-0.5 block text-xs text-stone-500">
      (
      {added && (
        <Trans>
          added <span translate="no">{added}</span>
        </Trans>
      )}
      {added && removed && "; "}
      {removed && (
        <Trans>
          removed <span translate="no">{removed}</span>
        </Trans>
      )}
      )
    </span>
  );
}

/** The fields one change touched, each as before → after. */
export function AuditDiff({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: ReactNode;
}) {
  const changes = changedFields(before, after);
  if (changes.length === 0) {
    return (
      <p className="text-sm text-stone-500">
        <Trans>No field changed.</Trans>
      </p>
    );
  }
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-3 font-medium">
            <Trans>Field</Trans>
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            <Trans>Before</Trans>
          </th>
          <th scope="col" className="py-1 font-medium">
            <Trans>After</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {changes.map((change) => (
          <tr key={change.field} className="border-t border-stone-100">
            <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
              {/* The record's own field name, from its code: English, as the data is. */}
              {change.field ? (
                <span lang="en">{humanize(change.field)}</span>
              ) : (
                <Trans>Value</Trans>
              )}
            </th>
            <td className="whitespace-pre-wrap py-1.5 pr-3 text-stone-600 [overflow-wrap:anywhere]">
              <del className="no-underline">
                <Value value={change.before} />
              </del>
            </td>
            <td className="whitespace-pre-wrap py-1.5 text-ink [overflow-wrap:anywhere]">
              <ins className="no-underline">
                <Value value={change.after} />
              </ins>
              <ListChange before={change.before} after={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
