import { HttpResponse } from "msw";

/** Our API's error shape: `{ error: { code, message, fields? } }`. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return HttpResponse.json({ error: { code, message, ...(fields && { fields }) } }, { status });
}

/** What the server says for anything it does not know. */
export const notFound = () => apiError(404, "NOT_FOUND", "Not found");

/** better-auth's error shape: `{ code, message }`. */
export function authError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status });
}
