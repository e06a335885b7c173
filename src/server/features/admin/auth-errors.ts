import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "@/server/http/errors";

interface BetterAuthError {
  statusCode: number;
  body?: { code?: string; message?: string };
}

function isBetterAuthError(error: unknown): error is BetterAuthError {
  return (
    error instanceof Error &&
    typeof (error as Partial<BetterAuthError>).statusCode === "number" &&
    "body" in error
  );
}

/** better-auth's terse texts, said as sentences a person can act on. */
const MESSAGES: Record<string, string> = {
  USER_NOT_FOUND: "User not found.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email address already exists.",
  USER_ALREADY_EXISTS: "An account with this email address already exists.",
  YOU_CANNOT_BAN_YOURSELF: "You cannot ban your own account.",
  YOU_CANNOT_REMOVE_YOURSELF: "You cannot delete your own account from the admin console.",
  INVALID_EMAIL: "Please enter a valid email address.",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Please choose a role: user, guide or admin.",
};

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Runs a better-auth server call and turns its refusals into our `{ error: { code, message } }`
 * answers with the same status. Server faults (5xx) stay errors for the app's error handler.
 */
export async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isBetterAuthError(error) || error.statusCode >= 500) throw error;
    const code = error.body?.code ?? "AUTH_ERROR";
    const message =
      MESSAGES[code] ??
      (error.body?.message ? sentence(error.body.message) : "The request was refused.");
    throw new AppError(error.statusCode as ContentfulStatusCode, code, message);
  }
}
