import { databaseKinds } from "@tests/support/test-database";
import { errorOf, useTypedTestApp } from "@tests/support/typed-client";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { guides } from "@/server/db/schema";
import { GUIDE_SPECIALIZATIONS } from "@/shared/constants";
import type { Guide, GuidePage } from "@/shared/guides/types";

describe.each(databaseKinds())("guides API on %s", (kind) => {
  const ctx = useTypedTestApp(kind);

  const one = (sno: string) => ctx.api.guides[":sno"].$get({ param: { sno } });
  /** Every listed guide, found by the search, with their reviews from each one's own answer. */
  const list = async (): Promise<Guide[]> => {
    const page = (await (await ctx.t.request("/api/guides/search?limit=60")).json()) as GuidePage;
    return Promise.all(
      page.guides.map(async (g) => (await (await one(String(g.sno))).json()).guide),
    );
  };

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
    await ctx.t.db.update(guides).set({ listed: false }).where(eq(guides.sno, 2));
    try {
      expect((await one("2")).status).toBe(404);
      // The search answers from memory until PostgreSQL announces the change (milliseconds).
      await vi.waitFor(async () => expect((await list()).map((g) => g.sno)).not.toContain(2), {
        timeout: 2_000,
        interval: 20,
      });
    } finally {
      await ctx.t.db.update(guides).set({ listed: true }).where(eq(guides.sno, 2));
    }
  });

  it("returns one guide by sno and refuses bad numbers", async () => {
    const res = await one("3");
    expect(res.status).toBe(200);
    expect((await res.json()).guide.sno).toBe(3);
    expect((await one("999")).status).toBe(404);
    const bad = await one("abc");
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.sno).toBeTruthy();
  });
});
