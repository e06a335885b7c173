import type { ErrorReply } from "@tests/support/api-helpers";
import { contentAdmin, destinationForm, packageForm } from "@tests/support/content-admin";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Destination, PackageDetail } from "@/shared/catalogue/types";
import type { AdminDestination, AdminPackage } from "@/shared/content/types";

const HINDI = { "accept-language": "hi-IN" };

describe.each(databaseKinds())("content admin edits both languages on %s (issue 15)", (kind) => {
  let t: TestApp;
  let content: ReturnType<typeof contentAdmin>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
    content = contentAdmin(t, admin);
  });
  afterAll(() => t?.close());

  const getDestination = async (srNo: number) =>
    (
      (await (await content.call(`/destinations/${srNo}`)).json()) as {
        destination: AdminDestination;
      }
    ).destination;
  const getPackage = async (srNo: number) =>
    ((await (await content.call(`/packages/${srNo}`)).json()) as { package: AdminPackage }).package;
  const publicCard = async (srNo: number, name: string) => {
    const res = await t.request(`/api/destinations/search?q=${encodeURIComponent(name)}&limit=60`, {
      headers: HINDI,
    });
    return ((await res.json()) as { destinations: Destination[] }).destinations.find(
      (d) => d.srNo === srNo,
    );
  };

  it("saves a destination's Hindi, lists what is not translated, and shows HTML as text", async () => {
    const created = await content.createDestination({
      name: "Mawsynram",
      hi: {
        name: "  माजुली  ",
        description: "<b>ब्रह्मपुत्र</b> में एक बड़ा नदी-द्वीप",
        state: "   ",
      },
    });
    expect(created.hi).toEqual({
      name: "माजुली",
      description: "<b>ब्रह्मपुत्र</b> में एक बड़ा नदी-द्वीप",
    });
    expect(created.missingHindi).toEqual(["state", "bestSeason", "imageAlt"]);
    const list = (await (await content.call("/destinations?q=Mawsynram")).json()) as {
      destinations: { srNo: number; missingHindi: string[] }[];
    };
    expect(list.destinations.find((d) => d.srNo === created.srNo)?.missingHindi).toEqual([
      "state",
      "bestSeason",
      "imageAlt",
    ]);

    // The preview speaks the admin's language, as travellers reading it would get it.
    const preview = await t.request(`/api/admin/destinations/${created.srNo}/preview`, {
      cookie: admin,
      headers: HINDI,
    });
    expect(preview.headers.get("content-language")).toBe("hi-IN");
    expect(((await preview.json()) as { destination: Destination }).destination).toMatchObject({
      name: "माजुली",
      englishFields: ["state", "bestSeason", "imageAlt"],
    });
    const english = await t.request(`/api/admin/destinations/${created.srNo}/preview`, {
      cookie: admin,
    });
    expect(((await english.json()) as { destination: Destination }).destination.name).toBe(
      "Mawsynram",
    );

    await content.destinationAction(created.srNo, "publish");
    const card = await publicCard(created.srNo, "Mawsynram");
    expect(card).toMatchObject({
      name: "माजुली",
      description: "<b>ब्रह्मपुत्र</b> में एक बड़ा नदी-द्वीप",
      state: "Arunachal Pradesh",
      englishFields: ["state", "bestSeason", "imageAlt"],
    });
  });

  it("lets travellers find a destination by the Hindi name an editor gave it", async () => {
    const created = await content.createDestination({
      name: "Mechuka",
      altNames: "Menchukha",
      hi: { name: "मेचुका" },
    });
    expect(created.altNames).toBe("Menchukha, मेचुका");
    await content.destinationAction(created.srNo, "publish");
    expect(await publicCard(created.srNo, "मेचुका")).toMatchObject({ name: "मेचुका" });
    // Saved again with the name already there, it is not added twice.
    const again = await content.call(
      `/destinations/${created.srNo}`,
      "PUT",
      destinationForm({ name: "Mechuka", altNames: created.altNames, hi: { name: "मेचुका" } }),
    );
    expect(((await again.json()) as { destination: AdminDestination }).destination.altNames).toBe(
      "Menchukha, मेचुका",
    );
  });

  it("keeps the Hindi of unchanged English texts when an edit sends none, and replaces it when sent", async () => {
    const created = await content.createDestination({
      name: "Tawang",
      hi: { name: "तवांग", description: "मठों का शहर", bestSeason: "मार्च से अक्टूबर" },
    });
    const edit = (change: Parameters<typeof destinationForm>[0]) =>
      content.call(
        `/destinations/${created.srNo}`,
        "PUT",
        destinationForm({ name: "Tawang", ...change }),
      );
    // The console's form as it was before Hindi: no `hi`. The description changed, so its Hindi
    // no longer says the same and goes; the name's and season's stay.
    const res = await edit({ description: "A town of monasteries high in the east." });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await getDestination(created.srNo)).hi).toEqual({
      name: "तवांग",
      bestSeason: "मार्च से अक्टूबर",
    });
    expect((await edit({ hi: { name: "तवाङ" } })).status).toBe(200);
    const after = await getDestination(created.srNo);
    expect(after.hi).toEqual({ name: "तवाङ" });
    expect(after.missingHindi).toEqual(["state", "description", "bestSeason", "imageAlt"]);
  });

  it("saves a package's Hindi and each day's, stay's, cost line's and picture's", async () => {
    const place = await content.createDestination({ name: "Ziro", hi: { name: "ज़ीरो" } });
    const form = packageForm(place.srNo);
    const created = await content.createPackage(place.srNo, {
      hi: {
        name: "ज़ीरो घाटी के गाँव",
        description: "अपातानी गाँवों में तीन दिन",
        highlights: ["होंग गाँव", ""],
        inclusions: ["होमस्टे और खाना", "गाइड"],
      },
      itinerary: form.itinerary.map((day, i) =>
        i === 0
          ? { ...day, hi: { title: "पहला दिन", description: "घाटी में आगमन", stay: "होंग" } }
          : day,
      ),
      accommodation: form.accommodation?.map((a) => ({ ...a, hi: { name: "अपातानी होमस्टे" } })),
      costItems: form.costItems?.map((c) => ({ ...c, hi: { label: `${c.label} (हिंदी)` } })),
      gallery: form.gallery?.map((g) => ({ ...g, hi: { alt: "भोर में धान के खेत" } })),
    });
    expect(created.hi).toEqual({
      name: "ज़ीरो घाटी के गाँव",
      description: "अपातानी गाँवों में तीन दिन",
      highlights: ["होंग गाँव", ""],
      inclusions: ["होमस्टे और खाना", "गाइड"],
    });
    expect(created.missingHindi).toEqual(["highlights", "imageAlt", "exclusions"]);
    expect(created.itinerary[0]).toMatchObject({
      hi: { title: "पहला दिन", description: "घाटी में आगमन", stay: "होंग" },
      missingHindi: [],
    });
    expect(created.itinerary[1]).toMatchObject({
      hi: {},
      missingHindi: ["title", "description", "stay"],
    });
    expect(created.itinerary[2].missingHindi).toEqual(["title", "description"]);
    expect(created.accommodation[0].missingHindi).toEqual(["type", "location", "description"]);
    expect(created.costItems.map((c) => c.missingHindi)).toEqual([[], []]);
    expect(created.gallery[0]).toMatchObject({
      hi: { alt: "भोर में धान के खेत" },
      missingHindi: ["caption"],
    });

    await content.destinationAction(place.srNo, "publish");
    await content.packageAction(created.srNo, "publish");
    const preview = await t.request(`/api/admin/packages/${created.srNo}/preview`, {
      cookie: admin,
      headers: HINDI,
    });
    expect(((await preview.json()) as { package: PackageDetail }).package.name).toBe(
      "ज़ीरो घाटी के गाँव",
    );
    const res = await t.request(`/api/packages/${created.id}`, { headers: HINDI });
    const { package: pkg } = (await res.json()) as { package: PackageDetail };
    expect(pkg).toMatchObject({
      name: "ज़ीरो घाटी के गाँव",
      destinationName: "ज़ीरो",
      englishFields: ["regions", "highlights", "bestSeason", "imageAlt", "exclusions"],
    });
    expect(pkg.highlights).toEqual(form.highlights);
    expect(pkg.itinerary[0]).toMatchObject({ title: "पहला दिन", stay: "होंग" });
    expect(pkg.itinerary[0]).not.toHaveProperty("englishFields");
    expect(pkg.itinerary[1].englishFields).toEqual(["title", "description", "stay"]);
    expect(pkg.gallery[0]).toMatchObject({ alt: "भोर में धान के खेत", englishFields: ["caption"] });

    // An edit without Hindi keeps each unchanged row's, and drops a changed day's title's.
    const edited = await content.call(
      `/packages/${created.srNo}`,
      "PUT",
      packageForm(place.srNo, {
        itinerary: form.itinerary.map((day, i) =>
          i === 0 ? { ...day, title: "Arrival in the valley" } : day,
        ),
      }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const after = await getPackage(created.srNo);
    expect(after.hi).toEqual(created.hi);
    expect(after.itinerary[0].hi).toEqual({ description: "घाटी में आगमन", stay: "होंग" });
    expect(after.accommodation[0].hi).toEqual({ name: "अपातानी होमस्टे" });
    expect(after.gallery[0].hi).toEqual({ alt: "भोर में धान के खेत" });
  });

  it.each([
    ["a Hindi name too long", { hi: { name: "क".repeat(121) } }, "hi.name"],
    [
      "more Hindi highlights than English",
      { hi: { highlights: ["क", "ख", "ग"] } },
      "hi.highlights",
    ],
    ["Hindi that is not text", { hi: { description: 5 } }, "hi.description"],
  ])("refuses %s with a field error", async (_, change, field) => {
    const res = await content.call(
      "/packages",
      "POST",
      packageForm(1, { name: "A Tour Never Stored", ...(change as object) }),
    );
    expect(res.status, await res.clone().text()).toBe(422);
    const { error } = (await res.json()) as ErrorReply;
    expect(error.fields?.[field], JSON.stringify(error.fields)).toBeTruthy();
  });
});
