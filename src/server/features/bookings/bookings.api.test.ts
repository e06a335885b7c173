import crypto from "node:crypto";
import { createPerson, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";
import { ledgerProblems, payInTestMode } from "@tests/support/payments";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guideReviews, guides, mailOutbox, packages, user } from "@/server/db/schema";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import type { Guide } from "@/shared/guides/types";

/** A calendar date `days` from today in India. */
function inDays(days: number): string {
  const [y, m, d] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe.each(databaseKinds())("bookings API on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let otherTraveller: string;
  let guide: string;
  let otherGuide: string;
  let admin: string;
  let ladakhPrice: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    admin = await t.signIn("admin@example.com");
    await createPerson(t, "second.traveller@example.org");
    otherTraveller = await t.signIn("second.traveller@example.org", PERSON_PASSWORD);
    const otherGuideId = await createPerson(t, "meera.guide@example.org", "guide");
    await t.db.update(guides).set({ userId: otherGuideId }).where(eq(guides.sno, 2));
    otherGuide = await t.signIn("meera.guide@example.org", PERSON_PASSWORD);
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    ladakhPrice = pkg.price;
  });
  afterAll(() => t?.close());

  /** Ladakh lasts a week: the end date follows the start. */
  const request = (start: number, extra: Record<string, unknown> = {}) => ({
    packageId: "dest_4",
    guideSno: 1,
    fullName: "Ananya Iyer",
    email: "traveller@example.com",
    phone: "+91 98450 12345",
    startDate: inDays(start),
    endDate: inDays(start + LADAKH_TOUR_DAYS - 1),
    numberOfTravelers: 2,
    notes: "Vegetarian meals",
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  });
  const book = async (body: Record<string, unknown>, cookie = traveller) =>
    t.request("/api/bookings", { method: "POST", cookie, json: body });
  const bookOk = async (body: Record<string, unknown>, cookie = traveller) => {
    const res = await book(body, cookie);
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { booking: BookingView }).booking;
  };
  const act = (id: string, action: string, cookie: string) =>
    t.request(`/api/bookings/${id}/${action}`, { method: "POST", cookie, json: {} });
  const postReview = (id: string, body: Record<string, unknown>, cookie = traveller) =>
    t.request(`/api/bookings/${id}/review`, { method: "POST", cookie, json: body });

  /** A confirmed booking that ended last week: "completed", so its traveller may review it. */
  let completedSoFar = 0;
  async function completedBooking(email = "traveller@example.com") {
    // The guide's confirmed bookings may not overlap: each one ends ten days before the last.
    const end = -15 - 10 * completedSoFar++;
    const [me] = await t.db.select().from(user).where(eq(user.email, email));
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    const [past] = await t.db
      .insert(bookings)
      .values({
        userId: me.id,
        packageId: pkg.id,
        guideId: g1.id,
        startDate: inDays(end - 5),
        endDate: inDays(end),
        status: "confirmed",
        price: pkg.price,
        name: "Ananya Iyer",
        email: "traveller@example.com",
        phone: "+91 98450 12345",
      })
      .returning();
    return past;
  }

  it("stores a pending, unpaid request priced by the server for the signed-in user, and tells the guide", async () => {
    const body = request(60, { price: 1, userId: "someone-else", status: "confirmed" });
    const booking = await bookOk(body);
    expect(booking).toMatchObject({
      status: "pending",
      payment: { state: "none", paidPaise: 0, pricePaise: ladakhPrice * 2 * 100, dueNow: null },
      price: ladakhPrice * 2,
      guide: { sno: 1, name: "Vikram Rawat" },
      packageId: "dest_4",
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    expect(row.userId).toBe(me.id);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "guide@example.com"));
    expect(
      mails.some((m) => m.text.includes(booking.startDate) && m.text.includes("/dashboard")),
    ).toBe(true);
  });

  it("lands a retried or double-clicked request once", async () => {
    const body = request(70);
    const first = await book(body);
    const again = await book(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = ((await first.json()) as { booking: BookingView }).booking;
    const b = ((await again.json()) as { booking: BookingView }).booking;
    expect(b.id).toBe(a.id);
    expect(
      await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey)),
    ).toHaveLength(1);
    expect((await book(body, otherTraveller)).status).toBe(409);
  });

  it.each([
    ["a start date in the past", { startDate: inDays(-1) }, "startDate"],
    ["an end before the start", { startDate: inDays(40), endDate: inDays(38) }, "endDate"],
    ["more travellers than the guide takes", { numberOfTravelers: 13 }, "numberOfTravelers"],
    ["a guide who does not cover the package", { guideSno: 2 }, "guideSno"],
    ["an unavailable guide", { guideSno: 6 }, "guideSno"],
    ["no travellers", { numberOfTravelers: 0 }, "numberOfTravelers"],
  ])("refuses %s with a field message and stores nothing", async (_label, change, field) => {
    const before = (await t.db.select().from(bookings)).length;
    const res = await book(request(30, change));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toBeTruthy();
    expect((await t.db.select().from(bookings)).length).toBe(before);
  });

  it("refuses a signed-out booking", async () => {
    expect((await book(request(30), "")).status).toBe(401);
  });

  it("lets only the assigned guide accept, never twice; the traveller is asked for the deposit", async () => {
    const booking = await bookOk(request(100));
    expect((await act(booking.id, "accept", traveller)).status).toBe(403);
    expect((await act(booking.id, "accept", otherGuide)).status).toBe(403);
    const accepted = await act(booking.id, "accept", guide);
    expect(accepted.status).toBe(200);
    const held = ((await accepted.json()) as { booking: BookingView }).booking;
    const pricePaise = ladakhPrice * 2 * 100;
    const depositPaise = Math.round(pricePaise * 0.2);
    expect(held.status).toBe("awaiting_payment");
    expect(held.payment).toMatchObject({
      state: "awaiting",
      depositPaise,
      balanceDueOn: inDays(70),
      dueNow: { purpose: "deposit", amountPaise: depositPaise },
    });
    const holdHours = (Date.parse(held.payment.holdExpiresAt!) - Date.now()) / 3_600_000;
    expect(holdHours).toBeGreaterThan(23.9);
    expect(holdHours).toBeLessThanOrEqual(24);
    expect((await act(booking.id, "accept", guide)).status).toBe(409);
    expect((await act(booking.id, "reject", guide)).status).toBe(409);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "traveller@example.com"));
    const ask = mails.find((m) => m.subject.startsWith("Accepted: pay to confirm"));
    expect(ask?.text).toContain(`/my-bookings/${booking.id}/pay`);

    const { booking: confirmed } = await payInTestMode(t, booking.id, traveller);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.payment).toMatchObject({
      state: "deposit_paid",
      paidPaise: depositPaise,
      dueNow: { purpose: "balance", amountPaise: pricePaise - depositPaise },
    });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("refuses to accept a request that overlaps a confirmed booking; it stays pending", async () => {
    const first = await bookOk(request(120));
    const second = await bookOk(request(124));
    expect((await act(first.id, "accept", guide)).status).toBe(200);
    const res = await act(second.id, "accept", guide);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "BOOKING_OVERLAP",
      message:
        "This request overlaps a booking that already holds those dates (confirmed, or accepted and awaiting payment), so it stays pending.",
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, second.id));
    expect(row.status).toBe("pending");
    const taken = await book(request(123));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe("GUIDE_BOOKED");
    const free = (await (
      await t.request(`/api/bookings/available-guides?packageId=dest_4&startDate=${inDays(121)}`)
    ).json()) as { guides: { sno: number }[] };
    expect(free.guides.map((g) => g.sno)).not.toContain(1);
  });

  it("rejects, and the traveller hears about it", async () => {
    const booking = await bookOk(request(140));
    const res = await act(booking.id, "reject", guide);
    expect(((await res.json()) as { booking: BookingView }).booking.status).toBe("rejected");
    expect((await act(booking.id, "accept", guide)).status).toBe(409);
  });

  it("refunds what was paid: all of it 30 or more days ahead, the balance beyond the deposit closer; only the traveller's own", async () => {
    const unpaid = await bookOk(request(45));
    const quoteOf = async (id: string) =>
      (
        (await (
          await t.request(`/api/bookings/${id}/cancellation`, { cookie: traveller })
        ).json()) as {
          quote: unknown;
        }
      ).quote;
    expect(await quoteOf(unpaid.id)).toEqual({
      daysBefore: 45,
      paidPaise: 0,
      refundPaise: 0,
      fullRefund: false,
    });
    expect((await act(unpaid.id, "cancel", otherTraveller)).status).toBe(404);
    const cancelledUnpaid = await act(unpaid.id, "cancel", traveller);
    expect(((await cancelledUnpaid.json()) as { booking: BookingView }).booking).toMatchObject({
      status: "cancelled",
      payment: { paidPaise: 0, refundedPaise: 0, refunds: [] },
    });
    expect((await act(unpaid.id, "cancel", traveller)).status).toBe(409);
    expect((await act(unpaid.id, "accept", guide)).status).toBe(409);

    const far = await bookOk(request(48));
    expect((await act(far.id, "accept", guide)).status).toBe(200);
    const deposit = (await payInTestMode(t, far.id, traveller)).booking.payment.paidPaise;
    expect(await quoteOf(far.id)).toEqual({
      daysBefore: 48,
      paidPaise: deposit,
      refundPaise: deposit,
      fullRefund: true,
    });
    const cancelled = (
      (await (await act(far.id, "cancel", traveller)).json()) as { booking: BookingView }
    ).booking;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.payment).toMatchObject({
      state: "refunded",
      paidPaise: deposit,
      refundedPaise: deposit,
      netPaidPaise: 0,
    });
    expect(cancelled.payment.refunds).toEqual([
      expect.objectContaining({
        amountPaise: deposit,
        state: "processed",
        reference: expect.stringMatching(/^rfnd_/),
      }),
    ]);
    expect(cancelled.payment.documents.map((d) => d.kind)).toEqual(["invoice", "credit_note"]);

    const near = await bookOk(request(10));
    expect((await act(near.id, "accept", guide)).status).toBe(200);
    const paid = (await payInTestMode(t, near.id, traveller)).booking;
    expect(paid.payment).toMatchObject({ state: "paid", paidPaise: ladakhPrice * 2 * 100 });
    const keep = paid.payment.depositPaise!;
    expect(await quoteOf(near.id)).toEqual({
      daysBefore: 10,
      paidPaise: ladakhPrice * 200,
      refundPaise: ladakhPrice * 200 - keep,
      fullRefund: false,
    });
    const late = (
      (await (await act(near.id, "cancel", traveller)).json()) as { booking: BookingView }
    ).booking;
    expect(late).toMatchObject({
      status: "cancelled",
      payment: { netPaidPaise: keep, refundedPaise: ladakhPrice * 200 - keep },
    });
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("lets a traveller review a completed booking once, which changes the guide's rating", async () => {
    const guideBefore = ((await (await t.request("/api/guides/1")).json()) as { guide: Guide })
      .guide;
    const future = await bookOk(request(200));
    const early = await t.request(`/api/bookings/${future.id}/review`, {
      method: "POST",
      cookie: traveller,
      json: { rating: 5, comment: "Not yet travelled", idempotencyKey: crypto.randomUUID() },
    });
    expect(early.status).toBe(409);

    const past = await completedBooking();
    const mine = (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
      bookings: BookingView[];
    };
    expect(mine.bookings.find((b) => b.id === past.id)).toMatchObject({
      status: "completed",
      canReview: true,
    });

    const review = () => ({
      rating: 1.5,
      comment: "Late every morning.",
      idempotencyKey: crypto.randomUUID(),
    });
    expect((await postReview(past.id, review(), otherTraveller)).status).toBe(404);
    expect((await postReview(past.id, { ...review(), rating: 4.3 })).status).toBe(422);
    expect((await postReview(past.id, review())).status).toBe(201);
    const again = await postReview(past.id, review());
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
      "ALREADY_REVIEWED",
    );

    const guideAfter = ((await (await t.request("/api/guides/1")).json()) as { guide: Guide })
      .guide;
    expect(guideAfter.reviewCount).toBe(guideBefore.reviewCount + 1);
    expect(guideAfter.rating).toBeLessThan(guideBefore.rating);
    expect(guideAfter.reviews[0]).toMatchObject({ user: "Ananya Iyer", rating: 1.5 });
    const offered = (await (
      await t.request("/api/bookings/available-guides?packageId=dest_4")
    ).json()) as {
      guides: { sno: number; rating: number }[];
    };
    expect(offered.guides.find((g) => g.sno === 1)?.rating).toBe(
      Math.round(guideAfter.rating * 10) / 10,
    );
  });

  it("stores a resent review once and answers it with the same review", async () => {
    const past = await completedBooking();
    const body = {
      rating: 4,
      comment: "Knew every monastery.",
      idempotencyKey: crypto.randomUUID(),
    };
    const first = await postReview(past.id, body);
    const again = await postReview(past.id, body);
    expect([first.status, again.status]).toEqual([201, 201]);
    const a = ((await first.json()) as { review: { id: number } }).review;
    const b = ((await again.json()) as { review: { id: number } }).review;
    expect(b).toEqual(a);
    const stored = await t.db
      .select()
      .from(guideReviews)
      .where(eq(guideReviews.bookingId, past.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: a.id, idempotencyKey: body.idempotencyKey });
  });

  it("refuses a review key used again for another review, booking or person", async () => {
    const past = await completedBooking();
    const other = await completedBooking();
    const theirs = await completedBooking("second.traveller@example.org");
    const body = { rating: 3.5, comment: "Good, if late.", idempotencyKey: crypto.randomUUID() };
    expect((await postReview(past.id, body)).status).toBe(201);
    const refusals = [
      await postReview(past.id, { ...body, comment: "Changed my mind." }),
      await postReview(past.id, { ...body, rating: 5 }),
      await postReview(other.id, body),
      await postReview(theirs.id, body, otherTraveller),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "IDEMPOTENCY_KEY_REUSED",
      );
    }
    for (const booking of [other, theirs]) {
      expect(
        await t.db.select().from(guideReviews).where(eq(guideReviews.bookingId, booking.id)),
      ).toHaveLength(0);
    }
    const { idempotencyKey: _none, ...keyless } = body;
    expect((await postReview(other.id, keyless)).status).toBe(422);
    expect((await postReview(other.id, { ...body, idempotencyKey: "not-a-key" })).status).toBe(422);
    expect(
      (await postReview(other.id, { ...body, idempotencyKey: crypto.randomUUID() })).status,
    ).toBe(201);
  });

  it("shows a guide their own bookings, an admin everyone's, and a traveller nothing", async () => {
    const mine = (await (
      await t.request("/api/dashboard/bookings?status=all", { cookie: guide })
    ).json()) as {
      bookings: BookingView[];
    };
    expect(mine.bookings.length).toBeGreaterThan(0);
    expect(mine.bookings.every((b) => b.guide.sno === 1)).toBe(true);
    const pending = (await (
      await t.request("/api/dashboard/bookings?status=pending&q=vegetarian", { cookie: guide })
    ).json()) as { bookings: BookingView[] };
    expect(pending.bookings.every((b) => b.status === "pending")).toBe(true);
    expect((await t.request("/api/dashboard/bookings", { cookie: otherGuide })).status).toBe(200);
    expect((await t.request("/api/dashboard/bookings", { cookie: traveller })).status).toBe(403);
    expect((await t.request("/api/dashboard/bookings", { cookie: admin })).status).toBe(200);
    expect(await (await t.request("/api/dashboard", { cookie: guide })).json()).toMatchObject({
      role: "guide",
      guide: { sno: 1, isAvailable: true },
    });
  });

  it("lets a guide set their own availability, which the booking list follows", async () => {
    const put = (cookie: string, isAvailable: unknown) =>
      t.request("/api/dashboard/availability", { method: "PUT", cookie, json: { isAvailable } });
    expect((await put(traveller, false)).status).toBe(403);
    expect((await put(guide, "no")).status).toBe(422);
    expect((await put(guide, false)).status).toBe(200);
    const offered = (await (
      await t.request("/api/bookings/available-guides?packageId=dest_4")
    ).json()) as {
      guides: { sno: number }[];
    };
    expect(offered.guides.map((g) => g.sno)).not.toContain(1);
    expect((await put(guide, true)).status).toBe(200);
  });

  it.skipIf(kind !== "postgres")(
    "holds exactly one of 50 overlapping requests accepted at once (PostgreSQL only: PGlite is one connection and cannot race)",
    async () => {
      const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
      const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
      const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
      const rows = await t.db
        .insert(bookings)
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            userId: me.id,
            packageId: pkg.id,
            guideId: g1.id,
            startDate: inDays(300 + (i % 5)),
            endDate: inDays(310),
            price: pkg.price,
            name: `Racer ${i}`,
            email: "traveller@example.com",
            phone: "+91 90000 00000",
          })),
        )
        .returning({ id: bookings.id });
      const results = await Promise.all(rows.map((r) => act(r.id, "accept", guide)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const confirmed = await t.db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.guideId, g1.id),
            eq(bookings.status, "awaiting_payment"),
            eq(bookings.endDate, inDays(310)),
          ),
        );
      expect(confirmed).toHaveLength(1);
    },
    120_000,
  );

  it.skipIf(kind !== "postgres")(
    "lands 200 concurrent submissions with distinct keys exactly once each (PostgreSQL only: PGlite cannot race)",
    async () => {
      const bodies = Array.from({ length: 200 }, () => request(330, { notes: "load" }));
      const first = await Promise.all(bodies.map((b) => book(b)));
      expect(first.map((r) => r.status).filter((s) => s === 201)).toHaveLength(200);
      const repeats = await Promise.all(bodies.slice(0, 50).map((b) => book(b)));
      expect(repeats.every((r) => r.status === 200)).toBe(true);
      for (const b of bodies.slice(0, 200)) {
        const found = await t.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.idempotencyKey, b.idempotencyKey));
        expect(found).toHaveLength(1);
      }
    },
    120_000,
  );
});
