import type { ErrorReply } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideApplications, user } from "@/server/db/schema";

describe.each(databaseKinds())("admin API authorization on %s", (kind) => {
  let t: TestApp;
  let targetId: string;
  let applicationId: number;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies.traveller = await t.signIn("traveller@example.com");
    cookies.guide = await t.signIn("guide@example.com");
    cookies.admin = await t.signIn("admin@example.com");
    [{ id: targetId }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "traveller@example.com"));
    [{ id: applicationId }] = await t.db
      .insert(guideApplications)
      .values({
        fullName: "Matrix Applicant",
        email: "matrix@example.org",
        phone: "+91 90000 11111",
        address: "Pune",
        experience: 3,
        languages: "Marathi",
        specialization: "cultural",
        about: "Walks in old Pune.",
        agreeToTerms: true,
      })
      .returning({ id: guideApplications.id });
  });
  afterAll(() => t?.close());

  const endpoints = (): [string, string, unknown?][] => [
    ["GET", "/users"],
    ["GET", `/users/${targetId}`],
    ["POST", `/users/${targetId}/role`, { role: "admin" }],
    ["POST", `/users/${targetId}/ban`, { reason: "No reason" }],
    ["POST", `/users/${targetId}/unban`, {}],
    ["POST", `/users/${targetId}/revoke-sessions`, {}],
    ["POST", `/users/${targetId}/send-sign-in-link`, {}],
    ["POST", `/users/${targetId}/send-password-reset`, {}],
    ["DELETE", `/users/${targetId}`],
    ["POST", "/users/invite", { email: "sneaky@example.org", role: "admin" }],
    ["GET", "/applications"],
    ["GET", `/applications/${applicationId}`],
    ["POST", `/applications/${applicationId}/approve`, {}],
    ["POST", `/applications/${applicationId}/reject`, { reason: "No" }],
  ];

  it.each([
    ["anonymous", 401, "UNAUTHENTICATED"],
    ["traveller", 403, "FORBIDDEN"],
    ["guide", 403, "FORBIDDEN"],
  ])("answers %s with %i on every endpoint and changes nothing", async (who, status, code) => {
    for (const [method, path, body] of endpoints()) {
      const res = await t.request(`/api/admin${path}`, {
        method,
        json: body,
        cookie: cookies[who],
      });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect((await res.json()) as ErrorReply).toMatchObject({ error: { code } });
    }
    const [traveller] = await t.db.select().from(user).where(eq(user.id, targetId));
    expect(traveller).toMatchObject({ role: "user", banned: false });
    expect(await t.db.select().from(user).where(eq(user.email, "sneaky@example.org"))).toHaveLength(
      0,
    );
    const [stored] = await t.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, applicationId));
    expect(stored.status).toBe("pending");
    expect((await t.request("/api/profile", { cookie: cookies.traveller })).status).toBe(200);
  });

  it("checks the role before the input: a traveller's bad body is still a 403", async () => {
    const res = await t.request(`/api/admin/users/${targetId}/role`, {
      method: "POST",
      json: { role: "emperor" },
      cookie: cookies.traveller,
    });
    expect(res.status).toBe(403);
  });

  it("ignores a role claimed by the browser", async () => {
    const res = await t.request("/api/admin/users", {
      cookie: cookies.traveller,
      headers: { "x-role": "admin" },
    });
    expect(res.status).toBe(403);
  });

  it("lets the admin in", async () => {
    expect((await t.request("/api/admin/users", { cookie: cookies.admin })).status).toBe(200);
    expect((await t.request("/api/admin/applications", { cookie: cookies.admin })).status).toBe(
      200,
    );
  });
});
