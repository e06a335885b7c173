import { createPerson, type ErrorReply, json, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "@/server/db/schema";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";

describe.each(databaseKinds())("the reader's language on the account, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const languageInDb = async (email: string) =>
    (await t.db.select({ language: user.language }).from(user).where(eq(user.email, email)))[0]
      ?.language;
  const put = (body: unknown, cookie?: string) =>
    t.request("/api/account/language", { method: "PUT", json: body, cookie });
  const session = async (cookie: string) =>
    json<{ user: { language?: string } }>(await t.request("/api/auth/get-session", { cookie }));

  it("keeps the choice on the account and in a year-long cookie the web app can read", async () => {
    await createPerson(t, "reader-hi@example.org");
    const cookie = await t.signIn("reader-hi@example.org", PERSON_PASSWORD);
    expect((await session(cookie)).user.language).toBe("en");

    const res = await put({ language: "hi" }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "hi" });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("lang="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/^lang=hi;/);
    expect(setCookie).toMatch(/Max-Age=31536000/i);
    expect(setCookie).toMatch(/Path=\//i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    expect(await languageInDb("reader-hi@example.org")).toBe("hi");

    // The session the web app reads carries the account's choice, now and at the next sign-in.
    expect((await session(cookie)).user.language).toBe("hi");
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "reader-hi@example.org", password: PERSON_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await json<{ user: { language?: string } }>(signIn)).user.language).toBe("hi");
    const fresh = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await session(fresh)).user.language).toBe("hi");

    const back = await put({ language: "en" }, cookie);
    expect(back.status).toBe(200);
    expect(back.headers.getSetCookie().some((c) => c.startsWith("lang=en;"))).toBe(true);
    expect(await languageInDb("reader-hi@example.org")).toBe("en");
  });

  it("refuses anyone signed out, and any language but ours", async () => {
    expect((await put({ language: "hi" })).status).toBe(401);
    await createPerson(t, "reader-bad@example.org");
    const cookie = await t.signIn("reader-bad@example.org", PERSON_PASSWORD);
    for (const body of [{ language: "fr" }, { language: "" }, {}, { language: ["hi"] }]) {
      const res = await put(body, cookie);
      expect(res.status).toBe(422);
      expect((await json<ErrorReply>(res)).error.fields?.language).toBeTruthy();
      expect(res.headers.getSetCookie().some((c) => c.startsWith("lang="))).toBe(false);
    }
    expect(await languageInDb("reader-bad@example.org")).toBe("en");
  });

  it("is changed by this endpoint only: better-auth's update-user refuses it", async () => {
    await createPerson(t, "reader-sly@example.org");
    const cookie = await t.signIn("reader-sly@example.org", PERSON_PASSWORD);
    const res = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie,
      json: { name: "Sly", language: "hi" },
    });
    expect(res.status).toBe(400);
    expect(await languageInDb("reader-sly@example.org")).toBe("en");
  });

  it("starts a new account in the language its browser was showing, whatever the body says", async () => {
    const signUp = (email: string, headers: Record<string, string>, extra = {}) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        headers,
        json: { email, password: PERSON_PASSWORD, name: "", ...extra },
      });
    expect((await signUp("cookie-hi@example.org", { cookie: "lang=hi" })).status).toBe(200);
    expect(await languageInDb("cookie-hi@example.org")).toBe("hi");
    const header = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
    expect((await signUp("browser-hi@example.org", header)).status).toBe(200);
    expect(await languageInDb("browser-hi@example.org")).toBe("hi");
    // The cookie (the reader's own choice) beats the browser's default.
    const both = { cookie: "lang=en", "accept-language": "hi-IN" };
    expect((await signUp("cookie-en@example.org", both)).status).toBe(200);
    expect(await languageInDb("cookie-en@example.org")).toBe("en");
    const sneaky = await signUp("body-hi@example.org", {}, { language: "hi" });
    expect(sneaky.status).toBe(200);
    expect(await languageInDb("body-hi@example.org")).toBe("en");
    const odd = await signUp("body-odd@example.org", { cookie: "lang=xx" }, { language: "xx" });
    expect(odd.status).toBe(200);
    expect(await languageInDb("body-odd@example.org")).toBe("en");
  });

  it("tells e-mails the recipient's language: the account's, else the request's", async () => {
    const id = await createPerson(t, "mail-hi@example.org");
    await t.db.update(user).set({ language: "hi" }).where(eq(user.id, id));
    expect(await languageOfRecipient(t.db, { userId: id }, "en")).toBe("hi");
    expect(await languageOfRecipient(t.db, { email: "Mail-HI@example.org " }, "en")).toBe("hi");
    // An id that is no account's falls back to the address, then to the request's language.
    expect(
      await languageOfRecipient(
        t.db,
        { userId: "no-such-user", email: "mail-hi@example.org" },
        "en",
      ),
    ).toBe("hi");
    expect(await languageOfRecipient(t.db, { email: "nobody@example.org" }, "hi")).toBe("hi");
    expect(await languageOfRecipient(t.db, { email: "nobody@example.org" }, "en")).toBe("en");
    expect(await languageOfRecipient(t.db, {}, "hi")).toBe("hi");
    // An account that never chose reads English, whatever the request was in.
    expect(await languageOfRecipient(t.db, { email: "traveller@example.com" }, "hi")).toBe("en");
  });
});
