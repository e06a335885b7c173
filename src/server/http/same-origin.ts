import { createMiddleware } from "hono/factory";
import { ERROR_CODES } from "@/shared/api-error";
import { AppError } from "./errors";
import type { AppEnv } from "./types";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing API request must come from our own pages: the browser's Origin header
 * (or, failing that, Referer) has to be the public URL's origin.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const expected = new URL(c.var.config.publicUrl).origin;
  const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
  if (origin !== expected) {
    throw new AppError(
      403,
      ERROR_CODES.forbidden,
      "This request did not come from the Yatra Tours site, so it was refused.",
    );
  }
  return next();
});

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
