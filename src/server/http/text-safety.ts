import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "@/shared/api-error";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

// PostgreSQL text cannot hold U+0000, so a NUL anywhere would fail deep inside a statement as a
// 500. We refuse it at the edge rather than strip it: what a person sent is never silently changed.
const NUL_MESSAGE = "The request contains a NUL character (U+0000), which we cannot store.";

const refuse = (message: string) => new AppError(400, ERROR_CODES.badRequest, message);

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(
      ([key, inner]) => key.includes("\u0000") || containsNul(inner),
    );
  }
  return false;
}

// better-auth decodes callback addresses once more after the query string is decoded; a stray '%'
// there threw deep inside it (a 500), so an address whose percent-encoding is broken is refused.
const ADDRESS_KEY = /(url|redirectTo)$/i;
const BAD_ADDRESS_MESSAGE = "A callback address in the request is not a well-formed URL.";

function isBrokenAddress(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    decodeURIComponent(value);
    return false;
  } catch {
    return true;
  }
}

const hasBrokenAddress = (record: Record<string, unknown>) =>
  Object.entries(record).some(([key, value]) => ADDRESS_KEY.test(key) && isBrokenAddress(value));

const isJson = (contentType: string | undefined) =>
  !!contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);

/**
 * Text safety for every API route, better-auth's included: no NUL in the path, the query string or
 * a JSON body, a JSON body is an object (a bare number, string, array or null is refused), and
 * callback addresses are well-formed.
 */
export const textSafety: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const address = pathname + search;
  if (address.includes("%00") || address.includes("\u0000")) throw refuse(NUL_MESSAGE);
  if (hasBrokenAddress(c.req.query())) throw refuse(BAD_ADDRESS_MESSAGE);
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && isJson(c.req.header("content-type"))) {
    const text = await c.req.text();
    if (text.trim() !== "") {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw refuse("The request body is not valid JSON.");
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        throw refuse("The request body must be a JSON object.");
      }
      if (containsNul(body)) throw refuse(NUL_MESSAGE);
      if (hasBrokenAddress(body as Record<string, unknown>)) throw refuse(BAD_ADDRESS_MESSAGE);
    }
  }
  await next();
};
