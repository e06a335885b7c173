import { createPerson, json } from "@tests/support/api-helpers";
import { acceptedBooking, payInTestMode } from "@tests/support/payments";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { stateLicenceForm } from "@tests/support/uploads";
import { asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, guideApplications, guideLicences, user } from "@/server/db/schema";
import type { AuditList } from "@/shared/audit/types";
import type { BookingView } from "@/shared/bookings/types";
import { addDays, todayInIndia } from "@/shared/dates";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import type { CheckoutView, UpiClaimView } from "@/shared/payments/types";

type Entry = typeof auditLog.$inferSelect;

describe.each(databaseKinds())("the audit log on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let traveller: string;
  let guide: string;
  let mark = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { COMPANY_UPI_ID: "yatratours@okaxis" });
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    [{ id: adminId }] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "admin@example.com"));
  });
  afterAll(() => t?.close());

  const post = (path: string, body: unknown = {}, cookie = admin) =>
    t.request(path, { method: "POST", json: body, cookie });
  /** The entries written since the last call. */
  const written = async (): Promise<Entry[]> => {
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, mark))
      .orderBy(asc(auditLog.id));
    mark = rows.at(-1)?.id ?? mark;
    return rows;
  };
  /** Exactly one entry since the last call, by the admin, for this action. */
  const one = async (action: string, entityType: string, entityId: string | number) => {
    const rows = await written();
    expect(
      rows.map((r) => r.action),
      `entries after ${action}`,
    ).toEqual([action]);
    const [entry] = rows;
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: "admin@example.com",
      entityType,
      entityId: String(entityId),
    });
    // No secret ever reaches the log.
    expect(JSON.stringify([entry.before, entry.after])).not.toMatch(
      /password|token|secret|hash|totp/i,
    );
    return entry;
  };
  const expectStatus = async (res: Response, status: number) =>
    expect(res.status, await res.clone().text()).toBe(status);

  describe("users", () => {
    it("records each account change once, with the fields it changed", async () => {
      await written();
      const invited = await post("/api/admin/users/invite", {
        email: "audit.invitee@example.org",
        name: "Asha Invitee",
        role: "guide",
      });
      await expectStatus(invited, 201);
      const { user: created } = await json<{ user: { id: string } }>(invited);
      const invite = await one("user.invite", "user", created.id);
      expect(invite.before).toBeNull();
      expect(invite.after).toEqual({
        email: "audit.invitee@example.org",
        name: "Asha Invitee",
        role: "guide",
        banned: false,
        banReason: null,
        invitationSent: true,
      });

      await expectStatus(await post(`/api/admin/users/${created.id}/role`, { role: "user" }), 200);
      expect(await one("user.set_role", "user", created.id)).toMatchObject({
        before: { role: "guide" },
        after: { role: "user" },
      });

      await expectStatus(
        await post(`/api/admin/users/${created.id}/ban`, { reason: "Spam bookings" }),
        200,
      );
      expect(await one("user.ban", "user", created.id)).toMatchObject({
        before: { banned: false, banReason: null },
        after: { banned: true, banReason: "Spam bookings" },
      });

      await expectStatus(await post(`/api/admin/users/${created.id}/unban`), 200);
      expect(await one("user.unban", "user", created.id)).toMatchObject({
        before: { banned: true, banReason: "Spam bookings" },
        after: { banned: false, banReason: null },
      });

      await expectStatus(await post(`/api/admin/users/${created.id}/send-sign-in-link`), 200);
      expect((await one("user.send_sign_in_link", "user", created.id)).after).toEqual({
        sentTo: "audit.invitee@example.org",
      });

      await expectStatus(await post(`/api/admin/users/${created.id}/send-password-reset`), 200);
      expect((await one("user.send_password_reset", "user", created.id)).after).toEqual({
        sentTo: "audit.invitee@example.org",
      });
    });

    it("records ending sessions and deleting an account", async () => {
      const id = await createPerson(t, "audit.leaver@example.org", "user", "Leaver");
      await t.signIn("audit.leaver@example.org", "a-long-test-password");
      await written();
      await expectStatus(await post(`/api/admin/users/${id}/revoke-sessions`), 200);
      const ended = await one("user.revoke_sessions", "user", id);
      expect((ended.before as { activeSessions: number }).activeSessions).toBeGreaterThan(0);
      expect(ended.after).toEqual({ activeSessions: 0 });

      const res = await t.request(`/api/admin/users/${id}`, { method: "DELETE", cookie: admin });
      await expectStatus(res, 200);
      const removed = await one("user.delete", "user", id);
      expect(removed.before).toMatchObject({ email: "audit.leaver@example.org", role: "user" });
      expect(removed.after).toBeNull();
    });

    it("records nothing for a refused change", async () => {
      await written();
      await expectStatus(await post(`/api/admin/users/${adminId}/ban`, { reason: "Me" }), 409);
      await expectStatus(await post(`/api/admin/users/${adminId}/role`, { role: "user" }), 409);
      expect(await written()).toEqual([]);
    });
  });

  describe("guide applications", () => {
    const apply = async (email: string) => {
      const [row] = await t.db
        .insert(guideApplications)
        .values({
          fullName: "Audit Applicant",
          email,
          phone: "+91 90000 33333",
          address: "Madurai",
          experience: 4,
          languages: "Tamil, English",
          specialization: "cultural",
          about: "Temple walks.",
          agreeToTerms: true,
          status: "pending",
        })
        .returning({ id: guideApplications.id });
      return row.id;
    };

    it("records an approval and a rejection", async () => {
      const approvedId = await apply("audit.approved@example.org");
      const rejectedId = await apply("audit.rejected@example.org");
      await written();
      await expectStatus(await post(`/api/admin/applications/${approvedId}/approve`), 200);
      const approval = await one("guide_application.approve", "guide_application", approvedId);
      expect(approval.before).toMatchObject({ status: "pending", role: "user" });
      expect(approval.after).toMatchObject({
        status: "approved",
        accountCreated: true,
        role: "guide",
        guideSno: expect.any(Number),
      });

      await expectStatus(
        await post(`/api/admin/applications/${rejectedId}/reject`, { reason: "Too new." }),
        200,
      );
      expect(await one("guide_application.reject", "guide_application", rejectedId)).toMatchObject({
        before: { status: "pending", decisionReason: null },
        after: { status: "rejected", decisionReason: "Too new." },
      });
      // Deciding again is refused and adds nothing.
      await expectStatus(await post(`/api/admin/applications/${approvedId}/approve`), 409);
      expect(await written()).toEqual([]);
    });
  });

  describe("guides, closures and licences", () => {
    it("records an admin's edit of a guide with only what changed, and names unlisting", async () => {
      const read = async () =>
        (
          await json<{ guide: GuideProfileView }>(
            await t.request("/api/admin/guides/3", { cookie: admin }),
          )
        ).guide;
      const current = await read();
      const body = {
        description: current.description,
        languages: current.languages,
        certifications: current.certifications,
        destinationSrNos: current.destinations.map((d) => d.srNo),
        specialization: current.specialization,
        experience: current.experience,
        maxGroupSize: current.maxGroupSize,
        listed: current.listed,
      };
      await written();
      const put = (change: object) =>
        t.request("/api/admin/guides/3", {
          method: "PUT",
          cookie: admin,
          json: { ...body, ...change },
        });
      await expectStatus(await put({ experience: current.experience + 1 }), 200);
      expect(await one("guide.update", "guide", 3)).toMatchObject({
        before: { experience: current.experience },
        after: { experience: current.experience + 1 },
      });
      const edit = (
        await t.db.select().from(auditLog).where(eq(auditLog.action, "guide.update"))
      ).at(-1)!;
      expect(Object.keys(edit.after as object)).toEqual(["experience"]);

      await expectStatus(await put({ listed: false }), 200);
      expect(await one("guide.unlist", "guide", 3)).toMatchObject({
        before: { listed: true, experience: current.experience + 1 },
        after: { listed: false, experience: current.experience },
      });
      await expectStatus(await put({ listed: true }), 200);
      await one("guide.list", "guide", 3);
    });

    it("records a closure added and removed", async () => {
      await written();
      const res = await post("/api/admin/closures", {
        destinationSrNo: 3,
        startsOn: "02-01",
        endsOn: "02-10",
        reason: "Festival crowds",
      });
      await expectStatus(res, 201);
      const { closure } = await json<{ closure: { id: number } }>(res);
      const added = await one("closure.create", "closure", closure.id);
      expect(added.before).toBeNull();
      expect(added.after).toMatchObject({
        destinationSrNo: 3,
        startsOn: "02-01",
        endsOn: "02-10",
        reason: "Festival crowds",
      });
      await expectStatus(
        await t.request(`/api/admin/closures/${closure.id}`, { method: "DELETE", cookie: admin }),
        200,
      );
      const removed = await one("closure.delete", "closure", closure.id);
      expect(removed.before).toEqual(added.after);
      expect(removed.after).toBeNull();
      await expectStatus(
        await t.request(`/api/admin/closures/${closure.id}`, { method: "DELETE", cookie: admin }),
        404,
      );
      expect(await written()).toEqual([]);
    });

    it("records a licence rejected, then the one filed again verified", async () => {
      await t.db.delete(guideLicences);
      const file = async (number: string) =>
        expectStatus(
          await t.request("/api/guide-licence", {
            method: "PUT",
            body: stateLicenceForm(number),
            cookie: guide,
          }),
          200,
        );
      await file("KA 0001");
      await written();
      await expectStatus(
        await post("/api/admin/licences/1/reject", { reason: "The scan is blurred." }),
        200,
      );
      expect(await one("licence.reject", "guide_licence", 1)).toMatchObject({
        before: { status: "pending", rejectionReason: null },
        after: { status: "rejected", rejectionReason: "The scan is blurred." },
      });
      await file("KA 0002");
      await written();
      await expectStatus(await post("/api/admin/licences/1/verify"), 200);
      expect(await one("licence.verify", "guide_licence", 1)).toMatchObject({
        before: { status: "pending" },
        after: { status: "verified", rejectionReason: null },
      });
      await expectStatus(await post("/api/admin/licences/1/verify"), 409);
      expect(await written()).toEqual([]);
      await t.db.delete(guideLicences);
    });
  });

  describe("payments", () => {
    const cookies = () => ({ traveller, guide });

    it("records a refund by hand", async () => {
      const held = await acceptedBooking(t, cookies(), 70);
      const { booking } = await payInTestMode(t, held.id, traveller);
      const paid = booking.payment.paidPaise;
      await written();
      const res = await post(`/api/admin/payments/bookings/${held.id}/refund`, {
        amount: 100,
        reason: "Goodwill",
      });
      await expectStatus(res, 200);
      const entry = await one("booking.refund", "booking", held.id);
      expect(entry.before).toEqual({ netPaidPaise: paid });
      expect(entry.after).toMatchObject({
        netPaidPaise: paid - 10_000,
        refundedPaise: 10_000,
        reason: "Goodwill",
        refunds: [expect.any(String)],
      });
      await expectStatus(
        await post(`/api/admin/payments/bookings/${held.id}/refund`, {
          amount: paid,
          reason: "Too much",
        }),
        422,
      );
      expect(await written()).toEqual([]);
    });

    const claimUpi = async (booking: BookingView, utr: string) => {
      const res = await post(`/api/bookings/${booking.id}/checkout`, { method: "upi" }, traveller);
      await expectStatus(res, 200);
      const { checkout } = await json<{ checkout: CheckoutView }>(res);
      await expectStatus(
        await post(`/api/bookings/${booking.id}/upi-claim`, { utr }, traveller),
        200,
      );
      const page = await json<{ claims: UpiClaimView[] }>(
        await t.request("/api/admin/payments", { cookie: admin }),
      );
      const claim = page.claims.find((c) => c.bookingId === booking.id)!;
      expect(claim.orderId).toBe(checkout.orderId);
      return claim;
    };

    it("records UPI transfers matched and sent back, and a UPI refund marked paid", async () => {
      const sentBack = await claimUpi(await acceptedBooking(t, cookies(), 190), "432100000001");
      await written();
      await expectStatus(await post(`/api/admin/payments/upi/${sentBack.orderId}/reject`), 200);
      expect(await one("upi_payment.reject", "upi_payment", sentBack.orderId)).toMatchObject({
        before: { status: "claimed", utr: "432100000001" },
        after: { status: "created", utr: "432100000001" },
      });

      const held = await acceptedBooking(t, cookies(), 210);
      const matched = await claimUpi(held, "432100000002");
      await written();
      await expectStatus(
        await post(`/api/admin/payments/upi/${matched.orderId}/confirm`, { utr: "432100000002" }),
        200,
      );
      expect(await one("upi_payment.confirm", "upi_payment", matched.orderId)).toMatchObject({
        before: { status: "claimed", utr: "432100000002" },
        after: { status: "paid", utr: "432100000002" },
      });

      const cancelled = await post(`/api/bookings/${held.id}/cancel`, {}, traveller);
      await expectStatus(cancelled, 200);
      const [refund] = (await json<{ booking: BookingView }>(cancelled)).booking.payment.refunds;
      await written();
      await expectStatus(
        await post(`/api/admin/payments/refunds/${refund.id}/paid`, { reference: "NEFT-4242" }),
        200,
      );
      expect(await one("refund.mark_paid", "refund", refund.id)).toMatchObject({
        before: { state: "initiated" },
        after: { state: "processed", providerRefundId: "NEFT-4242" },
      });
    });
  });

  describe("reading the log", () => {
    const list = async (search = "", cookie = admin) => {
      const res = await t.request(`/api/admin/audit${search}`, { cookie });
      await expectStatus(res, 200);
      return json<AuditList>(res);
    };

    it("pages newest first with the actor's e-mail and both snapshots", async () => {
      const all = (await t.db.select().from(auditLog)).length;
      expect(all).toBeGreaterThan(10);
      const first = await list("?pageSize=5");
      expect(first).toMatchObject({ page: 1, pageSize: 5, hasMore: true });
      expect(first.entries).toHaveLength(5);
      const times = first.entries.map((e) => e.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(first.entries[0]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        actorId: adminId,
        actorEmail: "admin@example.com",
        action: expect.any(String),
        entityType: expect.any(String),
        entityId: expect.any(String),
        before: expect.anything(),
        after: expect.anything(),
      });
      const second = await list("?pageSize=5&page=2");
      const seen = new Set(first.entries.map((e) => e.id));
      expect(second.entries.some((e) => seen.has(e.id))).toBe(false);
      expect(Math.max(...second.entries.map((e) => e.id))).toBeLessThan(
        Math.min(...first.entries.map((e) => e.id)),
      );
      const last = await list(`?pageSize=100&page=${Math.ceil(all / 100)}`);
      expect(last.hasMore).toBe(false);
    });

    it("filters by action prefix, entity, actor and dates", async () => {
      const users = await list("?action=user&pageSize=100");
      expect(users.entries.length).toBeGreaterThanOrEqual(7);
      expect(users.entries.every((e) => e.action.startsWith("user."))).toBe(true);
      const bans = await list("?action=user.ban");
      expect(bans.entries.map((e) => e.action)).toEqual(["user.ban"]);
      // A prefix is a whole word: "use" is not "user".
      expect((await list("?action=use")).entries).toEqual([]);
      expect((await list("?action=user_%25")).entries).toEqual([]);

      const guide3 = await list("?entityType=guide&entityId=3");
      expect(guide3.entries.map((e) => e.action)).toEqual([
        "guide.list",
        "guide.unlist",
        "guide.update",
      ]);
      expect((await list("?entityType=closure")).entries.map((e) => e.action)).toEqual([
        "closure.delete",
        "closure.create",
      ]);

      expect((await list("?actor=ADMIN@example")).entries.length).toBeGreaterThan(0);
      expect((await list("?actor=someone.else")).entries).toEqual([]);

      const today = todayInIndia();
      expect((await list(`?from=${today}&to=${today}`)).entries.length).toBeGreaterThan(0);
      expect((await list(`?to=${addDays(today, -1)}`)).entries).toEqual([]);
      expect((await list(`?from=${addDays(today, 1)}`)).entries).toEqual([]);
    });

    it("refuses bad filters with field messages", async () => {
      for (const [search, field] of [
        ["?from=2025-02-30", "from"],
        ["?from=2025-03-02&to=2025-03-01", "to"],
        ["?page=0", "page"],
        ["?pageSize=1000", "pageSize"],
        [`?entityId=${"x".repeat(300)}`, "entityId"],
      ]) {
        const res = await t.request(`/api/admin/audit${search}`, { cookie: admin });
        expect(res.status, search).toBe(422);
        const { error } = await json<{ error: { fields: Record<string, string> } }>(res);
        expect(error.fields[field], search).toBeTruthy();
      }
    });

    it("is for admins only", async () => {
      expect((await t.request("/api/admin/audit")).status).toBe(401);
      for (const cookie of [traveller, guide]) {
        const res = await t.request("/api/admin/audit", { cookie });
        expect(res.status).toBe(403);
        expect(await res.text()).not.toContain("admin@example.com");
      }
    });
  });
});
