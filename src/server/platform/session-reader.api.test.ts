import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "@/server/db/schema";
import { createSessionReader } from "./session-reader";

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())("the session reader on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let read: ReturnType<typeof createSessionReader>;
  const headers = (value: string) => new Headers({ cookie: value });
  const tokenOf = (value: string) =>
    decodeURIComponent(/session_token=([^;]+)/.exec(value)![1]).split(".")[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await t.signIn("traveller@example.com");
    read = createSessionReader(t.auth, t.db);
  });
  afterAll(() => t?.close());

  it("answers exactly what better-auth's getSession answers for a signed-in request", async () => {
    const mine = await read(headers(cookie));
    expect(mine?.user.email).toBe("traveller@example.com");
    expect(mine).toEqual(await t.auth.api.getSession({ headers: headers(cookie) }));
  });

  it("answers nobody without a cookie, with a forged signature or for an unknown token", async () => {
    expect(await read(headers(""))).toBeNull();
    expect(await read(headers("other=1"))).toBeNull();
    const forged = cookie.replace(/session_token=([^.;]+)\.[^;]+/, (_, token) => {
      return `session_token=${token}.${encodeURIComponent("A".repeat(43) + "=")}`;
    });
    expect(forged).not.toBe(cookie);
    expect(await read(headers(forged))).toBeNull();
    expect(await t.auth.api.getSession({ headers: headers(forged) })).toBeNull();
    const unsigned = cookie.replace(/session_token=([^.;]+)\.[^;]+/, "session_token=$1");
    expect(await read(headers(unsigned))).toBeNull();
  });

  it("leaves a session due for its daily extension to better-auth, which extends it", async () => {
    const token = tokenOf(cookie);
    const sixDaysLeft = new Date(Date.now() + 6 * DAY);
    await t.db.update(session).set({ expiresAt: sixDaysLeft }).where(eq(session.token, token));
    const found = await read(headers(cookie));
    expect(found?.user.email).toBe("traveller@example.com");
    const [row] = await t.db.select().from(session).where(eq(session.token, token));
    expect(row.expiresAt.valueOf()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it("answers nobody for an expired session, which better-auth removes", async () => {
    const own = await t.signIn("guide@example.com");
    const token = tokenOf(own);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await read(headers(own))).toBeNull();
    expect(await t.db.select().from(session).where(eq(session.token, token))).toHaveLength(0);
  });
});
