import crypto from "node:crypto";

/** A key of its own for these links, derived from the server secret. */
const keyOf = (secret: string) =>
  crypto.createHmac("sha256", secret).update("newsletter unsubscribe links").digest();

const macOf = (secret: string, id: number) =>
  crypto.createHmac("sha256", keyOf(secret)).update(String(id)).digest();

/**
 * The token in a subscription's unsubscribe links: its id and an HMAC of it, so nothing is stored
 * and the links keep working for as long as the server secret stays the same.
 */
export function unsubscribeToken(secret: string, subscriptionId: number): string {
  return `${subscriptionId}.${macOf(secret, subscriptionId).toString("base64url")}`;
}

/** The subscription a token names, or null when it is malformed or was not made with `secret`. */
export function subscriptionIdOf(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const given = Buffer.from(match[2], "base64url");
  const expected = macOf(secret, id);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}
