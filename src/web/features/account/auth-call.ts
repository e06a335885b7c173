import type { AuthError, AuthResult } from "@/web/lib/auth-client";

/** A failed auth call as a thrown Error, for TanStack Query. */
export class AuthCallError extends Error {
  readonly code?: string;
  readonly status: number;
  constructor(error: AuthError) {
    super(error.message || "An unexpected error occurred. Please try again.");
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
