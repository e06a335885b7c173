import { startTcpProxy } from "@tests/support/tcp-proxy";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/server/app";
import { isDatabaseUnavailable } from "@/server/db/violations";
import type { ApiErrorBody } from "@/shared/api-error";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the database outage test needs a real PostgreSQL behind a TCP proxy and is skipped.",
  );
}

describe("what counts as the database being out of reach", () => {
  it("sees connection failures through Drizzle's wrapping, and nothing else", () => {
    const wrapped = (cause: unknown) =>
      Object.assign(new Error("Failed query: select 1"), { cause });
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("x"), { code: "57P01" })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("x"), { code: "08006" })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("dup"), { code: "23505" })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
  });
});

describe.runIf(adminUrl)("a database outage on PostgreSQL", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;

  beforeAll(async () => {
    const { hostname, port } = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    t = await createTestApp("postgres", {}, { via: proxy.via });
  });
  afterAll(async () => {
    proxy.restore();
    await t?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After while PostgreSQL is out of reach, and recovers by itself", async () => {
    expect((await t.request("/api/packages/dest_1")).status).toBe(200);
    const cookie = await t.signIn("traveller@example.com");

    proxy.cut();
    const during = await t.request("/api/packages/dest_1");
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const body = (await during.json()) as ApiErrorBody;
    expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.error.message).toBe(
      "We can't reach our database right now. Please try again in a moment.",
    );
    expect((await t.request("/readyz")).status).toBe(503);

    // better-auth swallows the cause (500 "Failed to get session", or 401 for a session it could
    // not look up): those answers must not tell a signed-in person they are signed out.
    const outageAnswers = [
      await t.request("/api/auth/get-session", { cookie }),
      await t.request("/api/auth/update-user", { method: "POST", json: { name: "A" }, cookie }),
      await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "traveller@example.com", password: "yatra-demo-2026" },
      }),
      await t.request("/api/bookings/mine", { cookie }),
      await t.request("/api/profile", { cookie }),
    ];
    for (const res of outageAnswers) {
      expect(res.status, res.url).toBe(503);
      expect(res.headers.get("retry-after")).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }

    proxy.restore();
    expect((await t.request("/api/auth/get-session", { cookie })).status).toBe(200);
    expect((await t.request("/api/packages/dest_1")).status).toBe(200);
    // Ready again once live delivery has reconnected too (its backoff tops out at 5 s).
    const deadline = Date.now() + 15_000;
    let ready = await t.request("/readyz");
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      ready = await t.request("/readyz");
    }
    expect(await ready.json()).toMatchObject({ status: "ready", database: "ok", live: "ok" });
  });
});
