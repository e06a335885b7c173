import type { ErrorReply } from "@tests/support/api-helpers";
import { contentAdmin, packageForm } from "@tests/support/content-admin";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  destinations,
  packageAccommodations,
  packageCostItems,
  packageGallery,
  packageItineraryDays,
  packages,
} from "@/server/db/schema";
import type { PackageDetail } from "@/shared/catalogue/types";
import { priceWithTax } from "@/shared/content/schema";
import type { AdminPackage, AdminPackageList, PackagePreview } from "@/shared/content/types";

describe.each(databaseKinds())("content admin: packages on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let traveller: string;
  let content: ReturnType<typeof contentAdmin>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
    traveller = await t.signIn("traveller@example.com");
    content = contentAdmin(t, admin);
  });
  afterAll(() => t?.close());

  /** Every row a package save writes, by table. */
  const counts = async () => ({
    packages: (await t.db.select().from(packages)).length,
    itinerary: (await t.db.select().from(packageItineraryDays)).length,
    accommodation: (await t.db.select().from(packageAccommodations)).length,
    costs: (await t.db.select().from(packageCostItems)).length,
    gallery: (await t.db.select().from(packageGallery)).length,
    audit: (await t.db.select().from(auditLog)).length,
  });
  const getPackage = async (srNo: number) =>
    ((await (await content.call(`/packages/${srNo}`)).json()) as { package: AdminPackage }).package;

  it("gives a new destination's first package the destination's number, where its card links", async () => {
    // A package numbered past every destination first, so the numbers could collide.
    await content.createPackage(1, { name: "Another walk before the new place" });
    const place = await content.createDestination({ name: "Numberpur" });
    const taken = (await t.db.select().from(packages)).map((p) => p.srNo);
    expect(taken).not.toContain(place.srNo);
    const first = await content.createPackage(place.srNo, { name: "First tour of Numberpur" });
    expect(first.id).toBe(`dest_${place.srNo}`);
    const second = await content.createPackage(place.srNo, { name: "Second tour of Numberpur" });
    expect(second.srNo).toBeGreaterThan(Math.max(...taken, place.srNo));
    const next = await content.createDestination({ name: "Numberpur Two" });
    expect(next.srNo).toBeGreaterThan(second.srNo);
  });

  it("creates a numbered draft at a destination with every part of its page, audited", async () => {
    const maxSrNo = Math.max(
      ...(await t.db.select().from(packages)).map((p) => p.srNo),
      ...(await t.db.select().from(destinations)).map((d) => d.srNo),
    );
    const form = packageForm(1, { season: "October to March" });
    const created = await content.createPackage(1, { season: "October to March" });
    expect(created).toMatchObject({
      id: `dest_${maxSrNo + 1}`,
      srNo: maxSrNo + 1,
      slug: "ziro-valley-apatani-villages-walk",
      status: "draft",
      destinationSrNo: 1,
      destinationName: "Agra",
      destinationStatus: "published",
      price: form.price,
      season: "October to March",
      highlights: form.highlights,
      itinerary: form.itinerary,
      accommodation: form.accommodation,
      costItems: form.costItems,
      inclusions: form.inclusions,
      exclusions: form.exclusions,
      gallery: [
        {
          photoId: null,
          photo: null,
          image: "/images/fallback.svg",
          alt: "Rice fields at dawn",
          caption: "Hong's fields",
        },
      ],
      bookingCount: 0,
    });
    expect(await getPackage(created.srNo)).toEqual(created);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "package"), eq(auditLog.entityId, String(created.srNo))));
    expect(entry).toMatchObject({ action: "package.create", actorEmail: "admin@example.com" });
    expect(entry.after).toMatchObject({
      name: form.name,
      itinerary: form.itinerary,
      costItems: form.costItems,
    });
    // The draft is nobody's to see but the admins'.
    for (const cookie of [traveller, ""]) {
      expect((await t.request(`/api/packages/${created.id}`, { cookie })).status).toBe(404);
      const search = await t.request("/api/packages/search?q=Apatani", { cookie });
      expect(((await search.json()) as { total: number }).total).toBe(0);
    }
    const preview = await content.call(`/packages/${created.srNo}/preview`);
    expect(preview.status).toBe(200);
    const { package: page, status } = (await preview.json()) as PackagePreview;
    expect(status).toBe("draft");
    const published = (
      (await (await t.request("/api/packages/dest_1")).json()) as { package: PackageDetail }
    ).package;
    expect(Object.keys(page).sort()).toEqual(Object.keys(published).sort());
    expect(page).toMatchObject({
      id: created.id,
      name: form.name,
      bestSeason: "October to March",
      subtotal: 9_000,
      tax: form.price - 9_000,
      itinerary: form.itinerary.map(({ dayNumber, ...day }) => ({ day: dayNumber, ...day })),
    });
  });

  it("replaces every part on edit in one go, keeping its number and slug", async () => {
    const created = await content.createPackage(1, { name: "Fatehpur Sikri Day Out" });
    const costItems = [{ label: "Car and driver", amount: 2_500 }];
    const res = await content.call(
      `/packages/${created.srNo}`,
      "PUT",
      packageForm(2, {
        name: "Fatehpur Sikri and Bharatpur",
        durationDays: 2,
        itinerary: [
          { dayNumber: 2, title: "Bharatpur", description: "Birds.", meals: [], stay: "" },
          { dayNumber: 1, title: "Sikri", description: "Stone.", meals: ["Lunch"], stay: "Inn" },
        ],
        accommodation: [],
        costItems,
        price: priceWithTax(costItems),
        gallery: [
          { photoId: null, alt: "Buland Darwaza", caption: "" },
          { photoId: null, alt: "Storks", caption: "At Keoladeo", image: "/etc/passwd" },
        ],
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { package: edited } = (await res.json()) as { package: AdminPackage };
    expect(edited).toMatchObject({
      srNo: created.srNo,
      slug: created.slug,
      name: "Fatehpur Sikri and Bharatpur",
      destinationSrNo: 2,
      durationDays: 2,
      price: 2_950,
      accommodation: [],
      costItems,
      itinerary: [
        { dayNumber: 1, title: "Sikri", stay: "Inn" },
        { dayNumber: 2, title: "Bharatpur", stay: null },
      ],
    });
    expect(edited.gallery.map((g) => g.image)).toEqual([
      "/images/fallback.svg",
      "/images/fallback.svg",
    ]);
    const [, update] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "package"), eq(auditLog.entityId, String(created.srNo))))
      .orderBy(auditLog.id);
    expect(update.action).toBe("package.update");
    expect(update.before).toMatchObject({ name: "Fatehpur Sikri Day Out", durationDays: 3 });
    expect(update.after).toMatchObject({ name: "Fatehpur Sikri and Bharatpur", durationDays: 2 });
  });

  it("keeps a seeded package's drawn gallery pictures when the form sends them back", async () => {
    const agra = await getPackage(1);
    const res = await content.call("/packages/1", "PUT", {
      ...packageForm(1),
      ...Object.fromEntries(
        Object.keys(packageForm(1)).map((key) => [key, agra[key as keyof AdminPackage]]),
      ),
      gallery: agra.gallery.map(({ photo: _photo, ...item }) => item),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { package: saved } = (await res.json()) as { package: AdminPackage };
    expect(saved.gallery).toEqual(agra.gallery);
    expect(saved.itinerary).toEqual(agra.itinerary);
    expect(saved.price).toBe(agra.price);
  });

  const longItinerary = [1, 2, 3, 4, 5].map((dayNumber) => ({
    dayNumber,
    title: `Day ${dayNumber}`,
    description: "More.",
    meals: [],
    stay: null,
  }));

  it.each([
    ["no name", { name: "" }, "name", "Name is required"],
    ["no overview", { description: "   " }, "description", "Overview is required"],
    ["a price of ₹0", { price: 0 }, "price", "Price must be more than ₹0"],
    ["a negative price", { price: -1_000 }, "price", "Price must be more than ₹0"],
    [
      "a price that is not the costs plus tax",
      { price: 9_999 },
      "price",
      "The price must be the cost lines plus 18% tax: ₹10,620",
    ],
    [
      "an itinerary longer than the tour",
      { itinerary: longItinerary },
      "itinerary",
      "The itinerary has 5 days but the tour lasts 3 days",
    ],
    [
      "days numbered twice",
      { itinerary: longItinerary.slice(0, 3).map((d) => ({ ...d, dayNumber: 1 })) },
      "itinerary",
      "Number the itinerary's days 1 to 3, each day once",
    ],
    ["no itinerary", { itinerary: [] }, "itinerary", "Add at least one day to the itinerary"],
    [
      "a day without a title",
      { itinerary: [{ ...longItinerary[0], title: "" }] },
      "itinerary.0.title",
      "Day title is required",
    ],
    [
      "more nights than days",
      {
        accommodation: [
          { name: "Camp", type: "Tent", location: "Ziro", nights: 4, description: "Canvas." },
        ],
      },
      "accommodation",
      "The stays add up to 4 nights but the tour lasts 3 days",
    ],
    ["no highlight", { highlights: [] }, "highlights", "Add at least one highlight"],
    [
      "a gallery picture without alt text",
      { gallery: [{ photoId: null, alt: "", caption: "" }] },
      "gallery.0.alt",
      undefined,
    ],
    ["a zero-day tour", { durationDays: 0 }, "durationDays", "A tour lasts at least 1 day"],
    ["no season text but a number", { season: 5 }, "season", undefined],
    [
      "an unknown destination",
      { destinationSrNo: 999_999 },
      "destinationSrNo",
      "Choose a destination from the catalogue.",
    ],
    [
      "a seeded name in other case",
      { name: "taj mahal & MUGHAL agra heritage tour" },
      "name",
      undefined,
    ],
    [
      "an unknown gallery photo",
      { gallery: [{ photoId: "00000000-0000-4000-8000-000000000000", alt: "A", caption: "" }] },
      "gallery.0.photoId",
      undefined,
    ],
  ])("refuses %s with a field error and writes nothing", async (_label, change, field, message) => {
    const before = await counts();
    const res = await content.call(
      "/packages",
      "POST",
      packageForm(1, { name: "A Tour Never Stored", ...(change as object) }),
    );
    expect(res.status, await res.clone().text()).toBe(422);
    const { error } = (await res.json()) as ErrorReply;
    expect(error.fields?.[field], JSON.stringify(error.fields)).toBeTruthy();
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses a bad edit and leaves the package and its parts exactly as they were", async () => {
    const created = await content.createPackage(1, { name: "Mathura Vrindavan Holi" });
    const before = await counts();
    for (const change of [
      { itinerary: longItinerary },
      { price: 0 },
      { name: "TAJ MAHAL & Mughal Agra Heritage Tour" },
      { destinationSrNo: 999_999 },
    ]) {
      const res = await content.call(
        `/packages/${created.srNo}`,
        "PUT",
        packageForm(1, { name: "Mathura Vrindavan Holi", ...change }),
      );
      expect(res.status, await res.clone().text()).toBe(422);
    }
    expect(await counts()).toEqual(before);
    expect(await getPackage(created.srNo)).toEqual(created);
  });

  it("places a package only at a destination that is not archived", async () => {
    const place = await content.createDestination({ name: "Loktak Lake" });
    await content.destinationAction(place.srNo, "archive");
    const res = await content.call("/packages", "POST", packageForm(place.srNo));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).error.fields?.destinationSrNo).toMatch(/archived/);
  });

  it("publishes only at a published destination, and deletes only what nobody booked", async () => {
    const place = await content.createDestination({ name: "Dzongri Trail" });
    const pkg = await content.createPackage(place.srNo, { name: "Dzongri Goecha La Trek" });
    const refused = await content.call(`/packages/${pkg.srNo}/publish`, "POST");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorReply).error.message).toBe(
      "Publish the destination Dzongri Trail first: travellers see a package only while its destination is published.",
    );
    expect((await getPackage(pkg.srNo)).status).toBe("draft");

    const unpublishDraft = await content.call(`/packages/${pkg.srNo}/unpublish`, "POST");
    expect(unpublishDraft.status).toBe(409);

    const before = await counts();
    const removed = await content.call(`/packages/${pkg.srNo}`, "DELETE");
    expect(removed.status).toBe(200);
    const after = await counts();
    expect(after.packages).toBe(before.packages - 1);
    expect(after.itinerary).toBe(before.itinerary - 3);
    expect(after.gallery).toBe(before.gallery - 1);
    expect((await content.call(`/packages/${pkg.srNo}`)).status).toBe(404);
    expect((await content.call(`/packages/${pkg.srNo}`, "DELETE")).status).toBe(404);
  });

  it("lists every package whatever its status, by destination, status and text", async () => {
    const created = await content.createPackage(3, { name: "Hidden Draft Walk" });
    const list = async (query: string) =>
      (await (await content.call(`/packages?${query}`)).json()) as AdminPackageList;
    expect((await list("status=draft&q=hidden draft")).packages.map((p) => p.srNo)).toEqual([
      created.srNo,
    ]);
    expect((await list(`q=${created.id}`)).packages.map((p) => p.srNo)).toEqual([created.srNo]);
    const atThree = await list("destinationSrNo=3&pageSize=100");
    expect(atThree.packages.every((p) => p.destinationSrNo === 3)).toBe(true);
    expect(atThree.packages.map((p) => p.srNo)).toContain(created.srNo);
    expect(atThree.packages[0]).toMatchObject({ srNo: created.srNo, status: "draft" });
  });

  it("keeps HTML in an overview and a day as text, on the admin's and the traveller's page", async () => {
    const html = `<a href="javascript:alert(1)">Book</a><script>alert(1)</script> & more`;
    const created = await content.createPackage(1, {
      name: "Agra Night Bazaar Walk",
      description: html,
      highlights: ["<b>bold</b>"],
    });
    expect(created.description).toBe(html);
    await content.packageAction(created.srNo, "publish");
    const res = await t.request(`/api/packages/${created.id}`);
    expect(res.status).toBe(200);
    const { package: page } = (await res.json()) as { package: PackageDetail };
    expect(page.description).toBe(html);
    expect(page.highlights).toEqual(["<b>bold</b>"]);
  });
});
