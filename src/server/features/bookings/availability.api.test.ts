import { bookingRequest, LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookings,
  destinationClosures,
  destinations,
  guideBlockedDates,
  guideLicences,
  guides,
  packages,
  user,
} from "@/server/db/schema";
import { formatTourDate, isoWeekday } from "@/shared/bookings/tour-dates";
import type { AvailableDates, AvailableGuide } from "@/shared/bookings/types";
import type { DestinationPage, PackagePage } from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";

const today = todayInIndia();
const inDays = (days: number) => addDays(today, days);
/** A Monday about two months ahead, so weekday rules have a fixed shape. */
const monday = (() => {
  let date = inDays(60);
  while (isoWeekday(date) !== 1) date = addDays(date, 1);
  return date;
})();
const daysUntil = (date: string) => Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);

describe.each(databaseKinds())("availability on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let vikram: number;
  let ladakh: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    [{ id: vikram }] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    [{ id: ladakh }] = await t.db.select().from(destinations).where(eq(destinations.srNo, 4));
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db
      .update(guides)
      .set({ workingDays: [1, 2, 3, 4, 5, 6, 7] })
      .where(eq(guides.id, vikram));
    await t.db.delete(guideBlockedDates);
    await t.db.delete(destinationClosures);
    await t.db.delete(guideLicences);
  });

  const get = async <T>(path: string) => {
    const res = await t.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const datesFor = (query = "guideSno=1") =>
    get<AvailableDates>(`/api/bookings/available-dates?packageId=dest_4&${query}`);
  const guidesOn = (startDate: string, extra = "") =>
    get<{ guides: AvailableGuide[] }>(
      `/api/bookings/available-guides?packageId=dest_4&startDate=${startDate}${extra}`,
    ).then((r) => r.guides.map((g) => g.sno));
  /** The search by date: every package the Packages screen finds, and every destination. */
  const packagesOn = async (startDate: string, extra = "") => {
    const query = `startDate=${startDate}${extra}&limit=60`;
    const packages = await get<PackagePage>(`/api/packages/search?${query}`);
    const places = await get<DestinationPage>(`/api/destinations/search?${query}`);
    // The demo catalogue fits on one page of each.
    expect(packages.packages).toHaveLength(packages.total);
    expect(places.destinations).toHaveLength(places.total);
    return {
      packageIds: packages.packages.map((p) => p.id),
      destinationSrNos: places.destinations.map((d) => d.srNo),
    };
  };
  const book = (body: Record<string, unknown>) =>
    t.request("/api/bookings", { method: "POST", cookie: traveller, json: body });
  const bookFrom = (startDate: string, extra: Record<string, unknown> = {}) =>
    book(bookingRequest(daysUntil(startDate), extra));
  const refusal = async (res: Response) => {
    const body = (await res.json()) as { error: { fields?: Record<string, string> } };
    return { status: res.status, fields: body.error.fields ?? {} };
  };
  const bookingCount = async () => (await t.db.select().from(bookings)).length;

  it("offers a year of start dates and says how long the tour is", async () => {
    const free = await datesFor();
    expect(free).toMatchObject({ durationDays: LADAKH_TOUR_DAYS, from: today, to: inDays(365) });
    expect(free.dates[0]).toBe(today);
    expect(free.dates).toContain(monday);
    expect(free.dates).toHaveLength(366);
  });

  it("needs the guide on every day of the tour: a week-long tour needs all seven working days", async () => {
    await t.db
      .update(guides)
      .set({ workingDays: [1, 2, 3, 4, 5, 6] })
      .where(eq(guides.id, vikram));
    expect((await datesFor()).dates).toEqual([]);
    expect(await guidesOn(monday)).not.toContain(1);
    const before = await bookingCount();
    const { status, fields } = await refusal(await bookFrom(monday));
    expect(status).toBe(422);
    expect(fields.startDate).toMatch(/does not work on Sundays/);
    expect(await bookingCount()).toBe(before);
  });

  it("keeps every tour clear of blocked days", async () => {
    const blockStart = addDays(monday, 10);
    await t.db
      .insert(guideBlockedDates)
      .values({ guideId: vikram, startDate: blockStart, endDate: addDays(blockStart, 2) });
    const { dates } = await datesFor();
    for (let back = 0; back < LADAKH_TOUR_DAYS; back++)
      expect(dates).not.toContain(addDays(blockStart, -back));
    expect(dates).not.toContain(addDays(blockStart, 2));
    expect(dates).toContain(addDays(blockStart, -LADAKH_TOUR_DAYS));
    expect(dates).toContain(addDays(blockStart, 3));
    expect(await guidesOn(addDays(blockStart, -1))).not.toContain(1);
    expect(await guidesOn(addDays(blockStart, 3))).toContain(1);
    const { status, fields } = await refusal(await bookFrom(addDays(blockStart, -3)));
    expect(status).toBe(422);
    expect(fields.startDate).toMatch(/Vikram Rawat is not available from/);
  });

  it("keeps tours out of the destination's closed season", async () => {
    const closed = addDays(monday, 20);
    await t.db.insert(destinationClosures).values({
      destinationId: ladakh,
      startsOn: closed.slice(5),
      endsOn: closed.slice(5),
      reason: "a festival closes the road",
    });
    const { dates } = await datesFor("");
    expect(dates).not.toContain(closed);
    expect(dates).not.toContain(addDays(closed, -6));
    expect(dates).toContain(addDays(closed, -7));
    expect((await packagesOn(closed)).packageIds).not.toContain("dest_4");
    const { status, fields } = await refusal(await bookFrom(addDays(closed, -2)));
    expect(status).toBe(422);
    expect(fields.startDate).toMatch(/Ladakh is closed from .* \(a festival closes the road\)/);
  });

  it("makes the end date follow the package and the start stay within a year", async () => {
    const before = await bookingCount();
    const short = await refusal(await bookFrom(monday, { endDate: monday }));
    expect(short.status).toBe(422);
    expect(short.fields.endDate).toBe(
      `This package lasts 7 days, so a tour starting on ${formatTourDate(monday)} ends on ${formatTourDate(addDays(monday, 6))}.`,
    );
    const far = await refusal(await book(bookingRequest(366)));
    expect(far.status).toBe(422);
    expect(far.fields.startDate).toMatch(/up to a year ahead/);
    expect(await bookingCount()).toBe(before);
  });

  it("offers only guides whose group size fits, and no dates when none fits", async () => {
    expect(await guidesOn(monday, "&travellers=12")).toContain(1);
    expect(await guidesOn(monday, "&travellers=13")).not.toContain(1);
    expect((await datesFor("travellers=13")).dates).toEqual([]);
    expect((await packagesOn(monday, "&travellers=13")).packageIds).not.toContain("dest_4");
    const { status, fields } = await refusal(await bookFrom(monday, { numberOfTravelers: 13 }));
    expect(status).toBe(422);
    expect(fields.numberOfTravelers).toMatch(/up to 12/);
  });

  it("finds packages by date: a confirmed booking takes the only guide's week", async () => {
    const start = addDays(monday, 30);
    expect((await packagesOn(start)).packageIds).toContain("dest_4");
    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    await t.db.insert(bookings).values({
      userId: me.id,
      packageId: pkg.id,
      guideId: vikram,
      startDate: addDays(start, 6),
      endDate: addDays(start, 8),
      status: "confirmed",
      price: pkg.price,
      name: "Ananya Iyer",
      email: "traveller@example.com",
      phone: "+91 98450 12345",
    });
    const found = await packagesOn(start);
    expect(found.packageIds).not.toContain("dest_4");
    expect(found.destinationSrNos).not.toContain(4);
    expect(found.packageIds.length).toBeGreaterThan(0);
    expect((await packagesOn(addDays(start, 9))).packageIds).toContain("dest_4");
    expect((await bookFrom(start)).status).toBe(409);
  });

  it("filters to licensed guides: a verified licence counts until it expires", async () => {
    expect(await guidesOn(monday, "&licensed=true")).toEqual([]);
    expect((await packagesOn(monday, "&licensed=true")).packageIds).toEqual([]);
    const licence = {
      guideId: vikram,
      kind: "india-tourism-regional",
      number: "IT/RGL/2024/118",
      authority: "Ministry of Tourism, Government of India",
      documentKey: "licences/test.pdf",
      documentType: "application/pdf",
    };
    await t.db
      .insert(guideLicences)
      .values({ ...licence, expiresOn: inDays(-1), status: "verified" });
    expect(await guidesOn(monday, "&licensed=true")).toEqual([]);
    await t.db.delete(guideLicences);
    await t.db
      .insert(guideLicences)
      .values({ ...licence, expiresOn: inDays(400), status: "pending" });
    expect(await guidesOn(monday, "&licensed=true")).toEqual([]);
    await t.db.update(guideLicences).set({ status: "verified" });
    expect(await guidesOn(monday, "&licensed=true")).toEqual([1]);
    const all = await get<{ guides: AvailableGuide[] }>(
      "/api/bookings/available-guides?packageId=dest_4",
    );
    expect(all.guides.find((g) => g.sno === 1)?.licensed).toBe(true);
    const licensedPackages = (await packagesOn(monday, "&licensed=true")).packageIds;
    expect(licensedPackages).toContain("dest_4");
    // Agra has guides, but none of them is licensed.
    expect(licensedPackages).not.toContain("dest_1");
    expect((await packagesOn(monday)).packageIds).toContain("dest_1");
  });

  it.each([
    ["/api/bookings/available-dates?packageId=nope", 422],
    ["/api/bookings/available-dates?packageId=dest_999", 404],
    ["/api/bookings/available-dates?packageId=dest_4&guideSno=abc", 422],
    ["/api/bookings/available-dates?packageId=dest_4&travellers=0", 422],
    ["/api/bookings/available-dates?packageId=dest_4&travellers=51", 422],
    ["/api/bookings/available-guides?packageId=dest_4&startDate=2027-02-30", 422],
    ["/api/bookings/available-guides?packageId=dest_4&licensed=maybe", 422],
    ["/api/packages/search?startDate=tomorrow", 422],
    [`/api/packages/search?startDate=${today}&travellers=1e3`, 422],
    [`/api/destinations/search?startDate=${today}&licensed=maybe`, 422],
  ])("answers %s with %i", async (path, status) => {
    expect((await t.request(path)).status).toBe(status);
  });

  it("offers nothing in the past or beyond a year, without an error", async () => {
    expect(await guidesOn(inDays(-1))).toEqual([]);
    expect((await packagesOn(inDays(366))).packageIds).toEqual([]);
    expect((await datesFor("guideSno=999")).dates).toEqual([]);
  });
});
