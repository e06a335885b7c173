import { createPerson, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations, packages, savedPlaces } from "@/server/db/schema";
import { MAX_SAVED_PLACES, type SavedPlacesReply } from "@/shared/saved/schema";

const HINDI = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

describe.each(databaseKinds())("saved places on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let other: string;
  let travellerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    travellerId = await createPerson(t, "saver@example.org");
    traveller = await t.signIn("saver@example.org", PERSON_PASSWORD);
    await createPerson(t, "other-saver@example.org");
    other = await t.signIn("other-saver@example.org", PERSON_PASSWORD);
  });
  afterAll(() => t?.close());

  const save = (path: string, cookie = traveller) =>
    t.request(`/api/saved/${path}`, { method: "PUT", cookie });
  const remove = (path: string, cookie = traveller) =>
    t.request(`/api/saved/${path}`, { method: "DELETE", cookie });
  const list = async (cookie = traveller, headers: Record<string, string> = {}) => {
    const res = await t.request("/api/saved", { cookie, headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as SavedPlacesReply).saved;
  };
  const rowsOf = (userId: string) =>
    t.db.select().from(savedPlaces).where(eq(savedPlaces.userId, userId));

  it("keeps a saved destination on the account: another sign-in finds it, newest first", async () => {
    expect(await list()).toEqual([]);
    expect((await save("destination/4")).status).toBe(200);
    expect((await save("package/1")).status).toBe(200);
    // A second browser: a new session of the same account.
    const elsewhere = await t.signIn("saver@example.org", PERSON_PASSWORD);
    expect(elsewhere).not.toBe(traveller);
    const saved = await list(elsewhere);
    expect(saved.map((s) => [s.kind, s.srNo])).toEqual([
      ["package", 1],
      ["destination", 4],
    ]);
    expect(saved[1]).toMatchObject({ name: "Ladakh", to: "/packages/dest_4" });
    expect(saved[1].image).toBeTruthy();
    // Nobody else sees them.
    expect(await list(other)).toEqual([]);
  });

  it("answers names in the reader's language", async () => {
    const [destination] = await t.db
      .select({ hi: destinations.hi })
      .from(destinations)
      .where(eq(destinations.srNo, 4));
    const saved = await list(traveller, HINDI);
    const ladakh = saved.find((s) => s.kind === "destination");
    if (typeof destination.hi.name === "string") expect(ladakh?.name).toBe(destination.hi.name);
    else expect(ladakh?.englishFields).toContain("name");
    expect(ladakh?.name).not.toBe(undefined);
  });

  it("saves and removes idempotently", async () => {
    expect((await save("destination/4")).status).toBe(200);
    expect((await rowsOf(travellerId)).filter((r) => r.kind === "destination")).toHaveLength(1);
    expect((await remove("destination/4")).status).toBe(200);
    expect((await remove("destination/4")).status).toBe(200);
    expect((await list()).map((s) => s.kind)).toEqual(["package"]);
  });

  it.each([
    ["an unknown destination", "destination/999999", 404],
    ["an unknown package", "package/999999", 404],
    ["an unknown kind", "guide/1", 422],
    ["a number that is not one", "destination/abc", 422],
    ["a negative number", "destination/-3", 422],
  ])("refuses %s and stores nothing", async (_label, path, status) => {
    const before = (await rowsOf(travellerId)).length;
    const res = await save(path);
    expect(res.status).toBe(status);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBeTruthy();
    expect((await rowsOf(travellerId)).length).toBe(before);
  });

  it("does not save an unpublished place, and hides a saved one once unpublished", async () => {
    expect((await save("package/2")).status).toBe(200);
    await t.db.update(packages).set({ status: "unpublished" }).where(eq(packages.srNo, 2));
    try {
      expect((await list()).some((s) => s.kind === "package" && s.srNo === 2)).toBe(false);
      expect((await save("package/2", other)).status).toBe(404);
      expect(await rowsOf(travellerId)).toContainEqual(
        expect.objectContaining({ kind: "package", srNo: 2 }),
      );
    } finally {
      await t.db.update(packages).set({ status: "published" }).where(eq(packages.srNo, 2));
    }
    await t.db.update(destinations).set({ status: "draft" }).where(eq(destinations.srNo, 5));
    try {
      expect((await save("destination/5")).status).toBe(404);
    } finally {
      await t.db.update(destinations).set({ status: "published" }).where(eq(destinations.srNo, 5));
    }
  });

  it(`keeps at most ${MAX_SAVED_PLACES} places per account, with a clear 422`, async () => {
    const userId = await createPerson(t, "hoarder@example.org");
    const cookie = await t.signIn("hoarder@example.org", PERSON_PASSWORD);
    // Saves the database holds for places that no longer exist count too; fill up directly.
    await t.db.insert(savedPlaces).values(
      Array.from({ length: MAX_SAVED_PLACES }, (_, i) => ({
        userId,
        kind: "destination",
        srNo: 100_000 + i,
      })),
    );
    const res = await save("destination/4", cookie);
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toMatch(/500 places/);
    const inHindi = await t.request("/api/saved/destination/4", {
      method: "PUT",
      cookie,
      headers: HINDI,
    });
    expect(inHindi.status).toBe(422);
    expect(((await inHindi.json()) as { error: { message: string } }).error.message).toMatch(
      /500 जगहें/,
    );
    expect(await rowsOf(userId)).toHaveLength(MAX_SAVED_PLACES);
    // Saving one already saved still answers, and removing makes room.
    await t.db.delete(savedPlaces).where(eq(savedPlaces.srNo, 100_000));
    expect((await save("destination/4", cookie)).status).toBe(200);
    expect((await save("destination/4", cookie)).status).toBe(200);
  });

  it("is for signed-in people only", async () => {
    expect((await t.request("/api/saved")).status).toBe(401);
    expect((await t.request("/api/saved/destination/4", { method: "PUT" })).status).toBe(401);
    expect((await t.request("/api/saved/destination/4", { method: "DELETE" })).status).toBe(401);
  });
});
