import { databaseKinds } from "@tests/support/test-database";
import { errorOf, useTypedTestApp } from "@tests/support/typed-client";
import { describe, expect, it } from "vitest";
import type { DestinationPage, PackageDetail, PackagePage } from "@/shared/catalogue/types";
import { INTERESTS, REGIONS } from "@/shared/constants";

describe.each(databaseKinds())("catalogue API on %s", (kind) => {
  const ctx = useTypedTestApp(kind);

  it("finds at least 40 destinations in all five regions; Agra, Delhi, Goa and Ladakh are numbers 1 to 4", async () => {
    const res = await ctx.api.destinations.search.$get({ query: { limit: "60" } });
    expect(res.status).toBe(200);
    const { destinations, total } = (await res.json()) as DestinationPage;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(destinations).toHaveLength(total);
    const first = [1, 2, 3, 4].map((srNo) => destinations.find((d) => d.srNo === srNo)?.name);
    expect(first).toEqual(["Agra", "Delhi", "Goa", "Ladakh"]);
    expect(new Set(destinations.map((d) => d.region))).toEqual(new Set(REGIONS));
    for (const d of destinations) {
      expect(d.interests.length).toBeGreaterThan(0);
      for (const i of d.interests) expect(INTERESTS).toContain(i);
      expect(Number.isInteger(d.avgPrice)).toBe(true);
      expect(d.image).toBe(`/images/destinations/${d.slug}.svg`);
      expect(d.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it("never sends the whole catalogue: the unbounded list is gone", async () => {
    const res = await ctx.t.request("/api/destinations");
    expect(res.status).toBe(404);
  });

  it("lists a package for every destination, each with a tax-inclusive price", async () => {
    const res = await ctx.api.packages.search.$get({ query: { limit: "60" } });
    const { packages, total } = (await res.json()) as PackagePage;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(packages).toHaveLength(total);
    expect(packages.find((p) => p.srNo === 1)).toMatchObject({
      id: "dest_1",
      destinationName: "Agra",
    });
    for (const p of packages) {
      expect(p.id).toBe(`dest_${p.srNo}`);
      expect(p.price).toBeGreaterThan(0);
      expect(p.durationDays).toBeGreaterThanOrEqual(3);
      expect(p.highlights.length).toBeGreaterThanOrEqual(3);
      expect(p.type).toMatch(/^[A-Z]/);
    }
  });

  it("returns a package's own itinerary, stays, costs with 18% tax, inclusions, gallery and reviews", async () => {
    const res = await ctx.api.packages[":id"].$get({ param: { id: "dest_3" } });
    expect(res.status).toBe(200);
    const { package: pkg }: { package: PackageDetail } = await res.json();
    expect(pkg.destinationName).toBe("Goa");
    expect(pkg.itinerary.length).toBe(pkg.durationDays);
    expect(pkg.itinerary.map((d) => d.day)).toEqual(pkg.itinerary.map((_, i) => i + 1));
    expect(pkg.accommodation.reduce((n, a) => n + a.nights, 0)).toBe(pkg.durationDays - 1);
    expect(pkg.subtotal).toBe(pkg.costItems.reduce((n, c) => n + c.amount, 0));
    expect(pkg.tax).toBe(Math.round(pkg.subtotal * 0.18));
    expect(pkg.subtotal + pkg.tax).toBe(pkg.price);
    expect(pkg.inclusions.length).toBeGreaterThan(0);
    expect(pkg.exclusions.length).toBeGreaterThan(0);
    expect(pkg.gallery).toHaveLength(3);
    expect(pkg.reviews.length).toBeGreaterThanOrEqual(3);
    expect(pkg.reviewCount).toBe(pkg.reviews.length);
  });

  it("gives different packages different content", async () => {
    const detail = async (id: string) => {
      const res = await ctx.api.packages[":id"].$get({ param: { id } });
      const body: { package: PackageDetail } = await res.json();
      return body;
    };
    const a = await detail("dest_1");
    const b = await detail("dest_4");
    expect(a.package.itinerary[0].title).not.toBe(b.package.itinerary[0].title);
    expect(a.package.name).not.toBe(b.package.name);
  });

  it.each([
    ["dest_9999", 404, "NOT_FOUND"],
    ["dest_0", 400, "BAD_REQUEST"],
    ["dest_abc", 400, "BAD_REQUEST"],
    ["1", 400, "BAD_REQUEST"],
    ["dest_1%27%20or%201=1", 400, "BAD_REQUEST"],
  ])("answers %s with %i", async (id, status, code) => {
    const res = await ctx.api.packages[":id"].$get({ param: { id } });
    expect(res.status).toBe(status);
    const error = await errorOf(res);
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
  });
});
