import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormSetError,
} from "react-hook-form";
import { ApiError } from "@/web/lib/api";

/** The message on one field, e.g. "itinerary.2.title". */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  return (get(errors, path) as FieldError | undefined)?.message;
}

/**
 * The message on a whole list ("the itinerary is longer than the tour"): react-hook-form keeps it
 * at `<list>.root` once the list has rows, or at `<list>` itself while it is empty.
 */
export function listError(errors: FieldErrors, list: string): string | undefined {
  return fieldError(errors, `${list}.root`) ?? fieldError(errors, list);
}

/**
 * Puts the API's 422 field messages (keyed by dot path: "name", "itinerary.2.title",
 * "itinerary") on the form. `place` names the form field that shows a path's message (a list's
 * own message goes to `<list>.root`, beside its rows' messages), or null when no field does.
 * Returns the messages no field shows, for the form's summary.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  place: (path: string) => string | null,
): string[] {
  if (!(error instanceof ApiError) || !error.fields) return [];
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    if (!message) continue;
    const target = place(path);
    if (target) setError(target as Path<T>, { type: "server", message });
    else unplaced.push(message);
  }
  return unplaced;
}

/** The form's summary after a failed save: the server's message, then what no field shows. */
export function saveFailure(message: string, unplaced: readonly string[]): string {
  return [message, ...unplaced].join(" ");
}
