import { createPerson, jar, mailsTo, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { codeIn, latestMail, linkIn } from "@tests/support/outbox";
import { createTestApp, TEST_ORIGIN, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { secretFromUri, totp } from "@tests/support/totp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures } from "@/server/db/schema";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import { pruneSignInGuard, SIGN_IN_LIMITS } from "./sign-in-guard";

const NOTICE_SUBJECT = "Someone is trying to sign in to your Yatra Tours account";

type AuthErrorBody = { code?: string; message?: string };

describe.each(databaseKinds())("sign-in protection on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** One sign-in attempt from `address`, sending `cookie` (a browser's cookies) if given. */
  const signIn = (email: string, password: string, address: string, cookie = "") =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      json: { email, password },
      cookie,
    });

  // Twenty sign-ups and sign-ins hash forty passwords: room for a loaded machine.
  it("lets twenty people sign in from one address", { timeout: 90_000 }, async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `hotel.guest${i}@example.org`);
    for (const email of emails) await createPerson(t, email);
    for (const email of emails) {
      expect((await signIn(email, PERSON_PASSWORD, "203.0.113.20")).status).toBe(200);
    }
  });

  it("accepts the right password from an address where others failed many times, up to the network's limit", async () => {
    const address = "203.0.113.30";
    for (let i = 0; i < 15; i++) {
      expect((await signIn(`typo${i}@example.org`, "not-the-password", address)).status).toBe(401);
    }
    const ok = await signIn("traveller@example.com", DEMO_PASSWORD, address);
    expect(ok.status).toBe(200);
    const device = jar("", ok);

    // A whole network's worth of failures: new devices there wait; a known device does not.
    await t.db
      .update(signInFailures)
      .set({ failures: SIGN_IN_LIMITS.addressFailures })
      .where(sql`${signInFailures.key} = ${`address:${address}`}`);
    const refused = await signIn("guide@example.com", DEMO_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as AuthErrorBody;
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(
      /^Too many failed sign-ins from your network. Please wait \d+ (seconds|minutes) and try again.$/,
    );
    expect((await signIn("traveller@example.com", DEMO_PASSWORD, address, device)).status).toBe(
      200,
    );
  });

  it("makes guesses at one account from forty addresses wait, tells its owner once, and keeps the owner's device in", async () => {
    const email = "target@example.org";
    await createPerson(t, email);
    const ownersDevice = jar("", await signIn(email, PERSON_PASSWORD, "198.51.100.1"));

    const statuses: number[] = [];
    let lastRefusal: Response | undefined;
    for (let i = 0; i < 40; i++) {
      const res = await signIn(email, `wrong-guess-${i}`, `192.0.2.${i + 1}`);
      statuses.push(res.status);
      if (res.status === 429) lastRefusal = res;
    }
    const free = SIGN_IN_LIMITS.freeFailures;
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array(40 - free).fill(429));
    expect(Number(lastRefusal?.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await lastRefusal?.json()) as AuthErrorBody;
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(
      /^Too many failed sign-ins for this account. Please wait \d+ seconds and try again.$/,
    );

    const notices = (await mailsTo(t, email)).filter((m) => m.subject === NOTICE_SUBJECT);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("/forgot-password");
    expect(notices[0].text).toContain("two-factor authentication");

    // The right password from a new device waits too; from the owner's device it goes through.
    expect((await signIn(email, PERSON_PASSWORD, "192.0.2.200")).status).toBe(429);
    expect((await signIn(email, PERSON_PASSWORD, "192.0.2.201", ownersDevice)).status).toBe(200);
  });

  /** An account with TOTP switched on; returns its secret. */
  async function withTotp(email: string) {
    await createPerson(t, email);
    const cookie = jar("", await signIn(email, PERSON_PASSWORD, "198.51.100.9"));
    const enable = await t.request("/api/auth/two-factor/enable", {
      method: "POST",
      json: { password: PERSON_PASSWORD },
      cookie,
    });
    const secret = secretFromUri(((await enable.json()) as { totpURI: string }).totpURI);
    // The previous step's code (still accepted), so the current one is left for sign-ins.
    const confirmed = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      json: { code: totp(secret, Date.now() - 30_000) },
      cookie,
    });
    expect(confirmed.status).toBe(200);
    return secret;
  }

  /** The password step of a sign-in from a new device: the cookie that carries the challenge. */
  async function challenge(email: string, address: string) {
    const res = await signIn(email, PERSON_PASSWORD, address);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    return jar("", res);
  }

  const verifyTotp = (code: string, cookie: string, address: string) =>
    t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      headers: { "x-forwarded-for": address },
      json: { code },
      cookie,
    });

  it("accepts a TOTP code for one sign-in only", async () => {
    const email = "one.code@example.org";
    const secret = await withTotp(email);
    const code = totp(secret);
    expect(
      (await verifyTotp(code, await challenge(email, "198.51.100.10"), "198.51.100.10")).status,
    ).toBe(200);

    const replay = await verifyTotp(code, await challenge(email, "198.51.100.11"), "198.51.100.11");
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as AuthErrorBody).message).toBe(
      "This code was already used. Please wait for the next code.",
    );

    // Two sign-ins racing with one code: one gets in.
    const next = totp(secret, Date.now() + 30_000);
    const [a, b] = [
      await challenge(email, "198.51.100.12"),
      await challenge(email, "198.51.100.13"),
    ];
    const raced = await Promise.all([
      verifyTotp(next, a, "198.51.100.12"),
      verifyTotp(next, b, "198.51.100.13"),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("counts wrong password-reset codes against the account", async () => {
    const email = "reset.target@example.org";
    await createPerson(t, email);
    const sent = await t.request("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      json: { email, type: "forget-password" },
    });
    expect(sent.status).toBe(200);
    const code = codeIn((await latestMail(t.db, email)).text);
    const wrong = code === "000000" ? "111111" : "000000";
    const reset = (otp: string, address: string) =>
      t.request("/api/auth/email-otp/reset-password", {
        method: "POST",
        headers: { "x-forwarded-for": address },
        json: { email, otp, password: "a-brand-new-passphrase" },
      });
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailures; i++) {
      expect((await reset(wrong, `192.0.2.${160 + i}`)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await reset(code, "192.0.2.170")).status).toBe(429);
  });

  it("remembers a device signed in by an e-mailed link too, and forgets finished counts", async () => {
    const email = "linked@example.org";
    await createPerson(t, email);
    await t.request("/api/auth/sign-in/magic-link", {
      method: "POST",
      json: { email, callbackURL: "/profile" },
    });
    const link = linkIn((await latestMail(t.db, email)).text).replace(TEST_ORIGIN, "");
    const device = jar("", await t.request(link));
    expect(device).toMatch(/known_device=/);
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailures; i++) {
      await signIn(email, "not-the-password", `192.0.2.${210 + i}`);
    }
    expect((await signIn(email, PERSON_PASSWORD, "192.0.2.220")).status).toBe(429);
    expect((await signIn(email, PERSON_PASSWORD, "192.0.2.221", device)).status).toBe(200);

    const account = sql`${signInFailures.key} = ${`account:${email}`}`;
    await t.db
      .update(signInFailures)
      .set({ windowEndsAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(account);
    expect((await signIn(email, PERSON_PASSWORD, "192.0.2.222")).status).toBe(200);
    await pruneSignInGuard(t.db);
    expect(await t.db.select().from(signInFailures).where(account)).toHaveLength(0);
  });

  it("counts wrong second-factor codes against the account", async () => {
    const email = "second.step@example.org";
    const secret = await withTotp(email);
    const pending = await challenge(email, "198.51.100.20");
    const right = totp(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailures; i++) {
      expect((await verifyTotp(wrong, pending, `192.0.2.${100 + i}`)).status).toBe(401);
    }
    const held = await verifyTotp(right, pending, "192.0.2.150");
    expect(held.status).toBe(429);
    expect(((await held.json()) as AuthErrorBody).message).toMatch(/for this account/);
  });
});
