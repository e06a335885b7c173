/** One field an admin change touched: what it was and what it became (undefined: absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return value === undefined ? "null" : JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The fields that differ between two snapshots of a record, in the order they appear: every
 * field of a creation (no before) or of a removal (no after). Snapshots that are not objects
 * compare as one unnamed value.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const gone = (v: unknown) => v === null || v === undefined;
  if ((isRecord(before) || gone(before)) && (isRecord(after) || gone(after))) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((field) => !sameValue(b[field], a[field]) || gone(before) || gone(after))
      .filter((field) => b[field] !== undefined || a[field] !== undefined)
      .map((field) => ({ field, before: b[field], after: a[field] }));
  }
  return sameValue(before, after) ? [] : [{ field: "", before, after }];
}

/**
 * Keeps only the fields that changed, for the audit log: a record's untouched fields would bury
 * the one an admin changed.
 */
export function onlyChanges<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const kept = changedFields(before, after).map((c) => c.field);
  const pick = (record: T) =>
    Object.fromEntries(kept.filter((k) => k in record).map((k) => [k, record[k]])) as Partial<T>;
  return { before: pick(before), after: pick(after) };
}
