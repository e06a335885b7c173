import type { Context } from "hono";
import { type AuthSession, authDatabaseOutage } from "@/server/platform/auth";
import { forbidden, unauthenticated } from "./errors";
import type { AppEnv } from "./types";

/**
 * The signed-in user's session, looked up on first use and at most once per request, so routes
 * that do not care who is asking (the catalogue) never pay for the lookup.
 */
export function sessionOf(c: Context<AppEnv>): Promise<AuthSession | null> {
  let session = c.get("session");
  if (!session) {
    const outage: { cause?: unknown } = {};
    session = authDatabaseOutage
      .run(outage, () => c.var.auth.api.getSession({ headers: c.req.raw.headers }))
      .then(
        (found) => found ?? null,
        (error) => {
          // better-auth's 500 hides an unreachable database: surface it, so the person gets the
          // outage's 503 with Retry-After rather than "something went wrong".
          throw outage.cause
            ? new Error("the session lookup could not reach the database", { cause: outage.cause })
            : error;
        },
      );
    c.set("session", session);
  }
  return session;
}

export async function requireUser(c: Context<AppEnv>) {
  const session = await sessionOf(c);
  if (!session) throw unauthenticated();
  return session.user;
}

/** Admins only; everyone else gets 401 (signed out) or 403. The role comes from the database. */
export async function requireAdmin(c: Context<AppEnv>) {
  const user = await requireUser(c);
  if ((user as { role?: string }).role !== "admin") throw forbidden();
  return user;
}
