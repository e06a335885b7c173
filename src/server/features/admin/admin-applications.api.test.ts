import {
  createPerson,
  type ErrorReply,
  json,
  mailsTo,
  PERSON_PASSWORD,
} from "@tests/support/api-helpers";
import { kabirApplication } from "@tests/support/fixtures/guide-application";
import {
  confirmApplication,
  mailedConfirmationToken,
  sendApplication,
} from "@tests/support/guide-applications";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { asc, count, eq, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  destinations,
  guideApplications,
  guideDestinations,
  guides,
  user,
} from "@/server/db/schema";
import type {
  AdminApplicationList,
  AdminGuideApplication,
  ApproveApplicationResult,
} from "@/shared/admin/schema";
import type { GuidePage } from "@/shared/guides/types";
import type { Profile } from "@/shared/profile/types";

// Languages as people type them: the server tidies the list.
const application = { ...kabirApplication, languages: "Hindi,  English , Mewari," };

describe.each(databaseKinds())("admin guide applications API on %s", (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
  });
  afterAll(() => t?.close());

  /** Sends an application; signed out, it also opens the link mailed to its address. */
  async function apply(overrides: Partial<typeof application> = {}, cookie?: string) {
    const id = await applyUnconfirmed(overrides, cookie);
    if (!cookie) {
      const token = await mailedConfirmationToken(t, overrides.email ?? application.email);
      expect((await confirmApplication(t, token ?? "")).status).toBe(200);
    }
    return id;
  }
  async function applyUnconfirmed(overrides: Partial<typeof application> = {}, cookie?: string) {
    const res = await sendApplication(t, { ...application, ...overrides }, cookie);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }
  const unconfirmedCount = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(guideApplications)
        .where(eq(guideApplications.status, "unconfirmed"))
    )[0].n;
  const roleOf = async (email: string) =>
    (await t.db.select().from(user).where(eq(user.email, email)))[0].role;
  const post = (path: string, body: unknown = {}) =>
    t.request(`/api/admin${path}`, { method: "POST", json: body, cookie: admin });
  const get = (path: string) => t.request(`/api/admin${path}`, { cookie: admin });
  const listedGuides = async () =>
    ((await (await t.request("/api/guides/search?limit=60")).json()) as GuidePage).guides;

  it("lists by status, pending by default, and shows one application", async () => {
    const first = await apply({ fullName: "Asha Queue", email: "asha.queue@example.org" });
    const second = await apply({ fullName: "Bela Queue", email: "bela.queue@example.org" });
    const pending = await json<AdminApplicationList>(await get("/applications"));
    expect(pending).toMatchObject({ page: 1, pageSize: 20 });
    const ids = pending.applications.map((a) => a.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(pending.applications.every((a) => a.status === "pending")).toBe(true);

    await post(`/applications/${first}/reject`, { reason: "Incomplete licence details" });
    const rejected = await json<AdminApplicationList>(await get("/applications?status=rejected"));
    expect(rejected.applications.map((a) => a.id)).toEqual([first]);
    const all = await json<AdminApplicationList>(await get("/applications?status=all"));
    expect(all.applications.map((a) => a.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await get("/applications?status=maybe")).status).toBe(422);

    const res = await get(`/applications/${second}`);
    expect(res.status).toBe(200);
    expect((await json<{ application: AdminGuideApplication }>(res)).application).toEqual({
      id: second,
      userId: null,
      fullName: "Bela Queue",
      email: "bela.queue@example.org",
      phone: application.phone,
      address: application.address,
      experience: 6,
      languages: application.languages,
      specialization: "historical",
      about: application.about,
      agreeToTerms: true,
      fromAccount: false,
      emailVerifiedAt: expect.any(String),
      emailAccount: null,
      status: "pending",
      decisionReason: null,
      decidedAt: null,
      createdAt: expect.any(String),
    });
    expect((await get("/applications/999999")).status).toBe(404);
    expect((await get("/applications/abc")).status).toBe(422);
  });

  it("approves a newcomer: account created and invited, a verified guide listed once the profile is complete, mail sent", async () => {
    const id = await apply({ specialization: "wildlife" });
    const [{ top }] = await t.db.select({ top: max(guides.sno) }).from(guides);
    const res = await post(`/applications/${id}/approve`);
    expect(res.status).toBe(200);
    const result = await json<ApproveApplicationResult>(res);
    expect(result.accountCreated).toBe(true);
    expect(result.application).toMatchObject({ status: "approved", decidedAt: expect.any(String) });
    expect(result.guide.sno).toBe((top ?? 0) + 1);

    // The profile is filled from the application, but booking needs a photo and a destination.
    const [approved] = await t.db.select().from(guides).where(eq(guides.sno, result.guide.sno));
    expect(approved).toMatchObject({
      name: "Kabir Sethi",
      specialization: "Wildlife & Nature",
      experience: 6,
      languages: ["Hindi", "English", "Mewari"],
      maxGroupSize: 10,
      certifications: [],
      verified: true,
      listed: true,
      featured: false,
      isAvailable: true,
      image: null,
      imageAlt: "Portrait of Kabir Sethi",
      description: application.about,
    });
    expect((await listedGuides()).some((g) => g.sno === result.guide.sno)).toBe(false);

    const [udaipur] = await t.db
      .select({ id: destinations.id })
      .from(destinations)
      .orderBy(asc(destinations.srNo))
      .limit(1);
    await t.db
      .insert(guideDestinations)
      .values({ guideId: approved.id, destinationId: udaipur.id });
    await t.db
      .update(guides)
      .set({ image: "/uploads/kabir.webp" })
      .where(eq(guides.id, approved.id));
    // The Guides search answers from memory until PostgreSQL announces the change (milliseconds).
    await vi.waitFor(
      async () => {
        const listed = (await listedGuides()).find((g) => g.sno === result.guide.sno);
        expect(listed).toMatchObject({
          name: "Kabir Sethi",
          verified: true,
          regions: [expect.any(String)],
        });
      },
      { timeout: 2_000, interval: 20 },
    );

    const [account] = await t.db.select().from(user).where(eq(user.email, "kabir@example.org"));
    expect(account).toMatchObject({ role: "guide", emailVerified: true });
    const [row] = await t.db.select().from(guides).where(eq(guides.sno, result.guide.sno));
    expect(row.userId).toBe(account.id);
    const [stored] = await t.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, id));
    expect(stored.userId).toBe(account.id);

    const subjects = (await mailsTo(t, "kabir@example.org")).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "You're invited to Yatra Tours",
        "Your application to guide with Yatra Tours is approved",
      ]),
    );
    const [approval] = (await mailsTo(t, "kabir@example.org")).filter((m) =>
      m.subject.endsWith("approved"),
    );
    expect(approval.text).toMatch(/complete your guide profile/);
    expect(approval.text).toMatch(/sign in to your dashboard/i);

    const twice = await post(`/applications/${id}/approve`);
    expect(twice.status).toBe(409);
    expect((await json<ErrorReply>(twice)).error.code).toBe("APPLICATION_DECIDED");
    expect((await post(`/applications/${id}/reject`, { reason: "Changed mind" })).status).toBe(409);
  });

  it("approves a signed-in application: only that account changes, under its own address", async () => {
    const userId = await createPerson(t, "wanderer@example.org");
    const cookie = await t.signIn("wanderer@example.org", PERSON_PASSWORD);
    const id = await apply(
      { fullName: "Ravi Wanderer", email: "ravi.work@example.org", specialization: "food" },
      cookie,
    );
    const shown = await json<{ application: AdminGuideApplication }>(
      await get(`/applications/${id}`),
    );
    expect(shown.application).toMatchObject({
      userId,
      fromAccount: true,
      email: "wanderer@example.org",
      emailVerifiedAt: expect.any(String),
      emailAccount: { id: userId, role: "user" },
    });
    const result = await json<ApproveApplicationResult>(await post(`/applications/${id}/approve`));
    expect(result.accountCreated).toBe(false);
    const { profile } = await json<{ profile: Profile }>(
      await t.request("/api/profile", { cookie }),
    );
    expect(profile).toMatchObject({ role: "guide", fullName: "Ravi Wanderer" });
    const [row] = await t.db.select().from(guides).where(eq(guides.userId, userId));
    expect(row).toMatchObject({ specialization: "Food & Culinary", listed: true, verified: true });
    const toAccount = (await mailsTo(t, "wanderer@example.org")).map((m) => m.subject);
    expect(toAccount).toContain("Your application to guide with Yatra Tours is approved");
    expect(toAccount.some((subject) => /invited/.test(subject))).toBe(false);
    expect(await mailsTo(t, "ravi.work@example.org")).toEqual([]);
    expect(await t.db.select().from(user).where(eq(user.email, "ravi.work@example.org"))).toEqual(
      [],
    );
  });

  it("updates the existing guide profile of a guide who applies signed in", async () => {
    const [demoGuide] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    await t.db.update(guides).set({ listed: false }).where(eq(guides.sno, 1));
    const id = await apply(
      { fullName: demoGuide.name, experience: 12, specialization: "adventure" },
      await t.signIn("guide@example.com"),
    );
    const result = await json<ApproveApplicationResult>(await post(`/applications/${id}/approve`));
    expect(result).toMatchObject({ accountCreated: false, guide: { sno: 1 } });
    const [row] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    expect(row).toMatchObject({
      listed: true,
      verified: true,
      experience: 12,
      specialization: "Adventure & Trekking",
      userId: demoGuide.userId,
    });
    expect(
      await t.db
        .select()
        .from(guides)
        .where(eq(guides.userId, demoGuide.userId ?? "")),
    ).toHaveLength(1);
  });

  it("keeps an admin applicant an admin", async () => {
    const id = await apply({ fullName: "Vikram Rao" }, admin);
    expect((await post(`/applications/${id}/approve`)).status).toBe(200);
    expect(await roleOf("admin@example.com")).toBe("admin");
  });

  it("never shows an unconfirmed application: not listed, counted, shown or decided", async () => {
    const email = "unseen@example.org";
    const id = await applyUnconfirmed({ fullName: "Unseen Applicant", email });
    const [{ stored }] = await t.db.select({ stored: count() }).from(guideApplications);
    const all = await json<AdminApplicationList>(
      await get("/applications?status=all&pageSize=100"),
    );
    expect(all.applications.map((a) => a.id)).not.toContain(id);
    expect(all.total).toBe(stored - (await unconfirmedCount()));
    const pending = await json<AdminApplicationList>(await get("/applications?pageSize=100"));
    expect(pending.applications.map((a) => a.id)).not.toContain(id);
    expect((await get(`/applications/${id}`)).status).toBe(404);
    expect((await post(`/applications/${id}/approve`)).status).toBe(404);
    expect((await post(`/applications/${id}/reject`, { reason: "Spam" })).status).toBe(404);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);

    const token = await mailedConfirmationToken(t, email);
    expect((await confirmApplication(t, token ?? "")).status).toBe(200);
    const shown = await json<{ application: AdminGuideApplication }>(
      await get(`/applications/${id}`),
    );
    expect(shown.application).toMatchObject({
      status: "pending",
      fromAccount: false,
      emailVerifiedAt: expect.any(String),
      emailAccount: null,
    });
  });

  it("never lets a signed-out application with someone's address change their account", async () => {
    const traveller = "traveller@example.com";
    const [before] = await t.db.select().from(user).where(eq(user.email, traveller));
    const id = await applyUnconfirmed({
      fullName: "Mallory Impostor",
      email: traveller,
      phone: "+91 90000 00000",
    });
    expect((await post(`/applications/${id}/approve`)).status).toBe(404);
    expect(await roleOf(traveller)).toBe("user");

    // Even in the admins' queue (as one sent before addresses were confirmed would be), the
    // admin sees whose address it is, and approval refuses.
    await t.db
      .update(guideApplications)
      .set({ status: "pending", emailVerifiedAt: new Date() })
      .where(eq(guideApplications.id, id));
    const shown = await json<{ application: AdminGuideApplication }>(
      await get(`/applications/${id}`),
    );
    expect(shown.application).toMatchObject({
      fromAccount: false,
      emailAccount: { id: before.id, role: "user" },
    });
    const res = await post(`/applications/${id}/approve`);
    expect(res.status).toBe(409);
    expect(await json<ErrorReply>(res)).toMatchObject({
      error: {
        code: "APPLICANT_HAS_ACCOUNT",
        message: expect.stringMatching(/log in to that account and apply from it/),
      },
    });
    expect(await roleOf(traveller)).toBe("user");
    expect(await t.db.select().from(guides).where(eq(guides.userId, before.id))).toEqual([]);
    const [{ status }] = await t.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, id));
    expect(status).toBe("pending");
    const travellerCookie = await t.signIn(traveller);
    const { profile } = await json<{ profile: Profile }>(
      await t.request("/api/profile", { cookie: travellerCookie }),
    );
    expect(profile.phone).not.toBe("+91 90000 00000");
  });

  it("refuses to approve a confirmed address that got an account since, and lists its role", async () => {
    const email = "late.signup@example.org";
    const id = await apply({ fullName: "Late Signup", email });
    await createPerson(t, email, "guide");
    const list = await json<AdminApplicationList>(await get("/applications?pageSize=100"));
    expect(list.applications.find((a) => a.id === id)?.emailAccount?.role).toBe("guide");
    const res = await post(`/applications/${id}/approve`);
    expect(res.status).toBe(409);
    expect((await json<ErrorReply>(res)).error.code).toBe("APPLICANT_HAS_ACCOUNT");
    expect(await t.db.select().from(guides).where(eq(guides.name, "Late Signup"))).toEqual([]);
    expect((await post(`/applications/${id}/reject`, { reason: "Apply signed in" })).status).toBe(
      200,
    );
  });

  it("rejects with a required reason, stores it and mails the applicant", async () => {
    const id = await apply({ fullName: "Nisha Late", email: "nisha@example.org" });
    expect((await post(`/applications/${id}/reject`, {})).status).toBe(422);
    expect((await post(`/applications/${id}/reject`, { reason: "x".repeat(501) })).status).toBe(
      422,
    );
    const res = await post(`/applications/${id}/reject`, {
      reason: "We need a state guide licence.",
    });
    expect(res.status).toBe(200);
    expect((await json<{ application: AdminGuideApplication }>(res)).application).toMatchObject({
      status: "rejected",
      decisionReason: "We need a state guide licence.",
      decidedAt: expect.any(String),
    });
    const [mail] = await mailsTo(t, "nisha@example.org");
    expect(mail.subject).toBe("Your application to guide with Yatra Tours");
    expect(mail.text).toContain("Reason: We need a state guide licence.");
    expect(await t.db.select().from(user).where(eq(user.email, "nisha@example.org"))).toHaveLength(
      0,
    );

    const twice = await post(`/applications/${id}/reject`, { reason: "Again" });
    expect(twice.status).toBe(409);
    expect((await post(`/applications/${id}/approve`)).status).toBe(409);
  });

  it("decides once when two admins approve together, and gives concurrent approvals their own sno", async () => {
    const same = await apply({ fullName: "Twice Clicked", email: "twice@example.org" });
    const replies = await Promise.all([
      post(`/applications/${same}/approve`),
      post(`/applications/${same}/approve`),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(user).where(eq(user.email, "twice@example.org"))).toHaveLength(
      1,
    );

    const ids = await Promise.all(
      ["one", "two", "three"].map((n) =>
        apply({ fullName: `Parallel ${n}`, email: `parallel.${n}@example.org` }),
      ),
    );
    const results = await Promise.all(ids.map((id) => post(`/applications/${id}/approve`)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const snos = await Promise.all(
      results.map(async (r) => (await json<ApproveApplicationResult>(r)).guide.sno),
    );
    expect(new Set(snos).size).toBe(3);
  });

  it("refuses to approve an applicant whose account is banned", async () => {
    const userId = await createPerson(t, "banned.applicant@example.org");
    const cookie = await t.signIn("banned.applicant@example.org", PERSON_PASSWORD);
    const id = await apply({}, cookie);
    await t.db.update(user).set({ banned: true }).where(eq(user.id, userId));
    const res = await post(`/applications/${id}/approve`);
    expect(res.status).toBe(409);
    expect((await json<ErrorReply>(res)).error.code).toBe("USER_BANNED");
    const [stored] = await t.db
      .select()
      .from(guideApplications)
      .where(eq(guideApplications.id, id));
    expect(stored.status).toBe("pending");
  });
});
