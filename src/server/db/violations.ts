/**
 * The SQLSTATEs of the rules PostgreSQL keeps for us (docs/decisions/0010). Both drivers put the
 * code on the error; Drizzle wraps it, so it may sit on `cause`.
 */
export const SQLSTATE = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  checkViolation: "23514",
  foreignKeyViolation: "23503",
  /** A statement ran past its statement_timeout. */
  queryCanceled: "57014",
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

// Connection exceptions (class 08), shutdowns and "cannot connect now" (57P0x), too many clients.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres reports a socket that closed under it without a code.
const UNAVAILABLE_MESSAGE = /connection terminated|connection timeout|connection error/i;

/** True when the database could not be reached, as opposed to refusing a statement. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code))
    )
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
