import type { AuthError, AuthResult } from "@/web/lib/auth-client";
import { UNEXPECTED_MESSAGE } from "@/web/lib/auth-outcome";
import { i18n } from "@/web/lib/i18n";

/** A failed auth call as a thrown Error, for TanStack Query. */
export class AuthCallError extends Error {
  readonly code?: string;
  readonly status: number;
  constructor(error: AuthError) {
    super(error.message || i18n._(UNEXPECTED_MESSAGE));
    this.name = "AuthCallError";
    this.code = error.code;
    this.status = error.status;
  }
}

export async function unwrap<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const result = await call;
  if (result.error) throw new AuthCallError(result.error);
  return result.data;
}
