import { createPerson, mailsTo, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { bookingRequest, LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";
import { payInTestMode } from "@tests/support/payments";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingView } from "@/shared/bookings/types";
import type { CalendarFeedStatus } from "@/shared/calendar-feed/types";
import { addDays } from "@/shared/dates";

/** Reads iCalendar text with an independent parser, as a calendar app would. */
function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

describe.each(databaseKinds())("calendar feed on %s", (kind) => {
  let t: TestApp;
  let guide: string;
  let traveller: string;
  let otherGuide: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    guide = await t.signIn("guide@example.com");
    traveller = await t.signIn("traveller@example.com");
    await createPerson(t, "no.profile.guide@example.org", "guide");
    otherGuide = await t.signIn("no.profile.guide@example.org", PERSON_PASSWORD);
  });
  afterAll(() => t?.close());

  const feed = (method: string, cookie: string) =>
    t.request("/api/calendar-feed", { method, cookie, json: method === "GET" ? undefined : {} });
  const pathOf = (url: string) => new URL(url).pathname;
  async function book(startInDays: number, accept: boolean) {
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(startInDays, { notes: `feed-${startInDays}` }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { booking } = (await res.json()) as { booking: BookingView };
    if (accept) {
      const accepted = await t.request(`/api/bookings/${booking.id}/accept`, {
        method: "POST",
        cookie: guide,
        json: {},
      });
      expect(accepted.status).toBe(200);
      expect((await payInTestMode(t, booking.id, traveller)).booking.status).toBe("confirmed");
    }
    return booking;
  }

  it("gives a guide a private link to their confirmed tours, which calendar apps can read", async () => {
    expect(await (await feed("GET", guide)).json()).toEqual({ active: false, createdAt: null });
    const created = await feed("POST", guide);
    expect(created.status).toBe(201);
    const status = (await created.json()) as CalendarFeedStatus;
    expect(status).toMatchObject({ active: true, createdAt: expect.any(String) });
    expect(status.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await feed("GET", guide)).json()).not.toHaveProperty("url");

    const confirmed = await book(150, true);
    const pending = await book(170, false);
    const res = await t.request(pathOf(status.url!));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const events = eventsIn(await res.text());
    const tour = events.find((e) => e.uid === `${confirmed.id}@yatratours.in`);
    expect(tour).toMatchObject({
      allDay: true,
      start: confirmed.startDate,
      // The end is exclusive: the day after the tour's last day.
      end: addDays(confirmed.endDate, 1),
      location: "Ladakh",
    });
    expect(addDays(confirmed.startDate, LADAKH_TOUR_DAYS - 1)).toBe(confirmed.endDate);
    expect(tour?.summary).toContain(confirmed.packageName);
    expect(tour?.description).toContain("Ananya Iyer");
    expect(events.some((e) => e.uid === `${pending.id}@yatratours.in`)).toBe(false);
  });

  it("stops an old link when the guide makes a new one or turns the feed off", async () => {
    const first = ((await (await feed("POST", guide)).json()) as CalendarFeedStatus).url!;
    const second = ((await (await feed("POST", guide)).json()) as CalendarFeedStatus).url!;
    expect((await t.request(pathOf(first))).status).toBe(404);
    expect((await t.request(pathOf(second))).status).toBe(200);
    expect((await feed("DELETE", guide)).status).toBe(200);
    expect((await t.request(pathOf(second))).status).toBe(404);
    expect(await (await feed("GET", guide)).json()).toEqual({ active: false, createdAt: null });
  });

  it("is only for guides, and guessed or malformed links find nothing", async () => {
    expect((await feed("GET", "")).status).toBe(401);
    expect((await feed("POST", traveller)).status).toBe(403);
    expect((await feed("POST", otherGuide)).status).toBe(403);
    expect((await t.request(`/api/calendar-feed/${"a".repeat(43)}.ics`)).status).toBe(404);
    expect((await t.request("/api/calendar-feed/short.ics")).status).toBe(404);
    expect((await t.request("/api/calendar-feed/..%2F..%2Fetc.ics")).status).toBe(422);
  });

  it("attaches the tour to the traveller's confirmation e-mail as a calendar file", async () => {
    const booking = await book(200, true);
    const [mail] = (await mailsTo(t, "traveller@example.com")).filter(
      (m) => m.subject.includes("booking confirmed") && m.text.includes(booking.startDate),
    );
    // The GST invoice and the calendar file.
    expect(mail.attachments?.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^INV-\d{2}-\d{2}-\d{5}\.pdf$/),
      "yatra-tour.ics",
    ]);
    const file = mail.attachments![1];
    expect(file).toMatchObject({ filename: "yatra-tour.ics" });
    expect(file.contentType).toMatch(/^text\/calendar/);
    expect(eventsIn(file.content)).toEqual([
      expect.objectContaining({
        uid: `${booking.id}@yatratours.in`,
        start: booking.startDate,
        end: addDays(booking.endDate, 1),
        allDay: true,
      }),
    ]);
  });
});
