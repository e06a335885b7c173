import { meeraMessage } from "@tests/support/fixtures/contact-message";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "@/server/db/schema";
import type { ApiErrorBody } from "@/shared/api-error";

const NUL = "\u0000";
const NUL_MESSAGE = "The request contains a NUL character (U+0000), which we cannot store.";

const contact = meeraMessage;

describe.each(databaseKinds())("text safety at the API edge on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const refusal = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as ApiErrorBody).error.message;
  };
  const post = (path: string, body: string) =>
    t.request(path, { method: "POST", body, headers: { "content-type": "application/json" } });
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0].n;

  it("refuses a NUL in any text field with a clear message, and stores nothing", async () => {
    const before = await stored();
    for (const field of ["name", "subject", "message"] as const) {
      const res = await t.request("/api/contact", {
        method: "POST",
        json: { ...contact, [field]: `Hello${NUL}there` },
      });
      expect(await refusal(res)).toBe(NUL_MESSAGE);
    }
    expect(await stored()).toBe(before);
    const fine = await t.request("/api/contact", { method: "POST", json: contact });
    expect(fine.status).toBe(201);
  });

  it("refuses a NUL in a query string", async () => {
    expect(await refusal(await t.request("/api/destinations/search?q=%00"))).toBe(NUL_MESSAGE);
    expect(await refusal(await t.request("/api/guides/search?q=a%00b"))).toBe(NUL_MESSAGE);
    expect((await t.request("/api/destinations/search?q=goa")).status).toBe(200);
  });

  it("refuses a NUL in a path parameter, and a callback address with broken percent-encoding", async () => {
    const admin = await t.signIn("admin@example.com");
    const ban = await t.request("/api/admin/users/%00/ban", {
      method: "POST",
      json: { reason: "spam" },
      cookie: admin,
    });
    expect(await refusal(ban)).toBe(NUL_MESSAGE);
    const verify = await t.request(
      "/api/auth/magic-link/verify?token=abc&errorCallbackURL=%2Flogin%25",
    );
    expect(await refusal(verify)).toBe(
      "A callback address in the request is not a well-formed URL.",
    );
  });

  it("refuses a name that is not text on better-auth's update-user, and keeps the name", async () => {
    const cookie = await t.signIn("traveller@example.com");
    for (const name of [null, 42, { first: "A" }]) {
      const res = await t.request("/api/auth/update-user", {
        method: "POST",
        json: { name },
        cookie,
      });
      expect(res.status).toBe(400);
      // better-auth's own error shape
      expect(((await res.json()) as { message: string }).message).toBe("Name must be text");
    }
    const session = await t.request("/api/auth/get-session", { cookie });
    expect(((await session.json()) as { user: { name: string } }).user.name).not.toBe("");
    const fine = await t.request("/api/auth/update-user", {
      method: "POST",
      json: { name: "Asha Traveller" },
      cookie,
    });
    expect(fine.status).toBe(200);
  });

  it("guards better-auth's routes the same way: NUL in a name, a bare JSON value, broken JSON", async () => {
    const person = { email: "nul@example.org", password: "a-long-passphrase", role: "user" };
    const signUp = await post("/api/auth/sign-up/email", JSON.stringify({ ...person, name: NUL }));
    expect(await refusal(signUp)).toBe(NUL_MESSAGE);
    for (const body of ["42", '"traveller@example.com"', "[]", "null", "true"]) {
      expect(await refusal(await post("/api/auth/sign-in/email", body))).toBe(
        "The request body must be a JSON object.",
      );
    }
    expect(await refusal(await post("/api/auth/sign-in/email", '{"email":'))).toBe(
      "The request body is not valid JSON.",
    );
    // A well-formed sign-in still reaches better-auth, with its body intact.
    expect(await t.signIn("traveller@example.com")).toContain("=");
  });
});
