import type { ApiErrorBody } from "@/shared/api-error";
import { acceptLanguage, NOT_REACHED_MESSAGE, NOT_SENT_MESSAGE } from "@/web/lib/i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** How often a keyed write is sent at most, and the longest wait between two tries. */
export const WRITE_TRIES = 3;
const MAX_WAIT_MS = 5_000;
/** The wait after a network error, or a 503 that names no Retry-After. */
const DEFAULT_WAIT_MS = 1_000;
/** Answers that mean "not now" from the database or a proxy: the write may be tried again. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const WRITES = new Set(["POST", "PUT", "PATCH"]);

const WRITES_AND_DELETES = new Set([...WRITES, "DELETE"]);

/** No answer at all: a read says so; a write also says that nothing was sent and nothing lost. */
export const networkError = (method: string) =>
  new ApiError(
    0,
    "NETWORK",
    WRITES_AND_DELETES.has(method) ? NOT_SENT_MESSAGE : NOT_REACHED_MESSAGE,
  );

/**
 * A write whose body carries an idempotency key: the server stores it once however often it
 * arrives, so it is safe to send again when the answer was lost or the database was away.
 */
function hasIdempotencyKey(body: unknown): boolean {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { idempotencyKey?: unknown }).idempotencyKey === "string"
  );
}

/** Retry-After in seconds or as a date, capped; the default when absent or unreadable. */
export function retryWaitMs(retryAfter: string | null): number {
  if (retryAfter === null || retryAfter.trim() === "") return DEFAULT_WAIT_MS;
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
  if (Number.isNaN(ms)) return DEFAULT_WAIT_MS;
  return Math.min(Math.max(ms, 0), MAX_WAIT_MS);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function send(method: string, path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json", "accept-language": acceptLanguage() }
          : {
              accept: "application/json",
              "accept-language": acceptLanguage(),
              "content-type": "application/json",
            },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError(method);
  }
}

/**
 * The answer to a request; a keyed write is sent again, up to WRITE_TRIES times in all, after a
 * network error or a 502/503/504, waiting as Retry-After says (at most 5 s). Nothing else is
 * retried: a write without a key could be stored twice.
 */
async function sendWithRetries(method: string, path: string, body: unknown): Promise<Response> {
  const tries = WRITES.has(method) && hasIdempotencyKey(body) ? WRITE_TRIES : 1;
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= tries;
    let response: Response;
    try {
      response = await send(method, path, body);
    } catch (error) {
      if (last) throw error;
      await pause(DEFAULT_WAIT_MS);
      continue;
    }
    if (last || !RETRYABLE_STATUSES.has(response.status)) return response;
    void response.body?.cancel().catch(() => {});
    await pause(retryWaitMs(response.headers.get("retry-after")));
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await sendWithRetries(method, path, body);
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? `The server answered ${response.status}.`,
      error?.fields,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown) => request<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};
