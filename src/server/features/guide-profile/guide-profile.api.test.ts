import { createPerson, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq, max } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { guideDestinations, guides, user } from "@/server/db/schema";
import type { AvailableGuide } from "@/shared/bookings/types";
import type { AdminGuideList, GuideProfileView } from "@/shared/guides/profile-types";
import type { GuidePage } from "@/shared/guides/types";

const photo = async () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .png()
    .toBuffer();

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  description:
    "Born in Old Delhi, I lead food walks from Chandni Chowk to Jama Masjid every evening.",
  languages: ["Hindi", "English"],
  certifications: ["Delhi Tourism food walk course"],
  destinationSrNos: [2],
  specialization: "Food & Culinary",
  experience: 9,
  maxGroupSize: 8,
  ...overrides,
});

describe.each(databaseKinds())("guide profile on %s", (kind) => {
  let t: TestApp;
  let newcomer: string;
  let traveller: string;
  let admin: string;
  let sno: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    admin = await t.signIn("admin@example.com");
    const userId = await createPerson(t, "ishaan.newcomer@example.org", "guide");
    // What an approval leaves: verified and listed, but no photo and no destination yet.
    const [{ top }] = await t.db.select({ top: max(guides.sno) }).from(guides);
    sno = (top ?? 0) + 1;
    await t.db.insert(guides).values({
      sno,
      userId,
      name: "Ishaan Kapoor",
      image: null,
      imageAlt: "Portrait of Ishaan Kapoor",
      specialization: "Food & Culinary",
      experience: 9,
      languages: ["Hindi"],
      maxGroupSize: 10,
      certifications: [],
      verified: true,
      listed: true,
      description: "Food walks in Old Delhi.",
    });
    newcomer = await t.signIn("ishaan.newcomer@example.org", PERSON_PASSWORD);
  });
  afterAll(() => t?.close());

  const mine = async () => {
    const res = await t.request("/api/guide-profile", { cookie: newcomer });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { profile: GuideProfileView }).profile;
  };
  const put = (body: unknown, cookie = newcomer) =>
    t.request("/api/guide-profile", { method: "PUT", cookie, json: body });
  const listed = async () =>
    ((await (await t.request("/api/guides/search?limit=60")).json()) as GuidePage).guides;
  const offeredFor = async (packageId: string) =>
    (
      (await (await t.request(`/api/bookings/available-guides?packageId=${packageId}`)).json()) as {
        guides: AvailableGuide[];
      }
    ).guides.map((g) => g.sno);
  const uploadPhoto = async (bytes: Buffer) => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(bytes)], "me.png", { type: "image/png" }));
    return t.request("/api/guide-profile/photo", { method: "POST", body: form, cookie: newcomer });
  };

  it("tells a newly approved guide exactly what stops them being listed", async () => {
    const profile = await mine();
    expect(profile).toMatchObject({ sno, verified: true, listed: true, destinations: [] });
    expect(profile.missing).toEqual(["photo", "destination"]);
    expect(profile.card).toMatchObject({ name: "Ishaan Kapoor", regions: [] });
    expect((await listed()).some((g) => g.sno === sno)).toBe(false);
  });

  it("lists and offers the guide once the photo and a destination are in", async () => {
    const saved = await put(profileBody());
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await mine()).missing).toEqual(["photo"]);
    expect(await offeredFor("dest_2")).not.toContain(sno);

    const uploaded = await uploadPhoto(await photo());
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const profile = ((await uploaded.json()) as { profile: GuideProfileView }).profile;
    expect(profile.missing).toEqual([]);
    expect(profile.image).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    expect(profile.destinations).toEqual([{ srNo: 2, name: expect.any(String) }]);
    expect((await t.request(profile.image!)).status).toBe(200);

    // The Guides search answers from memory until PostgreSQL announces the change (milliseconds).
    await vi.waitFor(
      async () => {
        const card = (await listed()).find((g) => g.sno === sno);
        expect(card).toMatchObject({
          languages: ["Hindi", "English"],
          maxGroupSize: 8,
          certifications: ["Delhi Tourism food walk course"],
          regions: [profile.destinations[0].name],
          image: profile.image,
        });
      },
      { timeout: 2_000, interval: 20 },
    );
    expect(await offeredFor("dest_2")).toContain(sno);
    expect(await offeredFor("dest_1")).not.toContain(sno);

    // Through the photo pipeline: responsive sizes, and `image` is its middle WebP.
    expect(profile.card.photo).toMatchObject({ width: 300, height: 300, src: profile.image });
    const oldAvif = profile.card.photo?.avif.split(" ")[0] ?? "";
    expect((await t.request(oldAvif)).status).toBe(200);

    // A new photo replaces the old one: its row and every one of its files go.
    const again = await uploadPhoto(await photo());
    const replaced = ((await again.json()) as { profile: GuideProfileView }).profile;
    expect(replaced.image).not.toBe(profile.image);
    expect(replaced.card.photo?.id).not.toBe(profile.card.photo?.id);
    expect((await t.request(profile.image!)).status).toBe(404);
    expect((await t.request(oldAvif)).status).toBe(404);
  });

  it.each([
    ["an unknown destination", { destinationSrNos: [2, 9999] }, "destinationSrNos"],
    ["no destination", { destinationSrNos: [] }, "destinationSrNos"],
    ["a group of none", { maxGroupSize: 0 }, "maxGroupSize"],
    ["a group of 51", { maxGroupSize: 51 }, "maxGroupSize"],
    ["no language", { languages: [] }, "languages"],
    ["an unknown speciality", { specialization: "Everything" }, "specialization"],
    ["a one-line description", { description: "Hi" }, "description"],
  ])("refuses %s with a field message and changes nothing", async (_label, change, field) => {
    const before = await mine();
    const res = await put(profileBody(change));
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields[field]).toBeTruthy();
    expect(await mine()).toEqual(before);
  });

  it("refuses a file that is not a picture", async () => {
    const res = await uploadPhoto(Buffer.from("%PDF-1.7 not a picture"));
    // Told by its first bytes, whatever the name and type the browser sent (decision 0034).
    expect(res.status).toBe(415);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.photo).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("is the guide's own: travellers and former guides cannot edit a profile", async () => {
    expect((await put(profileBody(), traveller)).status).toBe(403);
    expect((await t.request("/api/guide-profile")).status).toBe(401);
    await t.db
      .update(user)
      .set({ role: "user" })
      .where(eq(user.email, "ishaan.newcomer@example.org"));
    expect((await put(profileBody({ maxGroupSize: 3 }))).status).toBe(403);
    await t.db
      .update(user)
      .set({ role: "guide" })
      .where(eq(user.email, "ishaan.newcomer@example.org"));
  });

  it("lets an admin edit or unlist any guide", async () => {
    const list = await t.request("/api/admin/guides", { cookie: admin });
    expect(list.status).toBe(200);
    const { guides: all, total } = (await list.json()) as AdminGuideList;
    expect(all.find((g) => g.sno === sno)).toMatchObject({ listed: true, missing: [] });
    // Every guide, by pages of at most 100 in number order.
    expect(total).toBe(all.length);
    const page = async (query: string) =>
      (await (
        await t.request(`/api/admin/guides?${query}`, { cookie: admin })
      ).json()) as AdminGuideList;
    expect((await page("page=2&pageSize=3")).guides.map((g) => g.sno)).toEqual(
      all.slice(3, 6).map((g) => g.sno),
    );
    expect(await page("page=500")).toMatchObject({ guides: [], total });
    for (const query of ["pageSize=101", "page=0", "page=x"])
      expect((await t.request(`/api/admin/guides?${query}`, { cookie: admin })).status).toBe(422);

    const unlist = await t.request(`/api/admin/guides/${sno}`, {
      method: "PUT",
      cookie: admin,
      json: { ...profileBody({ maxGroupSize: 6 }), listed: false },
    });
    expect(unlist.status).toBe(200);
    await vi.waitFor(async () => expect((await listed()).some((g) => g.sno === sno)).toBe(false), {
      timeout: 2_000,
      interval: 20,
    });
    expect(await offeredFor("dest_2")).not.toContain(sno);
    expect((await mine()).maxGroupSize).toBe(6);

    const relist = await t.request(`/api/admin/guides/${sno}`, {
      method: "PUT",
      cookie: admin,
      json: { ...profileBody({ destinationSrNos: [1, 2] }), listed: true },
    });
    expect(relist.status).toBe(200);
    expect(await offeredFor("dest_1")).toContain(sno);
    const [row] = await t.db.select().from(guides).where(eq(guides.sno, sno));
    expect(
      await t.db.select().from(guideDestinations).where(eq(guideDestinations.guideId, row.id)),
    ).toHaveLength(2);

    expect((await t.request("/api/admin/guides/99999", { cookie: admin })).status).toBe(404);
    expect((await t.request("/api/admin/guides/abc", { cookie: admin })).status).toBe(422);
    expect((await t.request("/api/admin/guides", { cookie: newcomer })).status).toBe(403);
  });
});
