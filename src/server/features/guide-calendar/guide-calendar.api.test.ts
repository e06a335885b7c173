import { createPerson, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, guideBlockedDates, guides, packages, user } from "@/server/db/schema";
import { addDays, todayInIndia } from "@/shared/dates";
import type { GuideCalendarView } from "@/shared/guides/calendar-types";

const inDays = (n: number) => addDays(todayInIndia(), n);
/** Far from the other tests' days. */
const daysUntilTour = 200;

describe.each(databaseKinds())("guide calendar on %s", (kind) => {
  let t: TestApp;
  let guide: string;
  let otherGuide: string;
  let traveller: string;
  let vikram: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    guide = await t.signIn("guide@example.com");
    traveller = await t.signIn("traveller@example.com");
    const otherId = await createPerson(t, "meera.calendar@example.org", "guide");
    await t.db.update(guides).set({ userId: otherId }).where(eq(guides.sno, 2));
    otherGuide = await t.signIn("meera.calendar@example.org", PERSON_PASSWORD);
    [{ id: vikram }] = await t.db.select().from(guides).where(eq(guides.sno, 1));
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.delete(guideBlockedDates);
  });

  const calendar = async (cookie = guide, query = "") => {
    const res = await t.request(`/api/guide-calendar${query}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as GuideCalendarView;
  };
  const block = (body: Record<string, unknown>, cookie = guide) =>
    t.request("/api/guide-calendar/blocked", { method: "POST", cookie, json: body });
  const fieldsOf = async (res: Response) =>
    ((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {};
  const blockCount = async () => (await t.db.select().from(guideBlockedDates)).length;

  it("shows the guide's week, blocks and tours for a year from today", async () => {
    const view = await calendar();
    expect(view).toMatchObject({
      from: todayInIndia(),
      to: inDays(365),
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      takingRequests: true,
      blocked: [],
    });
    expect(Array.isArray(view.tours)).toBe(true);
  });

  it("keeps working days, refusing an empty or odd week", async () => {
    const put = (workingDays: unknown) =>
      t.request("/api/guide-calendar/working-days", {
        method: "PUT",
        cookie: guide,
        json: { workingDays },
      });
    expect((await put([1, 2, 3, 4, 5, 6])).status).toBe(200);
    expect((await calendar()).workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    for (const bad of [[], [0], [8], [1, 1], "weekdays", [1.5]]) {
      const res = await put(bad);
      expect(res.status).toBe(422);
      expect((await fieldsOf(res)).workingDays).toBeTruthy();
    }
    expect((await calendar()).workingDays).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await put([1, 2, 3, 4, 5, 6, 7])).status).toBe(200);
  });

  it("blocks days off and takes them back", async () => {
    const res = await block({ startDate: inDays(40), endDate: inDays(44), note: "Diwali at home" });
    expect(res.status).toBe(201);
    const { block: created } = (await res.json()) as { block: { id: number } };
    expect((await calendar()).blocked).toEqual([
      { id: created.id, startDate: inDays(40), endDate: inDays(44), note: "Diwali at home" },
    ]);
    const offered = (await (
      await t.request(`/api/bookings/available-dates?packageId=dest_4&guideSno=1`)
    ).json()) as { dates: string[] };
    expect(offered.dates).not.toContain(inDays(40));
    expect(offered.dates).not.toContain(inDays(34));

    const removed = await t.request(`/api/guide-calendar/blocked/${created.id}`, {
      method: "DELETE",
      cookie: guide,
    });
    expect(removed.status).toBe(200);
    expect((await calendar()).blocked).toEqual([]);
  });

  it.each([
    ["a start in the past", { startDate: inDays(-1), endDate: inDays(2) }, "startDate"],
    ["a reversed range", { startDate: inDays(10), endDate: inDays(9) }, "endDate"],
    ["a range over a year", { startDate: inDays(10), endDate: inDays(10 + 365) }, "endDate"],
    ["a start too far ahead", { startDate: inDays(800), endDate: inDays(801) }, "startDate"],
    ["a date that does not exist", { startDate: "2027-02-30", endDate: "2027-03-01" }, "startDate"],
    ["a long note", { startDate: inDays(10), endDate: inDays(11), note: "x".repeat(121) }, "note"],
  ])("refuses %s with a field message and stores nothing", async (_label, body, field) => {
    const res = await block(body);
    expect(res.status).toBe(422);
    expect((await fieldsOf(res))[field]).toBeTruthy();
    expect(await blockCount()).toBe(0);
  });

  it("refuses a block that overlaps another, or a confirmed tour", async () => {
    expect((await block({ startDate: inDays(50), endDate: inDays(55) })).status).toBe(201);
    const overlap = await block({ startDate: inDays(55), endDate: inDays(58) });
    expect(overlap.status).toBe(422);
    expect((await fieldsOf(overlap)).startDate).toMatch(/overlap days you have already blocked/);

    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    await t.db.insert(bookings).values({
      userId: me.id,
      packageId: pkg.id,
      guideId: vikram,
      startDate: inDays(90),
      endDate: inDays(96),
      status: "confirmed",
      price: pkg.price,
      name: "Ananya Iyer",
      email: "traveller@example.com",
      phone: "+91 98450 12345",
    });
    const onTour = await block({ startDate: inDays(95), endDate: inDays(97) });
    expect(onTour.status).toBe(422);
    expect((await fieldsOf(onTour)).startDate).toMatch(/confirmed tour/);
    expect(await blockCount()).toBe(1);
    expect((await calendar()).tours.some((tour) => tour.startDate === inDays(90))).toBe(true);
  });

  it("refuses to accept a request on days the guide has since blocked", async () => {
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(daysUntilTour, { notes: "blocked-since" }),
    });
    expect(res.status).toBe(201);
    const { booking } = (await res.json()) as { booking: { id: string; startDate: string } };
    expect(
      (
        await block({
          startDate: addDays(booking.startDate, 2),
          endDate: addDays(booking.startDate, 3),
        })
      ).status,
    ).toBe(201);
    const accept = await t.request(`/api/bookings/${booking.id}/accept`, {
      method: "POST",
      cookie: guide,
      json: {},
    });
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { error: { code: string } }).error.code).toBe("DAYS_BLOCKED");
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].status).toBe(
      "pending",
    );
  });

  it.skipIf(kind !== "postgres")(
    "lets either a block or an acceptance of the same days land, never both (PostgreSQL only)",
    async () => {
      for (let round = 0; round < 5; round++) {
        await t.db.delete(guideBlockedDates);
        const start = daysUntilTour + 10 + round * 8;
        const res = await t.request("/api/bookings", {
          method: "POST",
          cookie: traveller,
          json: bookingRequest(start, { notes: `race-${round}` }),
        });
        const { booking } = (await res.json()) as { booking: { id: string; startDate: string } };
        const [blocked, accepted] = await Promise.all([
          block({ startDate: booking.startDate, endDate: booking.startDate }),
          t.request(`/api/bookings/${booking.id}/accept`, {
            method: "POST",
            cookie: guide,
            json: {},
          }),
        ]);
        expect([blocked.status, accepted.status].sort()).toEqual(
          blocked.status === 201 ? [201, 409] : [200, 422],
        );
      }
    },
  );

  it("keeps each guide's blocks their own", async () => {
    const res = await block({ startDate: inDays(60), endDate: inDays(61) });
    const { block: mine } = (await res.json()) as { block: { id: number } };
    const theirs = await t.request(`/api/guide-calendar/blocked/${mine.id}`, {
      method: "DELETE",
      cookie: otherGuide,
    });
    expect(theirs.status).toBe(404);
    expect(await blockCount()).toBe(1);
    expect((await calendar(otherGuide)).blocked).toEqual([]);
    // The other guide may block the same days in their own calendar.
    expect((await block({ startDate: inDays(60), endDate: inDays(61) }, otherGuide)).status).toBe(
      201,
    );
    expect((await t.request("/api/guide-calendar", { cookie: traveller })).status).toBe(403);
    expect((await t.request("/api/guide-calendar")).status).toBe(401);
  });

  it.skipIf(kind !== "postgres")(
    "stores one of two overlapping blocks sent at once (PostgreSQL only: PGlite cannot race)",
    async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          block({ startDate: inDays(70 + i), endDate: inDays(80) }),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 422)).toHaveLength(5);
      expect(await blockCount()).toBe(1);
    },
  );
});
