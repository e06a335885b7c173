import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";
import type { Database } from "@/server/db/client";
import type { Auth, AuthSession } from "./auth";
import { sessionWithUser } from "./auth.repo";

/** better-call's signed cookie: `token.base64(HMAC-SHA256(secret, token))`. */
function signedValue(signed: string | undefined, secret: string): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const encoded = signed.slice(dot + 1);
  if (encoded.length !== 44 || !encoded.endsWith("=")) return null;
  const signature = Buffer.from(encoded, "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? value
    : null;
}

/**
 * Reads the signed-in user of a request the way better-auth's getSession does, in one statement
 * and a fraction of its CPU (about 1 ms a request through its endpoint pipeline: docs/decisions/
 * 0031). Anything but the plain case — an expired session, one due for its daily extension — is
 * left to better-auth itself, so expiry clean-up and refresh behave exactly as before.
 */
export function createSessionReader(auth: Auth, db: Database) {
  return async (headers: Headers): Promise<AuthSession | null> => {
    const context = await auth.$context;
    const cookies = parse(headers.get("cookie") ?? "", context.authCookies.sessionToken.name);
    const token = signedValue(cookies[context.authCookies.sessionToken.name], context.secret);
    if (token === null) return null;
    const found = await sessionWithUser(db, token);
    if (!found) return null;
    const { expiresIn, updateAge } = context.sessionConfig;
    const expiresAt = found.session.expiresAt.valueOf();
    const dueForExtension = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (expiresAt <= Date.now() || dueForExtension) return auth.api.getSession({ headers });
    return found as unknown as AuthSession;
  };
}
