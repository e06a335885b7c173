import { mailsTo } from "@tests/support/api-helpers";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, packages, user } from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { createMailer } from "@/server/platform/mail";
import type { BookingView } from "@/shared/bookings/types";
import type { Guide } from "@/shared/guides/types";
import { runRequestDeadlines } from "./request-deadlines";

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds())("booking request deadlines on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let guide: string;
  const logger = createLogger("silent");

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
  });
  afterAll(() => t?.close());

  const run = (now: Date) =>
    runRequestDeadlines(
      {
        db: t.db,
        mailer: createMailer({ from: "test@example.org", db: t.db, logger }),
        logger,
        publicUrl: "http://localhost",
        companyEmail: "bookings@example.org",
        deadlines: { reminderAfterSeconds: 24 * 3600, expiryAfterSeconds: 48 * 3600 },
      },
      now,
    );
  async function request(startInDays: number, note: string) {
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(startInDays, { notes: note }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { booking: BookingView }).booking;
  }
  const statusOf = async (id: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0].status;
  const mailsAbout = async (to: string, subject: string, note: string) =>
    (await mailsTo(t, to)).filter((m) => m.subject.startsWith(subject) && m.text.includes(note));

  it("reminds the guide after a day and expires the request after two, e-mailing each side once", async () => {
    const note = `deadline-${Date.now()}`;
    const booking = await request(90, note);
    const created = new Date(booking.createdAt);

    await run(new Date(created.getTime() + 23 * HOUR));
    expect(await mailsAbout("guide@example.com", "Reminder:", note)).toHaveLength(0);

    await run(new Date(created.getTime() + 24 * HOUR + 1000));
    await run(new Date(created.getTime() + 30 * HOUR));
    const reminders = await mailsAbout("guide@example.com", "Reminder:", note);
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(/the request expires on/);
    expect(await statusOf(booking.id)).toBe("pending");

    await run(new Date(created.getTime() + 48 * HOUR + 1000));
    await run(new Date(created.getTime() + 49 * HOUR));
    expect(await statusOf(booking.id)).toBe("expired");
    expect(await mailsAbout("traveller@example.com", "Booking request expired", note)).toHaveLength(
      1,
    );
    expect(await mailsAbout("guide@example.com", "Booking request expired", note)).toHaveLength(1);

    const accept = await t.request(`/api/bookings/${booking.id}/accept`, {
      method: "POST",
      cookie: guide,
      json: {},
    });
    expect(accept.status).toBe(409);
    const mine = (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
      bookings: BookingView[];
    };
    expect(mine.bookings.find((b) => b.id === booking.id)?.status).toBe("expired");
  });

  it("leaves answered requests alone", async () => {
    const note = `answered-${Date.now()}`;
    const booking = await request(120, note);
    expect(
      (
        await t.request(`/api/bookings/${booking.id}/reject`, {
          method: "POST",
          cookie: guide,
          json: {},
        })
      ).status,
    ).toBe(200);
    await run(new Date(new Date(booking.createdAt).getTime() + 72 * HOUR));
    expect(await statusOf(booking.id)).toBe("rejected");
    expect(await mailsAbout("guide@example.com", "Reminder:", note)).toHaveLength(0);
  });

  it("shows a guide's median answer time once they have answered three requests", async () => {
    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const [meera] = await t.db.select().from(guides).where(eq(guides.sno, 2));
    const medianOf = async () =>
      ((await (await t.request("/api/guides/2")).json()) as { guide: Guide }).guide
        .medianResponseMinutes;
    const answered = (minutes: number, i: number) => {
      const createdAt = new Date(Date.now() - 10 * 24 * HOUR + i * HOUR);
      return {
        userId: me.id,
        packageId: pkg.id,
        guideId: meera.id,
        startDate: "2030-01-01",
        endDate: "2030-01-07",
        status: "rejected",
        price: pkg.price,
        name: "Ananya Iyer",
        email: "traveller@example.com",
        phone: "+91 98450 12345",
        createdAt,
        respondedAt: new Date(createdAt.getTime() + minutes * 60 * 1000),
      };
    };
    await t.db.insert(bookings).values([answered(30, 0), answered(600, 1)]);
    expect(await medianOf()).toBeNull();
    await t.db.insert(bookings).values([answered(120, 2)]);
    expect(await medianOf()).toBe(120);
  });
});
