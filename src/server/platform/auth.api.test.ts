import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "@/server/db/schema";
import type { Profile } from "@/shared/profile/types";

describe.each(databaseKinds())("accounts and profile API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const signUp = (body: Record<string, unknown>) =>
    t.request("/api/auth/sign-up/email", { method: "POST", json: { name: "", ...body } });

  it("signs up as a guide, creates one profile, and does not sign in yet", async () => {
    const res = await signUp({
      email: "new.guide@example.org",
      password: "a-long-password",
      role: "guide",
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    const [row] = await t.db.select().from(user).where(eq(user.email, "new.guide@example.org"));
    expect(row.role).toBe("guide");
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, row.id))).toHaveLength(1);
  });

  it("never lets sign-up choose admin, and defaults to user", async () => {
    const res = await signUp({
      email: "sneaky@example.org",
      password: "a-long-password",
      role: "admin",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/role/);
    expect(await t.db.select().from(user).where(eq(user.email, "sneaky@example.org"))).toHaveLength(
      0,
    );
    expect((await signUp({ email: "plain@example.org", password: "a-long-password" })).status).toBe(
      200,
    );
    const [row] = await t.db.select().from(user).where(eq(user.email, "plain@example.org"));
    expect(row.role).toBe("user");
  });

  it("refuses a password shorter than 8 characters and a duplicate e-mail", async () => {
    const short = await signUp({ email: "short@example.org", password: "1234567", role: "user" });
    expect(short.status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.email, "short@example.org"))).toHaveLength(
      0,
    );
    // better-auth answers a duplicate like a success so that sign-up cannot reveal who has an
    // account; what matters is that nothing changes.
    const dup = await signUp({ email: "traveller@example.com", password: "a-long-password" });
    expect(dup.status).toBeLessThan(500);
    expect(
      await t.db.select().from(user).where(eq(user.email, "traveller@example.com")),
    ).toHaveLength(1);
    await t.signIn("traveller@example.com");
  });

  it("signs in, reads the profile, signs out", async () => {
    const cookie = await t.signIn("traveller@example.com");
    const res = await t.request("/api/profile", { cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({
      email: "traveller@example.com",
      role: "user",
      fullName: "Ananya Iyer",
    });
    expect(new Date(profile.memberSince).getTime()).toBeLessThanOrEqual(Date.now());

    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await t.request("/api/profile", { cookie })).status).toBe(401);
  });

  it("shows the role the server holds for guide and admin personas", async () => {
    for (const [email, role] of [
      ["guide@example.com", "guide"],
      ["admin@example.com", "admin"],
    ]) {
      const cookie = await t.signIn(email);
      const { profile } = (await (await t.request("/api/profile", { cookie })).json()) as {
        profile: Profile;
      };
      expect(profile.role).toBe(role);
    }
  });

  it("refuses a wrong password with a message and no session", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "traveller@example.com", password: "wrong-password" },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/invalid/i);
  });

  it("answers the profile with 401 JSON when signed out", async () => {
    const res = await t.request("/api/profile");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a sign-in posted from another origin", async () => {
    const res = await t.app.request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: "http://evil.example", "content-type": "application/json", cookie: "x=1" },
      body: JSON.stringify({ email: "traveller@example.com", password: "yatra-demo-2026" }),
    });
    expect(res.status).toBe(403);
  });
});
