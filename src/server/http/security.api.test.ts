import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, signInFailures } from "@/server/db/schema";
import { hitRateLimit, pruneRateLimits } from "@/server/platform/rate-limit";
import { SIGN_IN_LIMITS } from "@/server/platform/sign-in-guard";

describe.each(databaseKinds())("security on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const fromAddress = (address: string) => ({ "x-forwarded-for": address });

  it("refuses sign-ins from an address past its failure budget with 429, a clear message and Retry-After", async () => {
    const headers = fromAddress("203.0.113.7");
    const attempt = () =>
      t.request("/api/auth/sign-in/email", {
        method: "POST",
        headers,
        json: { email: "traveller@example.com", password: "yatra-demo-2026" },
      });
    // Only failures count, and a network may have hundreds (docs/decisions/0019).
    await t.db.insert(signInFailures).values({
      key: "address:203.0.113.7",
      failures: SIGN_IN_LIMITS.addressFailures,
      lastFailureAt: new Date(),
      windowEndsAt: new Date(Date.now() + 10 * 60 * 1000),
    });
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(
      /Too many failed sign-ins from your network. Please wait \d+ (seconds|minutes)/,
    );
    const other = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: fromAddress("203.0.113.8"),
      json: { email: "traveller@example.com", password: "yatra-demo-2026" },
    });
    expect(other.status).toBe(200);
  });

  it.each([
    [
      "/api/contact",
      // One key: the same message resent still counts against the limit.
      {
        name: "A",
        email: "a@example.org",
        subject: "S",
        message: "M",
        idempotencyKey: crypto.randomUUID(),
      },
      5,
    ],
    ["/api/newsletter", { email: "n@example.org" }, 5],
    [
      "/api/auth/request-password-reset",
      { email: "x@example.org", redirectTo: "/reset-password" },
      5,
    ],
  ])("limits %s", async (path, json, limit) => {
    const headers = fromAddress(`198.51.100.${limit + path.length}`);
    for (let i = 0; i < limit; i++) {
      expect((await t.request(path, { method: "POST", headers, json })).status).toBeLessThan(400);
    }
    expect((await t.request(path, { method: "POST", headers, json })).status).toBe(429);
  });

  it("counts in the database, so every app server sees the same window", async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    expect((await hitRateLimit(t.db, "shared:test", rule)).allowed).toBe(true);
    expect((await hitRateLimit(t.db, "shared:test", rule)).allowed).toBe(true);
    const third = await hitRateLimit(t.db, "shared:test", rule);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    await t.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(rateLimits.key, "shared:test"));
    await pruneRateLimits(t.db);
    expect(
      await t.db.select().from(rateLimits).where(eq(rateLimits.key, "shared:test")),
    ).toHaveLength(0);
  });

  it("refuses state-changing API requests from another origin or with no origin", async () => {
    const json = { email: "origin@example.org" };
    const evil = await t.request("/api/newsletter", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json,
    });
    expect(evil.status).toBe(403);
    const none = await t.app.request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    expect(none.status).toBe(403);
    expect((await t.app.request("http://localhost:3000/api/destinations/search")).status).toBe(200);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "traveller@example.com", password: "yatra-demo-2026" },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe("security under HTTPS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { PUBLIC_URL: "https://yatra.example" });
  });
  afterAll(() => t?.close());

  it("marks cookies Secure and sends HSTS", async () => {
    const res = await t.app.request("https://yatra.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "https://yatra.example", "content-type": "application/json" },
      body: JSON.stringify({ email: "traveller@example.com", password: "yatra-demo-2026" }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });
});
