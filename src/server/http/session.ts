import type { Context } from "hono";
import type { Database } from "@/server/db/client";
import type { Auth, AuthSession } from "@/server/platform/auth";
import { createSessionReader } from "@/server/platform/session-reader";
import { forbidden, unauthenticated } from "./errors";
import type { AppEnv } from "./types";

/**
 * The signed-in user's session, looked up on first use and at most once per request, so routes
 * that do not care who is asking (the catalogue) never pay for the lookup.
 */
const readers = new WeakMap<Auth, (headers: Headers) => Promise<AuthSession | null>>();

function readerFor(auth: Auth, db: Database) {
  let reader = readers.get(auth);
  if (!reader) {
    reader = createSessionReader(auth, db);
    readers.set(auth, reader);
  }
  return reader;
}

export function sessionOf(c: Context<AppEnv>): Promise<AuthSession | null> {
  let session = c.get("session");
  if (!session) {
    session = readerFor(c.var.auth, c.var.db)(c.req.raw.headers).then((found) => found ?? null);
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
