/**
 * The SQLSTATEs of the rules PostgreSQL keeps for us (docs/decisions/0010). Both drivers put the
 * code on the error; Drizzle wraps it, so it may sit on `cause`.
 */
export const SQLSTATE = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  checkViolation: "23514",
  foreignKeyViolation: "23503",
} as const;

export type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE];

export function sqlStatesOf(error: unknown): string[] {
  return [error, (error as { cause?: unknown } | undefined)?.cause]
    .map((e) => (e as { code?: unknown } | undefined)?.code)
    .filter((code): code is string => typeof code === "string");
}

/**
 * Runs a statement and, when PostgreSQL refuses it by one of the named rules, throws the domain
 * error the caller gives for that rule instead. Any other failure passes through unchanged.
 */
export async function orDomainError<T>(
  run: () => Promise<T>,
  errors: Partial<Record<SqlState, () => Error>>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    for (const state of sqlStatesOf(error)) {
      const domainError = errors[state as SqlState];
      if (domainError) throw domainError();
    }
    throw error;
  }
}
