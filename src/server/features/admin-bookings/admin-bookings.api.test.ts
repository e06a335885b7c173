import { mailsTo } from "@tests/support/api-helpers";
import { acceptedBooking, ledgerProblems, payInTestMode } from "@tests/support/payments";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingEvents,
  bookings,
  guides,
  packages,
  paymentLedger,
  user,
} from "@/server/db/schema";
import { ADMIN_BOOKINGS_SORT_CAP } from "@/shared/admin-bookings/schema";
import type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminBookingsPage,
} from "@/shared/admin-bookings/types";
import { addDays, todayInIndia } from "@/shared/dates";

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseKinds())("admin bookings on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let guide: string;
  let admin: string;
  let adminId: string;
  let travellerId: string;
  let guideUserId: string;
  const today = todayInIndia();
  const inDays = (n: number) => addDays(today, n);

  /** Five bookings that differ in every filter: status, money, guide, destination, dates. */
  const fx = {} as Record<"a" | "b" | "c" | "d" | "e", string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    admin = await t.signIn("admin@example.com");
    const idOf = async (email: string) =>
      (await t.db.select().from(user).where(eq(user.email, email)))[0].id;
    adminId = await idOf("admin@example.com");
    travellerId = await idOf("traveller@example.com");
    guideUserId = await idOf("guide@example.com");

    const [ladakh] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const [agra] = await t.db.select().from(packages).where(eq(packages.srNo, 1));
    const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const insert = async (
      key: keyof typeof fx,
      values: {
        guideId: number;
        packageId: number;
        start: number;
        status: string;
        name: string;
        minutesAgo: number;
        paid?: "deposit" | "full" | "refunded";
      },
    ) => {
      const price = 10_000;
      const [row] = await t.db
        .insert(bookings)
        .values({
          userId: travellerId,
          packageId: values.packageId,
          guideId: values.guideId,
          startDate: inDays(values.start),
          endDate: inDays(values.start + 4),
          status: values.status,
          price,
          name: values.name,
          email: `${values.name.split(" ")[0].toLowerCase()}@filters.example`,
          phone: "+91 90000 11111",
          createdAt: new Date(Date.now() - values.minutesAgo * 60_000),
        })
        .returning();
      fx[key] = row.id;
      if (!values.paid) return;
      const [charge] = await t.db
        .insert(paymentLedger)
        .values({
          bookingId: row.id,
          kind: "charge",
          state: "captured",
          amountPaise: values.paid === "deposit" ? 200_000 : price * 100,
          provider: "test",
          providerPaymentId: `pay_${key}_${row.id.slice(0, 8)}`,
        })
        .returning();
      if (values.paid === "refunded")
        await t.db.insert(paymentLedger).values({
          bookingId: row.id,
          chargeId: charge.id,
          kind: "refund",
          state: "processed",
          amountPaise: price * 100,
          provider: "test",
          providerPaymentId: charge.providerPaymentId,
          providerRefundId: `rfnd_${key}_${row.id.slice(0, 8)}`,
        });
    };
    // Oldest first, so the list, newest first, shows e, d, c, b, a.
    await insert("a", {
      guideId: g1.id,
      packageId: ladakh.id,
      start: 100,
      status: "pending",
      name: "Zubin Filtertest",
      minutesAgo: 50,
    });
    await insert("b", {
      guideId: g2.id,
      packageId: agra.id,
      start: 40,
      status: "confirmed",
      name: "Bela Filtertest",
      minutesAgo: 40,
      paid: "full",
    });
    await insert("c", {
      guideId: g1.id,
      packageId: agra.id,
      start: 300,
      status: "confirmed",
      name: "Chitra Filtertest",
      minutesAgo: 30,
      paid: "deposit",
    });
    await insert("d", {
      guideId: g2.id,
      packageId: ladakh.id,
      start: 150,
      status: "cancelled",
      name: "Dev Filtertest",
      minutesAgo: 20,
      paid: "refunded",
    });
    await insert("e", {
      guideId: g1.id,
      packageId: ladakh.id,
      start: -400,
      status: "confirmed",
      name: "Esha Filtertest",
      minutesAgo: 10,
      paid: "full",
    });
  });
  afterAll(() => t?.close());

  const list = async (query: Record<string, string | number>, cookie = admin) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    return t.request(`/api/admin/bookings?${params}`, { cookie });
  };
  const listOk = async (query: Record<string, string | number>) => {
    const res = await list(query);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminBookingsPage;
  };
  /** Which of the five fixtures a list shows, in its order. */
  const fixturesIn = (page: AdminBookingsPage) => {
    const names = new Map(Object.entries(fx).map(([k, id]) => [id, k]));
    return page.bookings.flatMap((b) => names.get(b.id) ?? []);
  };
  const detail = async (id: string, cookie = admin) =>
    t.request(`/api/admin/bookings/${id}`, { cookie });
  const cancel = (id: string, body: unknown, cookie = admin) =>
    t.request(`/api/admin/bookings/${id}/cancel`, { method: "POST", cookie, json: body });

  it("lists every booking newest first, each with its package, guide, traveller and money", async () => {
    const page = await listOk({ q: "filters.example" });
    expect(fixturesIn(page)).toEqual(["e", "d", "c", "b", "a"]);
    expect(page).toMatchObject({ total: 5, totalCapped: false });
    const byId = new Map(page.bookings.map((b) => [b.id, b]));
    expect(byId.get(fx.c)).toEqual({
      id: fx.c,
      packageId: "dest_1",
      packageName: expect.any(String),
      destinationName: "Agra",
      guide: { sno: 1, name: "Vikram Rawat" },
      traveller: { name: "Chitra Filtertest", email: "chitra@filters.example" },
      startDate: inDays(300),
      endDate: inDays(304),
      numberOfTravelers: 1,
      price: 10_000,
      status: "confirmed",
      paymentState: "deposit_paid",
      createdAt: expect.any(String),
    } satisfies AdminBookingRow);
    expect(byId.get(fx.e)).toMatchObject({ status: "completed", paymentState: "paid" });
    expect(byId.get(fx.d)).toMatchObject({ status: "cancelled", paymentState: "refunded" });
    expect(byId.get(fx.a)).toMatchObject({ status: "pending", paymentState: "none" });

    const all = await listOk({ limit: 100 });
    const created = all.bookings.map((b) => b.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it.each([
    [
      "status",
      { status: "confirmed" },
      ["c", "b"],
      (b: AdminBookingRow) => b.status === "confirmed",
    ],
    ["status", { status: "completed" }, ["e"], (b: AdminBookingRow) => b.status === "completed"],
    ["status", { status: "pending" }, ["a"], (b: AdminBookingRow) => b.status === "pending"],
    [
      "payment",
      { payment: "unpaid" },
      ["a"],
      (b: AdminBookingRow) => b.paymentState === "none" || b.paymentState === "awaiting",
    ],
    [
      "payment",
      { payment: "deposit_paid" },
      ["c"],
      (b: AdminBookingRow) => b.paymentState === "deposit_paid",
    ],
    ["payment", { payment: "paid" }, ["e", "b"], (b: AdminBookingRow) => b.paymentState === "paid"],
    [
      "payment",
      { payment: "refunded" },
      ["d"],
      (b: AdminBookingRow) => /refund/.test(b.paymentState),
    ],
    ["guide", { guide: 2 }, ["d", "b"], (b: AdminBookingRow) => b.guide.sno === 2],
    [
      "destination",
      { destination: 1 },
      ["c", "b"],
      (b: AdminBookingRow) => b.packageId === "dest_1",
    ],
    [
      "dates",
      { from: inDays(30), to: inDays(120) },
      ["b", "a"],
      (b: AdminBookingRow) => b.startDate >= inDays(30) && b.startDate <= inDays(120),
    ],
    ["dates", { from: inDays(200) }, ["c"], (b: AdminBookingRow) => b.startDate >= inDays(200)],
    ["dates", { to: inDays(-1) }, ["e"], (b: AdminBookingRow) => b.startDate <= inDays(-1)],
    ["search", { q: "zubin" }, ["a"], (b: AdminBookingRow) => b.traveller.name.includes("Zubin")],
    [
      "search",
      { q: "CHITRA@FILTERS" },
      ["c"],
      (b: AdminBookingRow) => b.traveller.email === "chitra@filters.example",
    ],
  ] as const)("narrows by %s %j", async (_, filter, expected, holds) => {
    const page = await listOk({ ...filter, limit: 100 });
    expect(page.bookings.length).toBeGreaterThan(0);
    for (const row of page.bookings) expect(holds(row), JSON.stringify(row)).toBe(true);
    expect(page.total).toBe(page.bookings.length);
    // Among the five, exactly the expected ones, newest first.
    expect(fixturesIn(page)).toEqual(expected);
    // And with the search that finds only the five, the same ones.
    expect(fixturesIn(await listOk({ q: "filtertest", ...filter }))).toEqual(expected);
  });

  it("combines filters, and finds a booking by its id or the start of it", async () => {
    expect(
      fixturesIn(await listOk({ guide: 1, status: "confirmed", payment: "deposit_paid" })),
    ).toEqual(["c"]);
    expect(fixturesIn(await listOk({ guide: 1, destination: 1, q: "filtertest" }))).toEqual(["c"]);
    expect(fixturesIn(await listOk({ guide: 2, payment: "paid", q: "filtertest" }))).toEqual(["b"]);
    const byId = await listOk({ q: fx.d });
    expect(byId.bookings.map((b) => b.id)).toEqual([fx.d]);
    expect(
      (await listOk({ q: fx.d.slice(0, 8).toUpperCase() })).bookings.map((b) => b.id),
    ).toContain(fx.d);
    // Nobody matches: an unknown guide or destination, or a search nobody has.
    const nobody: Record<string, string | number>[] = [
      { guide: 999_999 },
      { destination: 999_999 },
      { q: "no-such-traveller" },
    ];
    for (const q of nobody)
      expect(await listOk(q)).toEqual({ bookings: [], total: 0, totalCapped: false });
  });

  it("pages through the matches without overlap, counting them all", async () => {
    const seen: string[] = [];
    for (const offset of [0, 2, 4]) {
      const page = await listOk({ q: "filters.example", limit: 2, offset });
      expect(page.total).toBe(5);
      seen.push(...fixturesIn(page));
    }
    expect(seen).toEqual(["e", "d", "c", "b", "a"]);
    expect((await listOk({ q: "filters.example", limit: 2, offset: 6 })).bookings).toEqual([]);
  });

  it("refuses filters it cannot honour with field errors", async () => {
    for (const [query, field] of [
      [{ status: "lost" }, "status"],
      [{ payment: "half" }, "payment"],
      [{ guide: "one" }, "guide"],
      [{ destination: "-3" }, "destination"],
      [{ from: "2026-02-30" }, "from"],
      [{ from: inDays(10), to: inDays(5) }, "to"],
      [{ q: "ab" }, "q"],
      [{ limit: 500 }, "limit"],
      [{ offset: 20_000 }, "offset"],
    ] as const) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(((await res.json()) as ErrorReply).error.fields).toHaveProperty(field);
    }
  });

  it("reads past a thousand matches along the indexes, and counts them", async () => {
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const [ladakh] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const many = ADMIN_BOOKINGS_SORT_CAP + 50;
    // Made long ago, so the other tests' newest bookings stay on top.
    await t.db.execute(sql`
      insert into bookings (user_id, package_id, guide_id, start_date, end_date, status, price,
          name, email, phone, created_at)
      select ${travellerId}, ${ladakh.id}, ${g2.id}, ${inDays(500)}::date + n % 40,
        ${inDays(505)}::date + n % 40, 'pending', 1000, 'Bulk Walker ' || n,
        'bulk' || n || '@walkers.example', '+91 90000 22222',
        now() - interval '700 days' - n * interval '1 minute'
      from generate_series(1, ${many}) n`);
    // A search counts as far as it collects; a date range counts them all.
    const first = await listOk({ q: "walkers.example", limit: 3 });
    expect(first).toMatchObject({ total: ADMIN_BOOKINGS_SORT_CAP, totalCapped: true });
    expect(first.bookings.map((b) => b.traveller.name)).toEqual([
      "Bulk Walker 1",
      "Bulk Walker 2",
      "Bulk Walker 3",
    ]);
    const last = await listOk({ q: "walkers.example", limit: 100, offset: many - 2 });
    expect(last.bookings.map((b) => b.traveller.name)).toEqual([
      `Bulk Walker ${many - 1}`,
      `Bulk Walker ${many}`,
    ]);
    // A date range past the cap is read by the range, in the same order.
    const dated = await listOk({ from: inDays(500), to: inDays(539), limit: 2, offset: 10 });
    expect(dated.total).toBe(many);
    expect(dated.bookings.map((b) => b.traveller.name)).toEqual([
      "Bulk Walker 11",
      "Bulk Walker 12",
    ]);
    const fewer = await listOk({ from: inDays(500), to: inDays(500), limit: 100 });
    // Those starting on the range's first day: every 40th.
    expect(fewer.total).toBe(Math.floor(many / 40));
    expect(fewer.bookings.every((b) => b.startDate === inDays(500))).toBe(true);
    // Guide 2's other bookings here are paid.
    const unpaid = await listOk({ payment: "unpaid", guide: 2, limit: 1, offset: many - 1 });
    expect(unpaid).toMatchObject({ total: ADMIN_BOOKINGS_SORT_CAP, totalCapped: true });
    expect(unpaid.bookings.map((b) => b.traveller.name)).toEqual([`Bulk Walker ${many}`]);
    expect((await listOk({ guide: 2, status: "pending", limit: 1 })).total).toBe(many);
  });

  it("tells the story of a booking: requested, accepted, paid, then cancelled by an admin for the traveller", async () => {
    const held = await acceptedBooking(t, { traveller, guide }, 60);
    const { booking: paid } = await payInTestMode(t, held.id, traveller);
    const deposit = paid.payment.paidPaise;
    expect(paid.status).toBe("confirmed");

    const before = (await (await detail(held.id)).json()) as AdminBookingDetail;
    expect(before.cancellation).toEqual({
      daysBefore: 60,
      paidPaise: deposit,
      refundPaise: deposit,
      fullRefund: true,
    });
    expect(before.ledger).toEqual([
      expect.objectContaining({ kind: "charge", state: "captured", amountPaise: deposit }),
    ]);
    expect(before.messagesCount).toBe(0);

    const reason = "The Khardung La road is closed by a landslide <b>until further notice</b>.";
    const res = await cancel(held.id, { reason: `  ${reason}  ` });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()) as AdminBookingDetail;

    expect(after.booking).toMatchObject({
      status: "cancelled",
      payment: { state: "refunded", refundedPaise: deposit, netPaidPaise: 0 },
    });
    expect(after.cancellation).toBeNull();
    expect(after.history.map((e) => [e.from, e.to, e.actorRole, e.actor?.id ?? null])).toEqual([
      [null, "pending", "traveller", travellerId],
      ["pending", "awaiting_payment", "guide", guideUserId],
      ["awaiting_payment", "confirmed", "traveller", travellerId],
      ["confirmed", "cancelled", "admin", adminId],
    ]);
    expect(after.history.at(-1)?.actor).toEqual({
      id: adminId,
      name: "Vikram Rao",
      email: "admin@example.com",
    });
    const times = after.history.map((e) => e.at);
    expect(times).toEqual([...times].sort());

    // The refund went the traveller's way: by the policy, through the provider, named for the admin.
    const refund = after.ledger.find((l) => l.kind === "refund");
    expect(refund).toMatchObject({ state: "processed", amountPaise: deposit });
    expect(refund?.reason).toContain("Cancelled by Yatra Tours for the traveller, 60 days");
    expect(refund?.reason).toContain(reason);
    const [line] = await t.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.bookingId, held.id), eq(paymentLedger.kind, "refund")));
    expect(line.createdBy).toBe(adminId);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "booking"), eq(auditLog.entityId, held.id)));
    expect(entry).toMatchObject({
      actorId: adminId,
      actorEmail: "admin@example.com",
      action: "booking.cancel",
      before: { status: "confirmed", paymentState: "deposit_paid", netPaidPaise: deposit },
      after: { status: "cancelled", reason, refundPaise: deposit, daysBefore: 60 },
    });

    const [toTraveller] = await mailsTo(t, "traveller@example.com");
    expect(toTraveller.subject).toMatch(/^Booking cancelled/);
    expect(toTraveller.text).toContain("Yatra Tours has cancelled your booking on your behalf.");
    expect(toTraveller.text).toContain(`Reason: ${reason}`);
    expect(toTraveller.text).toContain("We are refunding");
    const [toGuide] = await mailsTo(t, "guide@example.com");
    expect(toGuide.subject).toMatch(/^Booking cancelled/);
    expect(toGuide.text).toContain("on the traveller's behalf");
    expect(toGuide.text).toContain(`Reason: ${reason}`);

    const again = await cancel(held.id, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorReply).error.code).toBe("NOT_CANCELLABLE");
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("keeps the traveller's own cancellation the traveller's in the history", async () => {
    const held = await acceptedBooking(t, { traveller, guide }, 90);
    const res = await t.request(`/api/bookings/${held.id}/cancel`, {
      method: "POST",
      cookie: traveller,
      json: {},
    });
    expect(res.status).toBe(200);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, held.id), eq(bookingEvents.toStatus, "cancelled")));
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: "awaiting_payment",
        actorRole: "traveller",
        actorId: travellerId,
      }),
    ]);
    const [mail] = await mailsTo(t, "traveller@example.com");
    expect(mail.text.startsWith("Your booking is cancelled.")).toBe(true);
    expect(mail.text).not.toContain("on your behalf");
  });

  it("refuses to cancel a booking that is over, with a clear conflict and nothing recorded", async () => {
    const audits = async () => (await t.db.select().from(auditLog)).length;
    const kept = await audits();
    for (const [key, expected] of [
      ["d", "A cancelled booking cannot be cancelled."],
      ["e", "A completed booking cannot be cancelled."],
    ] as const) {
      const res = await cancel(fx[key], { reason: "Tidying up" });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorReply).error).toMatchObject({
        code: "NOT_CANCELLABLE",
        message: expected,
      });
    }
    for (const status of ["rejected", "expired"] as const) {
      const pending = await acceptedBooking(t, { traveller, guide }, 250);
      await t.db.update(bookings).set({ status }).where(eq(bookings.id, pending.id));
      const res = await cancel(pending.id, { reason: "Tidying up" });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorReply).error.message).toBe(
        `A ${status} booking cannot be cancelled.`,
      );
    }
    expect(await audits()).toBe(kept);
  });

  it("needs a reason, a real booking and an admin", async () => {
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await cancel(fx.a, body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorReply).error.fields).toHaveProperty("reason");
    }
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await cancel(missing, { reason: "Gone" })).status).toBe(404);
    expect((await detail(missing)).status).toBe(404);
    expect((await detail("not-a-uuid")).status).toBe(422);
    for (const cookie of [traveller, guide]) {
      expect((await cancel(fx.a, { reason: "Mine" }, cookie)).status).toBe(403);
      expect((await detail(fx.a, cookie)).status).toBe(403);
      expect((await list({}, cookie)).status).toBe(403);
    }
    expect((await cancel(fx.a, { reason: "Anyone" }, "")).status).toBe(401);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, fx.a));
    expect(row.status).toBe("pending");
  });

  it("offers guides by name or number for the filter, listed or not", async () => {
    await t.db.update(guides).set({ listed: false }).where(eq(guides.sno, 2));
    const [g2] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const options = async (q: string) =>
      (
        (await (
          await t.request(`/api/admin/bookings/guides?q=${encodeURIComponent(q)}`, {
            cookie: admin,
          })
        ).json()) as { guides: { sno: number; name: string }[] }
      ).guides;
    expect(await options(g2.name.slice(0, 4).toLowerCase())).toContainEqual({
      sno: 2,
      name: g2.name,
    });
    expect(await options("2")).toContainEqual({ sno: 2, name: g2.name });
    expect(await options("")).toEqual([]);
    expect(await options("zzzz-nobody")).toEqual([]);
    await t.db.update(guides).set({ listed: true }).where(eq(guides.sno, 2));
  });
});
