import crypto from "node:crypto";
import type { ErrorReply } from "@tests/support/api-helpers";
import { contentAdmin } from "@tests/support/content-admin";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookings, destinations, guideDestinations, guides } from "@/server/db/schema";
import { catalogueDestinations } from "@/server/features/assistant/assistant.repo";
import type { AvailableGuide, BookingView } from "@/shared/bookings/types";
import type { DestinationPage, PackagePage } from "@/shared/catalogue/types";
import { addDays, todayInIndia } from "@/shared/dates";
import type { Guide } from "@/shared/guides/types";

/**
 * Drafts and unpublished entries are invisible to travellers in every list, page and form, and
 * bookings made while a package was published stay intact after it is withdrawn (issue 14).
 */
describe.each(databaseKinds())("what travellers see of the content admin's work on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let traveller: string;
  let guide: string;
  let content: ReturnType<typeof contentAdmin>;
  let destinationSrNo: number;
  let packageId: string;
  let packageSrNo: number;
  const start = addDays(todayInIndia(), 150);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    content = contentAdmin(t, admin);
    const place = await content.createDestination({ name: "Zuluk Silk Route" });
    destinationSrNo = place.srNo;
    const pkg = await content.createPackage(place.srNo, { name: "Old Silk Route Zigzag" });
    packageId = pkg.id;
    packageSrNo = pkg.srNo;
    // Vikram Rawat (guide 1, the demo guide) leads tours there.
    const [row] = await t.db.select().from(destinations).where(eq(destinations.srNo, place.srNo));
    const [vikram] = await t.db.select().from(guides).where(eq(guides.sno, 1));
    await t.db.insert(guideDestinations).values({ guideId: vikram.id, destinationId: row.id });
  });
  afterAll(() => t?.close());

  const wait = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });
  const destinationNames = async (query: string) =>
    (
      (await (await t.request(`/api/destinations/search?${query}`)).json()) as DestinationPage
    ).destinations.map((d) => d.name);
  const packageNames = async (query: string) =>
    ((await (await t.request(`/api/packages/search?${query}`)).json()) as PackagePage).packages.map(
      (p) => p.name,
    );
  const onDate = `startDate=${start}&travellers=2`;
  const guideRegions = async () =>
    ((await (await t.request("/api/guides/1")).json()) as { guide: Guide }).guide.regions;
  const bookingRequest = () => ({
    packageId,
    guideSno: 1,
    fullName: "Ananya Iyer",
    email: "traveller@example.com",
    phone: "+91 98450 12345",
    startDate: start,
    endDate: addDays(start, 2),
    numberOfTravelers: 2,
    notes: "",
    idempotencyKey: crypto.randomUUID(),
  });
  const book = () =>
    t.request("/api/bookings", { method: "POST", cookie: traveller, json: bookingRequest() });

  /** Nowhere a traveller looks shows the destination or the package. */
  async function expectHidden() {
    await wait(async () => {
      expect(await destinationNames("q=Zuluk")).toEqual([]);
      expect(await packageNames("q=Zigzag")).toEqual([]);
      expect(await packageNames("q=Zuluk")).toEqual([]);
    });
    expect(await destinationNames(`q=Zuluk&${onDate}`)).toEqual([]);
    expect(await packageNames(`q=Zigzag&${onDate}`)).toEqual([]);
    for (const cookie of ["", traveller, guide, admin]) {
      expect((await t.request(`/api/packages/${packageId}`, { cookie })).status).toBe(404);
    }
    expect((await t.request(`/api/bookings/available-guides?packageId=${packageId}`)).status).toBe(
      404,
    );
    expect(
      (await t.request(`/api/bookings/available-dates?packageId=${packageId}&guideSno=1`)).status,
    ).toBe(404);
    expect((await catalogueDestinations(t.db)).map((d) => d.name)).not.toContain(
      "Zuluk Silk Route",
    );
    expect(await guideRegions()).not.toContain("Zuluk Silk Route");
  }

  it("hides drafts everywhere, and a package whose destination is not published", async () => {
    await expectHidden();
    const refused = await book();
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorReply).error.fields?.packageId).toBe(
      "This tour is no longer offered, so it cannot be booked. Please choose another package.",
    );

    // The destination alone: its card shows, the draft package still does not.
    await content.destinationAction(destinationSrNo, "publish");
    await wait(async () => expect(await destinationNames("q=Zuluk")).toEqual(["Zuluk Silk Route"]));
    expect(await packageNames("q=Zigzag")).toEqual([]);
    expect(await guideRegions()).toContain("Zuluk Silk Route");
    expect((await t.request(`/api/packages/${packageId}`)).status).toBe(404);
  });

  it("shows a published package in every list at once, and a traveller books it", async () => {
    await content.packageAction(packageSrNo, "publish");
    await wait(async () =>
      expect(await packageNames("q=Zigzag")).toEqual(["Old Silk Route Zigzag"]),
    );
    expect(await packageNames(`q=Zigzag&${onDate}`)).toEqual(["Old Silk Route Zigzag"]);
    expect(await destinationNames(`q=Zuluk&${onDate}`)).toEqual(["Zuluk Silk Route"]);
    expect((await t.request(`/api/packages/${packageId}`)).status).toBe(200);
    const offered = await t.request(`/api/bookings/available-guides?packageId=${packageId}`);
    expect(
      ((await offered.json()) as { guides: AvailableGuide[] }).guides.map((g) => g.sno),
    ).toContain(1);

    const res = await book();
    expect(res.status, await res.clone().text()).toBe(201);
    const { booking } = (await res.json()) as { booking: BookingView };
    expect(booking).toMatchObject({ packageId, status: "pending" });
  });

  it("withdraws an unpublished package from every list while its booking stays intact", async () => {
    const [before] = await t.db.select().from(bookings).where(eq(bookings.startDate, start));
    await content.packageAction(packageSrNo, "unpublish");
    await expectHiddenPackage();

    const mine = await t.request("/api/bookings/mine", { cookie: traveller });
    const { bookings: list } = (await mine.json()) as { bookings: BookingView[] };
    expect(list.find((b) => b.id === before.id)).toMatchObject({
      packageId,
      packageName: "Old Silk Route Zigzag",
      status: "pending",
    });
    const dashboard = await t.request("/api/dashboard/bookings", { cookie: guide });
    expect(await dashboard.text()).toContain(before.id);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(after).toEqual(before);

    const refused = await book();
    expect(refused.status).toBe(422);
    // Unpublishing the destination too hides it everywhere, as a draft was.
    await content.destinationAction(destinationSrNo, "unpublish");
    await expectHidden();
    // A package with a booking is archived, never deleted.
    const deleted = await content.call(`/packages/${packageSrNo}`, "DELETE");
    expect(deleted.status).toBe(409);
    expect(((await deleted.json()) as ErrorReply).error.message).toBe(
      "This package has bookings, so it cannot be deleted. Archive it instead.",
    );
    expect((await content.packageAction(packageSrNo, "archive")).status).toBe("archived");
    expect((await t.db.select().from(bookings).where(eq(bookings.id, before.id)))[0]).toEqual(
      before,
    );
  });

  async function expectHiddenPackage() {
    await wait(async () => expect(await packageNames("q=Zigzag")).toEqual([]));
    expect(await packageNames(`q=Zigzag&${onDate}`)).toEqual([]);
    // The destination stays, but with no package on offer it is not found by date.
    expect(await destinationNames("q=Zuluk")).toEqual(["Zuluk Silk Route"]);
    expect(await destinationNames(`q=Zuluk&${onDate}`)).toEqual([]);
    expect((await t.request(`/api/packages/${packageId}`)).status).toBe(404);
  }
});
