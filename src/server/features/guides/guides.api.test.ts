import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guides } from "@/server/db/schema";
import { GUIDE_SPECIALIZATIONS } from "@/shared/constants";
import type { Guide } from "@/shared/guides/types";

describe.each(databaseKinds())("guides API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const list = async () =>
    ((await (await t.request("/api/guides")).json()) as { guides: Guide[] }).guides;

  it("lists nine guides covering every specialization, with reviews and a mean rating", async () => {
    const all = await list();
    expect(all).toHaveLength(9);
    expect(new Set(all.map((g) => g.specialization))).toEqual(new Set(GUIDE_SPECIALIZATIONS));
    for (const g of all) {
      const mean = g.reviews.length
        ? g.reviews.reduce((n, r) => n + r.rating, 0) / g.reviews.length
        : 0;
      expect(g.rating).toBeCloseTo(mean, 10);
      expect(g.reviewCount).toBe(g.reviews.length);
      expect(g.languages.length).toBeGreaterThan(0);
    }
    expect(all.some((g) => g.reviews.length === 0)).toBe(true);
  });

  it("leaves unlisted guides out", async () => {
    await t.db.update(guides).set({ listed: false }).where(eq(guides.sno, 2));
    try {
      const all = await list();
      expect(all.map((g) => g.sno)).not.toContain(2);
      expect((await t.request("/api/guides/2")).status).toBe(404);
    } finally {
      await t.db.update(guides).set({ listed: true }).where(eq(guides.sno, 2));
    }
  });

  it("returns one guide by sno and refuses bad numbers", async () => {
    const res = await t.request("/api/guides/3");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { guide: Guide }).guide.sno).toBe(3);
    expect((await t.request("/api/guides/999")).status).toBe(404);
    const bad = await t.request("/api/guides/abc");
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields.sno,
    ).toBeTruthy();
  });
});
