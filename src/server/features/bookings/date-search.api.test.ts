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
import { isoWeekday } from "@/shared/bookings/tour-dates";
import type { AvailableGuide } from "@/shared/bookings/types";
import type { DestinationPage, PackagePage } from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";

const today = todayInIndia();
const monthDay = (date: string) => date.slice(5);

/**
 * A Monday two months or more ahead whose three weeks before and two after stay within one
 * calendar year, so a closure from the week after to the weeks before wraps over the year end.
 */
const monday = (() => {
  let date = addDays(today, 60);
  while (isoWeekday(date) !== 1) date = addDays(date, 1);
  while (monthDay(addDays(date, -21)) > monthDay(addDays(date, 14))) date = addDays(date, 35);
  return date;
})();
const on = (days: number) => addDays(monday, days);

// The demo's Vikram Rawat (guide 1, groups up to 12) is the only guide taking requests for these.
const LADAKH = { id: "dest_4", name: "Ladakh", days: 7 };
const KASHMIR = { id: "dest_7", name: "Kashmir", days: 6 };
const RISHIKESH = { id: "dest_10", name: "Rishikesh", days: 4 };

/**
 * The search by date on the Packages and Destinations screens, held to the rules package by package:
 * a package is found from a date exactly when the booking form offers a guide for that tour (the
 * rules' own implementation, applied to one tour at a time).
 */
