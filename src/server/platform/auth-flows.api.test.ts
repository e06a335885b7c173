import { jar } from "@tests/support/api-helpers";
import { codeIn, latestMail, linkIn } from "@tests/support/outbox";
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { secretFromUri, totp } from "@tests/support/totp";
import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, packages, user, verification } from "@/server/db/schema";

const pathOf = (url: string) => url.replace(TEST_ORIGIN, "");

describe.each(databaseKinds())("account flows on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (path: string, json: unknown, cookie = "") =>
    t.request(`/api/auth${path}`, { method: "POST", json, cookie });
  const session = async (cookie: string) =>
    (await (await t.request("/api/auth/get-session", { cookie })).json()) as {
      user: { email: string; emailVerified: boolean; twoFactorEnabled?: boolean };
    } | null;

  /** Asks for a six-digit code by e-mail and returns the mail that carries it. */
  async function mailedCode(email: string, type: "sign-in" | "forget-password") {
    expect((await post("/email-otp/send-verification-otp", { email, type })).status).toBe(200);
    return latestMail(t.db, email);
  }

  /** Signs up and follows the verification link; returns the signed-in cookie. */
  async function verifiedUser(email: string, password = "a-long-passphrase") {
    expect((await post("/sign-up/email", { email, password, name: "" })).status).toBe(200);
    const mail = await latestMail(t.db, email);
    const res = await t.request(pathOf(linkIn(mail.text)));
    return jar("", res);
  }

  it("verifies the e-mail from the link, signs in, and refuses the link a second time", async () => {
    const email = "verify.me@example.org";
    expect(
      (await post("/sign-up/email", { email, password: "a-long-passphrase", name: "" })).status,
    ).toBe(200);
    const first = await latestMail(t.db, email);
    expect(first.subject).toBe("Verify your email address");

    const early = await post("/sign-in/email", { email, password: "a-long-passphrase" });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");
    const resent = await latestMail(t.db, email);
    expect(resent.id).toBeGreaterThan(first.id);

    const res = await t.request(pathOf(linkIn(resent.text)));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/email-verified");
    const cookie = jar("", res);
    expect((await session(cookie))?.user).toMatchObject({ email, emailVerified: true });

    // A link already used signs nobody in again.
    const again = await t.request(pathOf(linkIn(first.text)));
    expect(await session(jar("", again))).toBeNull();
  });

  it("refuses an expired verification link and keeps the address unverified", async () => {
    const email = "slowpoke@example.org";
    await post("/sign-up/email", { email, password: "a-long-passphrase", name: "" });
    const token = await createEmailVerificationToken(TEST_SECRET, email, undefined, -60);
    const res = await t.request(
      `/api/auth/verify-email?token=${token}&callbackURL=/email-verified`,
    );
    expect(res.headers.get("location")).toMatch(/\/email-verified\?error=/);
    expect(await session(jar("", res))).toBeNull();
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(false);
  });

  it("resets a password from the e-mailed link, ends every session, and refuses reused or expired links", async () => {
    const email = "forgetful@example.org";
    const before = await verifiedUser(email);
    expect(
      (await post("/request-password-reset", { email, redirectTo: "/reset-password" })).status,
    ).toBe(200);
    const mail = await latestMail(t.db, email);
    expect(mail.subject).toBe("Reset your password");
    const landing = await t.request(pathOf(linkIn(mail.text)));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token")!;

    const common = await post("/reset-password", { newPassword: "password123", token });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { code: string }).code).toBe("PASSWORD_TOO_COMMON");

    expect(
      (await post("/reset-password", { newPassword: "brand-new-passphrase", token })).status,
    ).toBe(200);
    expect(await session(before)).toBeNull();
    expect((await post("/sign-in/email", { email, password: "brand-new-passphrase" })).status).toBe(
      200,
    );
    expect(
      (await post("/reset-password", { newPassword: "another-passphrase-9", token })).status,
    ).toBe(400);

    await post("/request-password-reset", { email, redirectTo: "/reset-password" });
    const second = await latestMail(t.db, email);
    const secondToken = new URL(
      (await t.request(pathOf(linkIn(second.text)))).headers.get("location")!,
      TEST_ORIGIN,
    ).searchParams.get("token")!;
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${secondToken}`));
    expect(
      (await post("/reset-password", { newPassword: "late-passphrase-77", token: secondToken }))
        .status,
    ).toBe(400);
  });

  it("signs in with a magic link once", async () => {
    const email = "linky@example.org";
    await verifiedUser(email);
    expect((await post("/sign-in/magic-link", { email, callbackURL: "/profile" })).status).toBe(
      200,
    );
    const mail = await latestMail(t.db, email);
    expect(mail.subject).toBe("Your sign-in link");
    const res = await t.request(pathOf(linkIn(mail.text)));
    expect(res.status).toBe(302);
    expect((await session(jar("", res)))?.user.email).toBe(email);
    const reused = await t.request(pathOf(linkIn(mail.text)));
    expect(await session(jar("", reused))).toBeNull();
  });

  it("signs in with a six-digit e-mail code, and a wrong code does not", async () => {
    const email = "codey@example.org";
    await verifiedUser(email);
    const code = codeIn((await mailedCode(email, "sign-in")).text);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await post("/sign-in/email-otp", { email, otp: wrong })).status).toBe(400);
    const ok = await post("/sign-in/email-otp", { email, otp: code });
    expect(ok.status).toBe(200);
    expect((await session(jar("", ok)))?.user.email).toBe(email);
    expect((await post("/sign-in/email-otp", { email, otp: code })).status).toBe(400);
  });

  it("titles each code e-mail by what the code is for", async () => {
    const email = "titles@example.org";
    await verifiedUser(email);
    const signInMail = await mailedCode(email, "sign-in");
    expect(signInMail.subject).toBe(`Your Yatra Tours sign-in code: ${codeIn(signInMail.text)}`);
    const resetMail = await mailedCode(email, "forget-password");
    const code = codeIn(resetMail.text);
    expect(resetMail.subject).toBe(`Your Yatra Tours password reset code: ${code}`);
    expect(resetMail.text).toContain(`Your code to reset your password is ${code}.`);
  });

  it("stops accepting a code after three wrong tries", async () => {
    const email = "guesser@example.org";
    await verifiedUser(email);
    const code = codeIn((await mailedCode(email, "sign-in")).text);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) await post("/sign-in/email-otp", { email, otp: wrong });
    expect((await post("/sign-in/email-otp", { email, otp: code })).status).not.toBe(200);
  });

  it("enrols TOTP, challenges at sign-in, accepts a backup code once, and disables with the password", async () => {
    const email = "careful@example.org";
    const password = "a-long-passphrase";
    let cookie = await verifiedUser(email, password);
    const enable = await post("/two-factor/enable", { password }, cookie);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromUri(totpURI);
    const confirmed = await post("/two-factor/verify-totp", { code: totp(secret) }, cookie);
    expect(confirmed.status).toBe(200);
    cookie = jar(cookie, confirmed);
    expect((await session(cookie))?.user.twoFactorEnabled).toBe(true);

    const challenge = await post("/sign-in/email", { email, password });
    expect(await challenge.json()).toMatchObject({ twoFactorRedirect: true });
    let pending = jar("", challenge);
    expect(await session(pending)).toBeNull();
    expect((await post("/two-factor/verify-totp", { code: "000000" }, pending)).status).toBe(401);
    // The code that confirmed the enrolment is spent; the next step's is accepted already.
    const next = totp(secret, Date.now() + 30_000);
    const passed = await post("/two-factor/verify-totp", { code: next }, pending);
    expect(passed.status).toBe(200);
    cookie = jar(pending, passed);
    expect((await session(cookie))?.user.email).toBe(email);

    pending = jar("", await post("/sign-in/email", { email, password }));
    const backup = await post("/two-factor/verify-backup-code", { code: backupCodes[0] }, pending);
    expect(backup.status).toBe(200);
    pending = jar("", await post("/sign-in/email", { email, password }));
    expect(
      (await post("/two-factor/verify-backup-code", { code: backupCodes[0] }, pending)).status,
    ).not.toBe(200);

    expect(
      (await post("/two-factor/disable", { password: "wrong-password-1" }, cookie)).status,
    ).not.toBe(200);
    const link = await post("/sign-in/magic-link", { email, callbackURL: "/profile" });
    expect(link.status).toBe(403);
    expect(((await link.json()) as { code: string }).code).toBe("TWO_FACTOR_REQUIRED");
    expect(
      (await post("/email-otp/send-verification-otp", { email, type: "sign-in" })).status,
    ).toBe(403);

    const disabled = await post("/two-factor/disable", { password }, cookie);
    expect(disabled.status).toBe(200);
    expect((await session(jar(cookie, disabled)))?.user.twoFactorEnabled).toBe(false);
  });

  it("lists devices and signs out others, then everywhere", async () => {
    const email = "traveller@example.com";
    const a = await t.signIn(email);
    const b = await t.signIn(email);
    const list = (await (
      await t.request("/api/auth/list-sessions", { cookie: a })
    ).json()) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect((await post("/revoke-other-sessions", {}, a)).status).toBe(200);
    expect(await session(b)).toBeNull();
    expect(await session(a)).not.toBeNull();
    expect((await post("/revoke-sessions", {}, a)).status).toBe(200);
    expect(await session(a)).toBeNull();
  });

  it("changes the e-mail only with the password and after the new address confirms", async () => {
    const email = "old.address@example.org";
    const cookie = await verifiedUser(email);
    const wrong = await t.request("/api/account/change-email", {
      method: "POST",
      cookie,
      json: { password: "not-my-password", newEmail: "new.address@example.org" },
    });
    expect(wrong.status).toBe(403);
    const ok = await t.request("/api/account/change-email", {
      method: "POST",
      cookie,
      json: { password: "a-long-passphrase", newEmail: "new.address@example.org" },
    });
    expect(ok.status).toBe(200);
    expect((await session(cookie))?.user.email).toBe(email);
    const mail = await latestMail(t.db, "new.address@example.org");
    expect(mail.subject).toBe("Confirm your new email address");
    await t.request(pathOf(linkIn(mail.text)), { cookie });
    const [row] = await t.db.select().from(user).where(eq(user.email, "new.address@example.org"));
    expect(row).toBeTruthy();
  });

  it("deletes an account with its password and keeps its bookings, anonymised", async () => {
    const email = "leaving@example.org";
    const cookie = await verifiedUser(email);
    const [me] = await t.db.select().from(user).where(eq(user.email, email));
    const [pkg] = await t.db.select().from(packages).limit(1);
    const [guide] = await t.db.select().from(guides).limit(1);
    await t.db.insert(bookings).values({
      userId: me.id,
      packageId: pkg.id,
      guideId: guide.id,
      startDate: "2027-01-10",
      endDate: "2027-01-14",
      price: 40000,
      name: "Leaving Person",
      email,
      phone: "+91 90000 00000",
    });
    expect((await post("/delete-user", { password: "wrong-password-9" }, cookie)).status).not.toBe(
      200,
    );
    expect((await post("/delete-user", { password: "a-long-passphrase" }, cookie)).status).toBe(
      200,
    );
    expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.price, 40000));
    expect(kept).toMatchObject({ userId: null, name: "Deleted traveller", email: "", phone: "" });
  });

  it("allows long passphrases and refuses common or over-long passwords", async () => {
    const long = "correct horse battery staple ".repeat(3).slice(0, 80);
    expect(
      (await post("/sign-up/email", { email: "long@example.org", password: long, name: "" }))
        .status,
    ).toBe(200);
    const tooLong = await post("/sign-up/email", {
      email: "huge@example.org",
      password: "x".repeat(129),
      name: "",
    });
    expect(tooLong.status).toBe(400);
    const common = await post("/sign-up/email", {
      email: "weak@example.org",
      password: "password123",
      name: "",
    });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toMatch(/too common/);
  });
});
