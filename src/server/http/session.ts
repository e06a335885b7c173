import { createMiddleware } from "hono/factory";
import { unauthenticated } from "./errors";
import type { AppEnv } from "./types";

/** Reads the session once per API request so every route sees the same answer. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  c.set("session", session ?? null);
  await next();
});

export function requireUser(c: { var: AppEnv["Variables"] }) {
  const session = c.var.session;
  if (!session) throw unauthenticated();
  return session.user;
}