describe.each(databaseKinds())("search by date on %s", (kind) => {
  let t: TestApp;
  let vikram: number;
  let ladakh: { destinationId: number; packageId: number; price: number };
  let traveller: string;
  let catalogue: { id: string; destinationName: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [{ id: vikram }] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    const [place] = await t.db.select().from(destinations).where(eq(destinations.srNo, 4));
    const [tour] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    ladakh = { destinationId: place.id, packageId: tour.id, price: tour.price };
    [{ id: traveller }] = await t.db
      .select()
      .from(user)
      .where(eq(user.email, "traveller@example.com"));
    const all = await get<PackagePage>("/api/packages/search?limit=60");
    expect(all.packages).toHaveLength(all.total);
    catalogue = all.packages;
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
    await t.db.delete(bookings).where(eq(bookings.guideId, vikram));
  });

  async function get<T>(path: string): Promise<T> {
    const res = await t.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  }

  interface Search {
    travellers?: number;
    licensed?: boolean;
  }
  const params = (startDate: string, { travellers = 1, licensed = false }: Search) =>
    `startDate=${startDate}&travellers=${travellers}${licensed ? "&licensed=true" : ""}`;

  /** What the two screens find from `startDate`: package ids, and destination names. */
  async function found(startDate: string, search: Search = {}) {
    const query = `${params(startDate, search)}&limit=60`;
    const tours = await get<PackagePage>(`/api/packages/search?${query}`);
    const places = await get<DestinationPage>(`/api/destinations/search?${query}`);
    expect(tours.packages).toHaveLength(tours.total);
    expect(places.destinations).toHaveLength(places.total);
    return {
      packages: tours.packages.map((p) => p.id).sort(),
      destinations: places.destinations.map((d) => d.name).sort(),
    };
  }

  /** What the rules say, asking the booking form about each package's tour from `startDate`. */
  async function byRules(startDate: string, search: Search = {}) {
    const free = [];
    for (const p of catalogue) {
      const { guides: offered } = await get<{ guides: AvailableGuide[] }>(
        `/api/bookings/available-guides?packageId=${p.id}&${params(startDate, search)}`,
      );
      if (offered.length > 0) free.push(p);
    }
    return {
      packages: free.map((p) => p.id).sort(),
      destinations: [...new Set(free.map((p) => p.destinationName))].sort(),
    };
  }

  /** Both screens find from each date exactly what the rules allow; returns the packages found. */
  async function expectTheRules(startDates: string[], search: Search = {}) {
    const packagesOn = new Map<string, string[]>();
    for (const startDate of startDates) {
      const answer = await found(startDate, search);
      expect(answer, `from ${startDate}`).toEqual(await byRules(startDate, search));
      packagesOn.set(startDate, answer.packages);
    }
    return (startDate: string) => packagesOn.get(startDate)!;
  }

  const book = (startDate: string, endDate: string, status: string) =>
    t.db.insert(bookings).values({
      userId: traveller,
      packageId: ladakh.packageId,
      guideId: vikram,
      startDate,
      endDate,
      status,
      price: ladakh.price,
      name: "Ananya Iyer",
      email: "traveller@example.com",
      phone: "+91 98450 12345",
    });

  it("loses a guide's tours to a holding booking on their first day", async () => {
    await book(monday, monday, "awaiting_payment");
    const from = await expectTheRules([on(-1), monday, on(1)]);
    expect(from(on(-1))).not.toContain(LADAKH.id);
    expect(from(monday)).not.toContain(LADAKH.id);
    expect(from(monday)).not.toContain(RISHIKESH.id);
    expect(from(on(1))).toContain(LADAKH.id);
  });

  it("loses only the tours long enough to reach a holding booking on their last day", async () => {
    await book(on(LADAKH.days - 1), on(LADAKH.days + 1), "completed");
    const from = await expectTheRules([monday, on(1), on(LADAKH.days + 2)]);
    expect(from(monday)).not.toContain(LADAKH.id);
    expect(from(monday)).toContain(KASHMIR.id);
    expect(from(monday)).toContain(RISHIKESH.id);
    expect(from(on(1))).not.toContain(KASHMIR.id);
    expect(from(on(LADAKH.days + 2))).toContain(LADAKH.id);
  });

  it("keeps tours for requests not yet accepted, and for bookings that end the day before", async () => {
    await book(monday, on(LADAKH.days - 1), "pending");
    await book(on(-3), on(-1), "confirmed");
    const from = await expectTheRules([on(-1), monday]);
    expect(from(monday)).toContain(LADAKH.id);
    expect(from(on(-1))).not.toContain(LADAKH.id);
  });

  it("keeps tours clear of blocked days", async () => {
    await t.db
      .insert(guideBlockedDates)
      .values({ guideId: vikram, startDate: on(LADAKH.days - 1), endDate: on(LADAKH.days + 1) });
    const from = await expectTheRules([monday, on(LADAKH.days + 2)]);
    expect(from(monday)).not.toContain(LADAKH.id);
    expect(from(monday)).toContain(RISHIKESH.id);
    expect(from(on(LADAKH.days + 2))).toContain(LADAKH.id);
  });

  it("needs the guide on every weekday of the tour", async () => {
    await t.db
      .update(guides)
      .set({ workingDays: [1, 2, 3, 4, 5, 6] })
      .where(eq(guides.id, vikram));
    const from = await expectTheRules([monday, on(3), on(7)]);
    expect(from(monday)).not.toContain(LADAKH.id);
    expect(from(monday)).toContain(KASHMIR.id);
    expect(from(on(3))).not.toContain(RISHIKESH.id);
    expect(from(on(7))).toContain(RISHIKESH.id);
  });

  it("keeps tours out of a closed season that wraps over the year end", async () => {
    // Closed from the Sunday six days on, over the new year, to twenty days back.
    await t.db.insert(destinationClosures).values({
      destinationId: ladakh.destinationId,
      startsOn: monthDay(on(LADAKH.days - 1)),
      endsOn: monthDay(on(-20)),
      reason: "snow on the passes",
    });
    const from = await expectTheRules([on(-20), on(-19), on(-1), monday]);
    expect(from(on(-20))).not.toContain(LADAKH.id);
    expect(from(on(-19))).toContain(LADAKH.id);
    expect(from(on(-1))).toContain(LADAKH.id);
    expect(from(monday)).not.toContain(LADAKH.id);
    // Vikram is free there: only the season stops the tour.
    expect(from(monday)).toContain(KASHMIR.id);
  });

  it("offers tours only with guides who take the whole group", async () => {
    const for12 = await expectTheRules([monday], { travellers: 12 });
    const for13 = await expectTheRules([monday], { travellers: 13 });
    expect(for12(monday)).toContain(LADAKH.id);
    expect(for13(monday)).not.toContain(LADAKH.id);
    expect(for13(monday).length).toBeGreaterThan(0);
  });

  it("offers tours with licensed guides only when asked, a licence counting until it expires", async () => {
    await t.db.insert(guideLicences).values({
      guideId: vikram,
      kind: "india-tourism-regional",
      number: "IT/RGL/2024/118",
      authority: "Ministry of Tourism, Government of India",
      documentKey: "licences/test.pdf",
      documentType: "application/pdf",
      expiresOn: today,
      status: "verified",
    });
    const licensed = await expectTheRules([monday], { licensed: true });
    expect(licensed(monday)).toContain(LADAKH.id);
    // Agra's guide holds no licence.
    expect(licensed(monday)).not.toContain("dest_1");
    await t.db.update(guideLicences).set({ expiresOn: addDays(today, -1) });
    expect((await found(monday, { licensed: true })).packages).toEqual([]);
  });
});
