import { msg } from "@lingui/core/macro";
import type { AuthError } from "@/web/lib/auth-client";

/** The result line a form shows above its fields. */
export type Outcome = { tone: "success" | "error"; text: string } | null;

export const UNEXPECTED = "An unexpected error occurred. Please try again.";
/** The same sentence for the catalog: `t(UNEXPECTED_MESSAGE)` shows it in the reader's language. */
export const UNEXPECTED_MESSAGE = msg`An unexpected error occurred. Please try again.`;

/** The server's words for a failed auth call, or a general sentence when it sent none. */
export function authErrorText(error: AuthError): string {
  return error.message || UNEXPECTED;
}
