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

export const OUTAGE_MESSAGE =
  "We can't reach our database right now. Please try again in a moment.";

/** What the server says while the database is out of reach; Retry-After 0 so a retry comes at once. */
export function unavailable() {
  const res = apiError(503, "SERVICE_UNAVAILABLE", OUTAGE_MESSAGE);
  res.headers.set("Retry-After", "0");
  return res;
}
