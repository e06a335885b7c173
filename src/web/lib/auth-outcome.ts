import { msg } from "@lingui/core/macro";
import type { AuthError } from "@/web/lib/auth-client";
import { i18n, translateText } from "@/web/lib/i18n";

/** The result line a form shows above its fields. */
export type Outcome = { tone: "success" | "error"; text: string } | null;

export const UNEXPECTED = "An unexpected error occurred. Please try again.";
/** The same sentence for the catalog: `t(UNEXPECTED_MESSAGE)` shows it in the reader's language. */
export const UNEXPECTED_MESSAGE = msg`An unexpected error occurred. Please try again.`;

/**
 * The server's words for a failed auth call in the reader's language (the auth server writes
 * English; decision 0040), or a general sentence when it sent none.
 */
export function authErrorText(error: AuthError): string {
  return error.message ? translateText(error.message) : i18n._(UNEXPECTED_MESSAGE);
}
