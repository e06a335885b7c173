import { type ErrorReply, insertLadakhBooking } from "@tests/support/api-helpers";
import { contentAdmin, destinationForm } from "@tests/support/content-admin";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, destinations } from "@/server/db/schema";
import { catalogueDestinations } from "@/server/features/assistant/assistant.repo";
import type { DestinationPage } from "@/shared/catalogue/types";
import type {
  AdminDestination,
  AdminDestinationList,
  DestinationPreview,
} from "@/shared/content/types";

describe.each(databaseKinds())("content admin: destinations on %s", (kind) => {
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

  const search = async (q: string, cookie = traveller) => {
    const res = await t.request(`/api/destinations/search?q=${encodeURIComponent(q)}`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as DestinationPage).destinations.map((d) => d.name);
  };
  const count = async () => (await t.db.select().from(destinations)).length;
  const auditOf = (srNo: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "destination"), eq(auditLog.entityId, String(srNo))))
      .orderBy(auditLog.id);

  it("creates a numbered draft with a slug from its name, audited, that travellers cannot see", async () => {
    const [{ max }] = (await t.db.select().from(destinations)).reduce(
      (acc, d) => [{ max: Math.max(acc[0].max, d.srNo) }],
      [{ max: 0 }],
    );
    const created = await content.createDestination({ name: "Mawlynnong Village" });
    expect(created).toMatchObject({
      srNo: max + 1,
      slug: "mawlynnong-village",
      status: "draft",
      name: "Mawlynnong Village",
      interests: ["cultural", "nature"],
      photo: null,
      photoId: null,
      rating: 0,
      packageCount: 0,
      bookingCount: 0,
    });
    const got = await content.call(`/destinations/${created.srNo}`);
    expect(((await got.json()) as { destination: AdminDestination }).destination).toEqual(created);

    const [entry] = await auditOf(created.srNo);
    expect(entry).toMatchObject({ action: "destination.create", actorEmail: "admin@example.com" });
    expect(entry.before).toBeNull();
    expect(entry.after).toMatchObject({ name: "Mawlynnong Village", status: "draft" });

    expect(await search("Mawlynnong")).toEqual([]);
    expect(await search("Mawlynnong", admin)).toEqual([]);
    expect((await catalogueDestinations(t.db)).map((d) => d.name)).not.toContain(
      "Mawlynnong Village",
    );
  });

  it("edits every field but never the number or slug, and moves updated_at", async () => {
    const created = await content.createDestination({ name: "Dzukou Valley" });
    const change = {
      name: "Dzükou Valley Trek",
      state: "Nagaland",
      interests: ["adventure" as const],
      avgPrice: 31_000,
      featured: true,
      difficulty: "Challenging" as const,
      altNames: "Dzukou Japfu",
    };
    const res = await content.call(`/destinations/${created.srNo}`, "PUT", destinationForm(change));
    expect(res.status, await res.clone().text()).toBe(200);
    const { destination } = (await res.json()) as { destination: AdminDestination };
    expect(destination).toMatchObject({
      ...change,
      srNo: created.srNo,
      slug: "dzukou-valley",
      status: "draft",
    });
    expect(Date.parse(destination.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const entries = await auditOf(created.srNo);
    expect(entries.map((e) => e.action)).toEqual(["destination.create", "destination.update"]);
    expect(entries[1].before).toMatchObject({ name: "Dzukou Valley" });
    expect(entries[1].after).toMatchObject({ name: "Dzükou Valley Trek" });
  });

  it("publishes to every traveller at once, unpublishes out of every list, and archives for good", async () => {
    const created = await content.createDestination({ name: "Chopta Meadows" });
    expect((await content.destinationAction(created.srNo, "publish")).status).toBe("published");
    await vi.waitFor(async () => expect(await search("Chopta")).toEqual(["Chopta Meadows"]), {
      timeout: 2_000,
      interval: 20,
    });
    expect((await catalogueDestinations(t.db)).map((d) => d.name)).toContain("Chopta Meadows");

    expect((await content.destinationAction(created.srNo, "unpublish")).status).toBe("unpublished");
    await vi.waitFor(async () => expect(await search("Chopta")).toEqual([]), {
      timeout: 2_000,
      interval: 20,
    });

    const archived = await content.destinationAction(created.srNo, "archive");
    expect(archived).toMatchObject({ status: "archived", srNo: created.srNo, slug: created.slug });
    const again = await content.call(`/destinations/${created.srNo}/publish`, "POST");
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorReply).error.message).toMatch(/archived/);
    const edit = await content.call(
      `/destinations/${created.srNo}`,
      "PUT",
      destinationForm({ name: "Chopta Meadows" }),
    );
    expect(edit.status).toBe(409);
    expect((await auditOf(created.srNo)).map((e) => e.action)).toEqual([
      "destination.create",
      "destination.publish",
      "destination.unpublish",
      "destination.archive",
    ]);
    // Its name is free again once archived.
    expect((await content.createDestination({ name: "chopta meadows" })).slug).toBe(
      "chopta-meadows-2",
    );
  });

  it.each([
    ["no name", { name: "  " }, "name", "Name is required"],
    ["no description", { description: "" }, "description", "Description is required"],
    ["a price of ₹0", { avgPrice: 0 }, "avgPrice", "Average price must be more than ₹0"],
    ["a negative price", { avgPrice: -500 }, "avgPrice", "Average price must be more than ₹0"],
    ["a price in paise", { avgPrice: 120.5 }, "avgPrice", "Average price must be whole rupees"],
    ["no interest", { interests: [] }, "interests", "Choose at least one interest"],
    ["an unknown region", { region: "Atlantis" }, "region", undefined],
    ["no picture description", { imageAlt: "" }, "imageAlt", undefined],
    ["a seeded name in other case", { name: "aGRA" }, "name", undefined],
    ["a latitude in words", { latitude: "north" }, "latitude", "Latitude must be a number"],
    [
      "a place outside India",
      { latitude: 51.5, longitude: -0.12 },
      "latitude",
      "Latitude must be between 6 and 38 (in India)",
    ],
    [
      "a longitude outside India",
      { latitude: 20, longitude: 100 },
      "longitude",
      "Longitude must be between 68 and 98 (in India)",
    ],
    [
      "a latitude without its longitude",
      { latitude: 25.5 },
      "longitude",
      "Give the longitude too, or neither",
    ],
    [
      "a photo that was never uploaded",
      { photoId: "00000000-0000-4000-8000-000000000000" },
      "photoId",
      undefined,
    ],
  ])("refuses %s with a field error and stores nothing", async (_label, change, field, message) => {
    const before = await count();
    const audits = (await t.db.select().from(auditLog)).length;
    const res = await content.call(
      "/destinations",
      "POST",
      destinationForm(change as Parameters<typeof destinationForm>[0]),
    );
    expect(res.status, await res.clone().text()).toBe(422);
    const { error } = (await res.json()) as ErrorReply;
    expect(error.fields?.[field]).toBeTruthy();
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await count()).toBe(before);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
  });

  it("places a destination on the map, keeps the place when an edit leaves it out, and clears it on null", async () => {
    const unplaced = await content.createDestination({ name: "Dirang Valley" });
    expect(unplaced).toMatchObject({ latitude: null, longitude: null });

    const created = await content.createDestination({
      name: "Mawsynram",
      latitude: 25.2975,
      longitude: 91.5826,
    });
    expect(created).toMatchObject({ latitude: 25.2975, longitude: 91.5826 });
    const listed = await content.call("/destinations?q=Mawsynram");
    expect((await listed.json()) as AdminDestinationList).toMatchObject({
      destinations: [{ name: "Mawsynram", latitude: 25.2975, longitude: 91.5826 }],
    });
    await content.destinationAction(created.srNo, "publish");
    const res = await t.request("/api/destinations/search?q=Mawsynram", { cookie: traveller });
    expect(((await res.json()) as DestinationPage).destinations[0]).toMatchObject({
      latitude: 25.2975,
      longitude: 91.5826,
    });

    const {
      latitude: _lat,
      longitude: _lon,
      ...withoutPlace
    } = destinationForm({
      name: "Mawsynram",
      description: "Among the wettest places on earth.",
    });
    const kept = await content.call(`/destinations/${created.srNo}`, "PUT", withoutPlace);
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(((await kept.json()) as { destination: AdminDestination }).destination).toMatchObject({
      description: "Among the wettest places on earth.",
      latitude: 25.2975,
      longitude: 91.5826,
    });

    const cleared = await content.call(
      `/destinations/${created.srNo}`,
      "PUT",
      destinationForm({ name: "Mawsynram", latitude: null, longitude: null }),
    );
    expect(((await cleared.json()) as { destination: AdminDestination }).destination).toMatchObject(
      {
        latitude: null,
        longitude: null,
      },
    );
  });

  it("refuses a place outside India on edit, in Hindi for a Hindi reader", async () => {
    const created = await content.createDestination({ name: "Tawang" });
    const res = await t.request(`/api/admin/destinations/${created.srNo}`, {
      method: "PUT",
      cookie: admin,
      headers: { "accept-language": "hi-IN" },
      json: destinationForm({ name: "Tawang", latitude: 27.58, longitude: 120 }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).error.fields?.longitude).toBe(
      "देशांतर 68 और 98 के बीच होना चाहिए (भारत में)",
    );
    const [row] = await t.db.select().from(destinations).where(eq(destinations.srNo, created.srNo));
    expect(row.longitude).toBeNull();
  });

  it("keeps the database's own checks: a place in India, both coordinates or neither", async () => {
    const created = await content.createDestination({ name: "Cherrapunji" });
    const place = (latitude: number | null, longitude: number | null) =>
      t.db
        .update(destinations)
        .set({ latitude, longitude })
        .where(eq(destinations.srNo, created.srNo));
    await expect(place(51.5, -0.12)).rejects.toThrow();
    await expect(place(25.27, null)).rejects.toThrow();
    await place(25.27, 91.73);
    const [row] = await t.db.select().from(destinations).where(eq(destinations.srNo, created.srNo));
    expect([row.latitude, row.longitude]).toEqual([25.27, 91.73]);
  });

  it("refuses a duplicate name on edit too and leaves the destination as it was", async () => {
    const created = await content.createDestination({ name: "Majuli Island" });
    const res = await content.call(
      `/destinations/${created.srNo}`,
      "PUT",
      destinationForm({ name: "JAIPUR", description: "Changed" }),
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorReply).error.fields?.name).toMatch(/already called/);
    const got = (await (await content.call(`/destinations/${created.srNo}`)).json()) as {
      destination: AdminDestination;
    };
    expect(got.destination).toEqual(created);
  });

  it("keeps HTML in a description as the text it is, neither run nor stripped", async () => {
    const html = `<img src=x onerror="alert(1)"><b>Bold</b> & <script>alert("x")</script>`;
    const created = await content.createDestination({
      name: "Tawang Monastery",
      description: html,
    });
    expect(created.description).toBe(html);
    await content.destinationAction(created.srNo, "publish");
    await vi.waitFor(
      async () => {
        const res = await t.request("/api/destinations/search?q=Tawang");
        const page = (await res.json()) as DestinationPage;
        expect(page.destinations[0]?.description).toBe(html);
      },
      { timeout: 2_000, interval: 20 },
    );
  });

  it("previews a draft exactly as the public card would show it", async () => {
    const created = await content.createDestination({ name: "Gurez Valley" });
    const res = await content.call(`/destinations/${created.srNo}/preview`);
    expect(res.status).toBe(200);
    const preview = (await res.json()) as DestinationPreview;
    expect(preview.status).toBe("draft");
    const agra = (
      (await (await t.request("/api/destinations/search?q=Agra")).json()) as DestinationPage
    ).destinations[0];
    expect(Object.keys(preview.destination).sort()).toEqual(Object.keys(agra).sort());
    expect(preview.destination).toMatchObject({ srNo: created.srNo, name: "Gurez Valley" });
    expect((await content.call("/destinations/2147483647/preview")).status).toBe(404);
    const asTraveller = await t.request(`/api/admin/destinations/${created.srNo}/preview`, {
      cookie: traveller,
    });
    expect(asTraveller.status).toBe(403);
  });

  it("lists every destination whatever its status, searched, filtered and paged", async () => {
    const created = await content.createDestination({ name: "Khonoma Green Village" });
    const list = async (query: string) => {
      const res = await content.call(`/destinations?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as AdminDestinationList;
    };
    const drafts = await list("status=draft&q=khonoma");
    expect(drafts.destinations.map((d) => d.srNo)).toEqual([created.srNo]);
    expect(drafts.total).toBe(1);
    expect((await list("status=published&q=khonoma")).total).toBe(0);
    expect((await list(`q=${created.srNo}`)).destinations.map((d) => d.srNo)).toContain(
      created.srNo,
    );
    const page = await list("pageSize=5&page=2");
    expect(page.destinations).toHaveLength(5);
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.total).toBe(await count());
    expect((await content.call("/destinations?status=secret")).status).toBe(422);
    expect((await content.call("/destinations/0")).status).toBe(422);
    expect((await content.call("/destinations/2147483647")).status).toBe(404);
  });

  it("deletes an unbooked destination, and refuses one with bookings or packages", async () => {
    const created = await content.createDestination({ name: "Sandakphu Ridge" });
    const removed = await content.call(`/destinations/${created.srNo}`, "DELETE");
    expect(removed.status).toBe(200);
    expect((await content.call(`/destinations/${created.srNo}`)).status).toBe(404);
    expect((await auditOf(created.srNo)).map((e) => e.action)).toEqual([
      "destination.create",
      "destination.delete",
    ]);

    await insertLadakhBooking(t, "2031-06-01", "2031-06-07");
    const before = await count();
    const booked = await content.call("/destinations/4", "DELETE");
    expect(booked.status).toBe(409);
    expect(((await booked.json()) as ErrorReply).error.message).toBe(
      "This destination has bookings, so it cannot be deleted. Archive it instead.",
    );
    expect(await count()).toBe(before);

    const withPackage = await content.createDestination({ name: "Nubra Dunes" });
    await content.createPackage(withPackage.srNo, { name: "Nubra Dunes Camel Camp" });
    const refused = await content.call(`/destinations/${withPackage.srNo}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorReply).error.message).toMatch(/still has a package/);
  });

  it("archives a destination with its packages, and the booked one stays intact", async () => {
    const archived = await content.destinationAction(4, "archive");
    expect(archived).toMatchObject({ status: "archived", srNo: 4, slug: "ladakh" });
    const [ladakhPackage] = (
      (await (await content.call("/packages?destinationSrNo=4")).json()) as {
        packages: { status: string }[];
      }
    ).packages;
    expect(ladakhPackage.status).toBe("archived");
    await vi.waitFor(async () => expect(await search("Ladakh")).not.toContain("Ladakh"), {
      timeout: 2_000,
      interval: 20,
    });
    const mine = await t.request("/api/bookings/mine", { cookie: traveller });
    const { bookings } = (await mine.json()) as { bookings: { packageId: string }[] };
    expect(bookings.map((b) => b.packageId)).toContain("dest_4");
  });

  it("is for admins only", async () => {
    expect((await t.request("/api/admin/destinations")).status).toBe(401);
    expect((await t.request("/api/admin/destinations", { cookie: traveller })).status).toBe(403);
    const res = await t.request("/api/admin/destinations", {
      method: "POST",
      cookie: traveller,
      json: destinationForm({ name: "Sneaky" }),
    });
    expect(res.status).toBe(403);
  });
});
