import { changedFields } from "@/shared/audit/diff";
import { humanize } from "./labels";

const isPrimitive = (value: unknown) => value === null || typeof value !== "object";

/** A value as a person reads it: yes/no, lists joined, nothing shown as a dash. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every(isPrimitive)) {
    return value.length ? value.map(formatValue).join(", ") : "(none)";
  }
  return JSON.stringify(value);
}

/** For two lists of plain values: what was added and removed, which a long list hides. */
function listChange(before: unknown, after: unknown): string | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  if (!before.every(isPrimitive) || !after.every(isPrimitive)) return null;
  const added = after.filter((v) => !before.includes(v));
  const removed = before.filter((v) => !after.includes(v));
  const parts = [
    added.length ? `added ${added.map(formatValue).join(", ")}` : "",
    removed.length ? `removed ${removed.map(formatValue).join(", ")}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : null;
}

/** The fields one change touched, each as before → after. */
export function AuditDiff({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: string;
}) {
  const changes = changedFields(before, after);
  if (changes.length === 0) {
    return <p className="text-sm text-stone-500">No field changed.</p>;
  }
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-xs uppercase tracking-wide text-stone-500">
        <tr>
          <th scope="col" className="w-1/4 py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Before
          </th>
          <th scope="col" className="py-1 font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {changes.map((change) => {
          const list = listChange(change.before, change.after);
          return (
            <tr key={change.field} className="border-t border-stone-100">
              <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                {change.field ? humanize(change.field) : "Value"}
              </th>
              <td className="whitespace-pre-wrap py-1.5 pr-3 text-stone-600 [overflow-wrap:anywhere]">
                <del className="no-underline">{formatValue(change.before)}</del>
              </td>
              <td className="whitespace-pre-wrap py-1.5 text-ink [overflow-wrap:anywhere]">
                <ins className="no-underline">{formatValue(change.after)}</ins>
                {list && <span className="mt-0.5 block text-xs text-stone-500">({list})</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
