import {
  createPerson,
  type ErrorReply,
  json,
  mailsTo,
  PERSON_PASSWORD,
} from "@tests/support/api-helpers";
import { linkIn } from "@tests/support/outbox";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, packages, profiles, session, user } from "@/server/db/schema";
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  InviteUserResult,
} from "@/shared/admin/schema";
import type { Profile } from "@/shared/profile/types";

describe.each(databaseKinds())("admin users API on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
    [{ id: adminId }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "admin@example.com"));
  });
  afterAll(() => t?.close());

  const post = (path: string, json: unknown = {}, cookie = admin) =>
    t.request(`/api/admin${path}`, { method: "POST", json, cookie });
  const get = (path: string, cookie = admin) => t.request(`/api/admin${path}`, { cookie });

  describe("listing and search", () => {
    beforeAll(async () => {
      for (let i = 1; i <= 23; i++) {
        await createPerson(t, `pilgrim${String(i).padStart(2, "0")}@example.org`, "user");
      }
      await createPerson(t, "meera.k@example.org", "user", "Meera Kapoor");
    });

    it("pages 20 at a time, newest first, with the total", async () => {
      const res = await get("/users");
      expect(res.status).toBe(200);
      const first = await json<AdminUserList>(res);
      expect(first).toMatchObject({ page: 1, pageSize: 20 });
      expect(first.users).toHaveLength(20);
      expect(first.total).toBeGreaterThanOrEqual(27);
      const times = first.users.map((u) => Date.parse(u.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(first.users[0]).toEqual({
        id: expect.any(String),
        email: expect.any(String),
        name: expect.any(String),
        role: expect.stringMatching(/^(user|guide|admin)$/),
        emailVerified: expect.any(Boolean),
        banned: false,
        banReason: null,
        createdAt: expect.any(String),
        twoFactorEnabled: false,
      });

      const second = await json<AdminUserList>(await get("/users?page=2"));
      expect(second.page).toBe(2);
      const ids = new Set(first.users.map((u) => u.id));
      expect(second.users.some((u) => ids.has(u.id))).toBe(false);
      const last = Math.ceil(first.total / 20);
      const lastPage = await json<AdminUserList>(await get(`/users?page=${last}`));
      expect(lastPage.users).toHaveLength(first.total - (last - 1) * 20);
    });

    it("searches e-mail and name, ignoring case", async () => {
      const byEmail = await json<AdminUserList>(await get("/users?search=PILGRIM1&pageSize=50"));
      expect(byEmail.total).toBe(10);
      expect(byEmail.users.every((u) => u.email.startsWith("pilgrim1"))).toBe(true);

      const byName = await json<AdminUserList>(await get("/users?search=meera%20KAP"));
      expect(byName.users.map((u) => u.email)).toEqual(["meera.k@example.org"]);

      const byProfileName = await json<AdminUserList>(await get("/users?search=ananya"));
      expect(byProfileName.users.map((u) => u.email)).toEqual(["traveller@example.com"]);
    });

    it("takes wildcard characters literally", async () => {
      const res = await json<AdminUserList>(await get("/users?search=%25"));
      expect(res.total).toBe(0);
    });

    it("refuses a bad page or page size", async () => {
      for (const query of ["page=0", "page=x", "pageSize=101", "pageSize=0"]) {
        const res = await get(`/users?${query}`);
        expect(res.status, query).toBe(422);
      }
    });
  });

  it("shows one user with their sessions count, profile and guide link", async () => {
    const [guideRow] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "guide@example.com"));
    await t.signIn("guide@example.com");
    const res = await get(`/users/${guideRow.id}`);
    expect(res.status).toBe(200);
    const { user: detail } = await json<{ user: AdminUserDetail }>(res);
    expect(detail).toMatchObject({
      email: "guide@example.com",
      role: "guide",
      guide: { sno: 1, listed: true, verified: true },
    });
    expect(detail.sessionsCount).toBeGreaterThanOrEqual(1);
    expect(detail.profile.fullName).toBeTruthy();

    expect((await get("/users/no-such-user")).status).toBe(404);
  });

  it("changes a role, which the user's own profile shows at once", async () => {
    const id = await createPerson(t, "promoted@example.org");
    const cookie = await t.signIn("promoted@example.org", PERSON_PASSWORD);
    const res = await post(`/users/${id}/role`, { role: "guide" });
    expect(res.status).toBe(200);
    expect((await json<{ user: AdminUser }>(res)).user.role).toBe("guide");
    const { profile } = await json<{ profile: Profile }>(
      await t.request("/api/profile", { cookie }),
    );
    expect(profile.role).toBe("guide");

    expect((await post(`/users/${id}/role`, { role: "superuser" })).status).toBe(422);
    expect((await post("/users/nobody/role", { role: "user" })).status).toBe(404);
  });

  it("refuses to let an admin demote themselves", async () => {
    const res = await post(`/users/${adminId}/role`, { role: "user" });
    expect(res.status).toBe(409);
    expect((await json<ErrorReply>(res)).error.code).toBe("CANNOT_DEMOTE_SELF");
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, adminId));
    expect(row.role).toBe("admin");
  });

  it("bans softly: the row stays, the cookie is refused, sign-in is refused; unban restores", async () => {
    const id = await createPerson(t, "rowdy@example.org");
    const cookie = await t.signIn("rowdy@example.org", PERSON_PASSWORD);
    expect((await t.request("/api/profile", { cookie })).status).toBe(200);

    expect((await post(`/users/${id}/ban`, {})).status).toBe(422);
    expect((await post(`/users/${id}/ban`, { reason: "   " })).status).toBe(422);
    const res = await post(`/users/${id}/ban`, { reason: "Abusive messages to guides" });
    expect(res.status).toBe(200);
    expect((await json<{ user: AdminUser }>(res)).user).toMatchObject({
      banned: true,
      banReason: "Abusive messages to guides",
    });
    const [row] = await t.db.select().from(user).where(eq(user.id, id));
    expect(row).toMatchObject({ banned: true, banReason: "Abusive messages to guides" });
    expect(await t.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);

    expect((await t.request("/api/profile", { cookie })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "rowdy@example.org", password: PERSON_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(((await signIn.json()) as { code: string }).code).toBe("BANNED_USER");

    const signInLink = await post(`/users/${id}/send-sign-in-link`);
    expect(signInLink.status).toBe(409);

    const unban = await post(`/users/${id}/unban`);
    expect(unban.status).toBe(200);
    expect((await json<{ user: AdminUser }>(unban)).user).toMatchObject({
      banned: false,
      banReason: null,
    });
    const again = await t.signIn("rowdy@example.org", PERSON_PASSWORD);
    expect((await t.request("/api/profile", { cookie: again })).status).toBe(200);
  });

  it("refuses to ban yourself", async () => {
    const res = await post(`/users/${adminId}/ban`, { reason: "Testing" });
    expect(res.status).toBe(409);
    expect((await json<ErrorReply>(res)).error.code).toBe("CANNOT_BAN_SELF");
    expect((await t.request("/api/profile", { cookie: admin })).status).toBe(200);
  });

  it("ends every session of a user", async () => {
    const id = await createPerson(t, "two.devices@example.org");
    const phone = await t.signIn("two.devices@example.org", PERSON_PASSWORD);
    const laptop = await t.signIn("two.devices@example.org", PERSON_PASSWORD);
    const res = await post(`/users/${id}/revoke-sessions`);
    expect(res.status).toBe(200);
    expect((await t.request("/api/profile", { cookie: phone })).status).toBe(401);
    expect((await t.request("/api/profile", { cookie: laptop })).status).toBe(401);
    const { user: detail } = await json<{ user: AdminUserDetail }>(await get(`/users/${id}`));
    expect(detail.sessionsCount).toBe(0);
  });

  it("deletes a user, keeping their bookings anonymised", async () => {
    const id = await createPerson(t, "leaving@example.org");
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).limit(1);
    const [guide] = await t.db.select({ id: guides.id }).from(guides).limit(1);
    const [booking] = await t.db
      .insert(bookings)
      .values({
        userId: id,
        packageId: pkg.id,
        guideId: guide.id,
        startDate: "2030-01-10",
        endDate: "2030-01-14",
        price: 50000,
        name: "Leaving Person",
        email: "leaving@example.org",
        phone: "+91 90000 00000",
        notes: "Vegetarian meals please",
      })
      .returning({ id: bookings.id });

    expect(
      (await t.request(`/api/admin/users/${adminId}`, { method: "DELETE", cookie: admin })).status,
    ).toBe(409);
    const res = await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, id))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, id))).toHaveLength(0);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({
      userId: null,
      name: "Deleted traveller",
      email: "",
      phone: "",
      notes: "",
      price: 50000,
    });
    expect(
      (await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin })).status,
    ).toBe(404);
  });

  it("invites a user: a verified account with the chosen role and an invitation to set a password", async () => {
    const res = await post("/users/invite", {
      email: "New.Guide@Example.org",
      name: "Tenzin Dorje",
      role: "guide",
    });
    expect(res.status).toBe(201);
    const { user: invited, invitationSent } = await json<InviteUserResult>(res);
    expect(invitationSent).toBe(true);
    expect(invited).toMatchObject({
      email: "new.guide@example.org",
      name: "Tenzin Dorje",
      role: "guide",
      emailVerified: true,
    });
    const [mail] = await mailsTo(t, "new.guide@example.org");
    expect(mail.subject).toBe("You're invited to Yatra Tours");
    expect(mail.text).toMatch(/administrator created a Yatra Tours account/);

    const token = new URL(linkIn(mail.text)).pathname.split("/").pop();
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "my-own-new-password" },
    });
    expect(reset.status).toBe(200);
    const cookie = await t.signIn("new.guide@example.org", "my-own-new-password");
    const { profile } = await json<{ profile: Profile }>(
      await t.request("/api/profile", { cookie }),
    );
    expect(profile).toMatchObject({ role: "guide", fullName: "Tenzin Dorje" });

    // The next reset mail to the same address is an ordinary one again.
    await post(`/users/${invited.id}/send-password-reset`);
    expect((await mailsTo(t, "new.guide@example.org"))[0].subject).toBe("Reset your password");
  });

  it("refuses to invite an address that already has an account, or a bad one", async () => {
    const dup = await post("/users/invite", { email: "TRAVELLER@example.com", role: "user" });
    expect(dup.status).toBe(409);
    expect((await json<ErrorReply>(dup)).error.code).toBe("USER_EXISTS");
    const bad = await post("/users/invite", { email: "not-an-email", role: "king" });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json<ErrorReply>(bad)).error.fields ?? {})).toEqual(
      expect.arrayContaining(["email", "role"]),
    );
  });

  it("sends a sign-in link and a password reset link", async () => {
    const id = await createPerson(t, "forgetful@example.org");
    expect((await post(`/users/${id}/send-sign-in-link`)).status).toBe(200);
    const [link] = await mailsTo(t, "forgetful@example.org");
    expect(link.subject).toBe("Your sign-in link");
    expect(linkIn(link.text)).toContain("callbackURL=%2Fprofile");

    expect((await post(`/users/${id}/send-password-reset`)).status).toBe(200);
    const [reset] = await mailsTo(t, "forgetful@example.org");
    expect(reset.subject).toBe("Reset your password");
    expect(linkIn(reset.text)).toContain("callbackURL=%2Freset-password");

    expect((await post("/users/nobody/send-password-reset")).status).toBe(404);

    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, id));
    const twoFactor = await post(`/users/${id}/send-sign-in-link`);
    expect(twoFactor.status).toBe(409);
    expect((await json<ErrorReply>(twoFactor)).error.code).toBe("TWO_FACTOR_REQUIRED");
  });
});
