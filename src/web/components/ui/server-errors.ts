import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/web/lib/api";

/** The message to show for a failed request: the server's own words when it sent any. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== "HTTP_ERROR") return error.message;
  return fallback;
}

/**
 * Puts the API's per-field messages (422 `fields`) on the matching form fields.
 * Returns true when at least one field took a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
