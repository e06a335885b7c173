import crypto from "node:crypto";
import { LADAKH_TOUR_DAYS } from "@tests/support/fixtures/booking-request";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, photos } from "@/server/db/schema";
import type { BookingView } from "@/shared/bookings/types";
import { addDays, todayInIndia } from "@/shared/dates";

describe.each(databaseKinds())("a booking's package picture on %s", (kind) => {
  let t: TestApp;
  let traveller: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
  });
  afterAll(() => t?.close());

  const mine = async () =>
    (
      (await (await t.request("/api/bookings/mine", { cookie: traveller })).json()) as {
        bookings: BookingView[];
      }
    ).bookings;

  it("carries the package's drawn picture, then its uploaded photo once it has one", async () => {
    const start = addDays(todayInIndia(), 90);
    const res = await t.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: {
        packageId: "dest_4",
        guideSno: 1,
        fullName: "Ananya Iyer",
        email: "traveller@example.com",
        phone: "+91 98450 12345",
        startDate: start,
        endDate: addDays(start, LADAKH_TOUR_DAYS - 1),
        numberOfTravelers: 2,
        notes: "",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = ((await res.json()) as { booking: BookingView }).booking;
    const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
    const drawn = { image: pkg.image, imageAlt: pkg.imageAlt, photo: null };
    expect(pkg.image).not.toBe("");
    expect(created.packageImage).toEqual(drawn);
    expect((await mine()).find((b) => b.id === created.id)?.packageImage).toEqual(drawn);

    const [photo] = await t.db
      .insert(photos)
      .values({
        width: 1600,
        height: 1000,
        placeholder: "",
        variants: [
          { width: 400, height: 250, format: "webp", url: "/uploads/p/400.webp", bytes: 10 },
          { width: 800, height: 500, format: "webp", url: "/uploads/p/800.webp", bytes: 20 },
        ],
      })
      .returning();
    await t.db.update(packages).set({ photoId: photo.id }).where(eq(packages.srNo, 4));
    try {
      const shown = (await mine()).find((b) => b.id === created.id)?.packageImage;
      expect(shown?.image).toBe(pkg.image);
      expect(shown?.photo).toMatchObject({ id: photo.id, src: "/uploads/p/800.webp" });
    } finally {
      await t.db.update(packages).set({ photoId: null }).where(eq(packages.srNo, 4));
    }
  });
});
