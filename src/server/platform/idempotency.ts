import { AppError } from "@/server/http/errors";

export const keyReused = () =>
  new AppError(
    409,
    "IDEMPOTENCY_KEY_REUSED",
    "This request key was already used. Please reload the page.",
  );

/** True when every listed field of the stored row equals the one this request would store. */
export function sameFields<T extends object>(stored: T, wanted: Partial<T>): boolean {
  return (Object.keys(wanted) as (keyof T)[]).every((field) => stored[field] === wanted[field]);
}

interface CreateOnce<Row> {
  /** The row already stored under this request's key, if any. */
  find: () => Promise<Row | undefined>;
  /** What `find` would answer, when the caller has already read it with its other reads. */
  found?: { row: Row | undefined };
  /** Checks the rules and inserts unless the key is taken; undefined when another request won. */
  insert: () => Promise<Row | undefined>;
  /** Whether a stored row is what this very request asked for (same person, same content). */
  isSameRequest: (stored: Row) => boolean;
}

/**
 * A create that may be sent again after its answer was lost: a repeat of the same request gets
 * the stored row back (`created: false`, so no second e-mail or notification), a key reused for
 * something else is refused.
 */
export async function createOnce<Row>(
  steps: CreateOnce<Row>,
): Promise<{ row: Row; created: boolean }> {
  const earlier = async (stored: Row | undefined) => {
    if (!stored || !steps.isSameRequest(stored)) throw keyReused();
    return { row: stored, created: false };
  };
  const stored = steps.found ? steps.found.row : await steps.find();
  if (stored) return earlier(stored);
  const inserted = await steps.insert();
  if (inserted) return { row: inserted, created: true };
  // A request with the same key committed between our look-up and our insert.
  return earlier(await steps.find());
}
