import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import {
  averageRating,
  DEFAULT_GUIDE_FILTERS,
  filterGuides,
  type GuideFilters,
  guideLanguages,
} from "@/shared/guides/rules";
import type { Guide, GuidePage } from "@/shared/guides/types";

describe.each(databaseKinds())("guide search on %s", (kind) => {
  let t: TestApp;
  /** Every listed guide with their reviews, by sno (as the list was before the search). */
  let all: Guide[];

  const guideBySno = async (sno: number) =>
    ((await (await t.request(`/api/guides/${sno}`)).json()) as { guide: Guide }).guide;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Two guides hold a verified licence: one's ends today and counts, the other's ended yesterday.
    const licence = (sno: number, expiresOn: string) =>
      t.db.execute(sql`
        insert into guide_licences (guide_id, kind, number, authority, expires_on, document_key, document_type, status)
        select id, 'state', ${`L-${sno}`}, 'Tourism', ${expiresOn}::date, ${`licences/${sno}`},
          'application/pdf', 'verified'
        from guides where sno = ${sno}`);
    await licence(1, todayInIndia());
    await licence(3, addDays(todayInIndia(), -1));
    const snos = (
      (await t.db.execute(sql`select sno from guides order by sno`)) as unknown as {
        rows: { sno: number }[];
      }
    ).rows.map((r) => r.sno);
    all = [];
    for (const sno of snos) {
      const res = await t.request(`/api/guides/${sno}`);
      if (res.status === 200) all.push(((await res.json()) as { guide: Guide }).guide);
    }
  });
  afterAll(() => t?.close());

  const search = async (params: Record<string, string>) => {
    const res = await t.request(`/api/guides/search?${new URLSearchParams(params)}`);
    return {
      status: res.status,
      body: (await res.json()) as GuidePage & { error?: { message: string } },
    };
  };
  const names = (page: GuidePage) => page.guides.map((g) => g.name);
  const paramsOf = (f: GuideFilters) => ({
    q: f.search,
    specialization: f.specialization,
    language: f.language,
    licensed: String(f.licensedOnly),
    sort: f.sort,
  });

  it("has the seeded guides to search, one of them licensed", () => {
    expect(all.length).toBeGreaterThanOrEqual(9);
    expect(all.filter((g) => g.licensed).map((g) => g.sno)).toEqual([1]);
  });

  it.each<[string, Partial<GuideFilters>]>([
    ["the defaults (highest rated)", {}],
    ["by experience", { sort: "experience" }],
    ["by name", { sort: "name" }],
    ["a specialization that takes in heritage guides", { specialization: "Historical Tours" }],
    ["another, by name", { specialization: "Cultural & Historical", sort: "name" }],
    ["a language in another case", { language: "english", sort: "experience" }],
    ["a language few speak", { language: "Tamil" }],
    ["licensed guides only", { licensedOnly: true }],
    ["an unknown language", { language: "Klingon" }],
  ])("pages %s exactly as the screen's rules order them", async (_, change) => {
    const filters = { ...DEFAULT_GUIDE_FILTERS, ...change };
    const expected = filterGuides(all, filters).map((g) => g.name);
    const pages: string[] = [];
    for (let offset = 0; offset < Math.max(expected.length, 1); offset += 4) {
      const { status, body } = await search({
        ...paramsOf(filters),
        limit: "4",
        offset: String(offset),
      });
      expect(status).toBe(200);
      expect(body.total).toBe(expected.length);
      pages.push(...names(body));
    }
    // Every page in order, none overlapping another.
    expect(pages).toEqual(expected);
  });

  it("orders ties by sno, so pages of equal ratings never overlap", async () => {
    await t.db.execute(sql`update guides set experience = 7`);
    try {
      const first = await search({ sort: "experience", limit: "5" });
      const second = await search({ sort: "experience", limit: "5", offset: "5" });
      const snos = [...first.body.guides, ...second.body.guides].map((g) => g.sno);
      expect(snos).toEqual([...snos].sort((a, b) => a - b));
      expect(new Set(snos).size).toBe(all.length);
    } finally {
      await t.db.execute(
        sql`update guides set experience = seeded.experience from (values ${sql.join(
          all.map((g) => sql`(${g.sno}::int, ${g.experience}::smallint)`),
          sql`, `,
        )}) as seeded(sno, experience) where guides.sno = seeded.sno`,
      );
    }
  });

  it("answers a card's front and back without the reviews: their mean and count stand in", async () => {
    const { body } = await search({ limit: "60" });
    expect(body.guides).toHaveLength(all.length);
    for (const summary of body.guides) {
      const full = all.find((g) => g.sno === summary.sno)!;
      const { reviews, ...rest } = full;
      expect(summary).toEqual(rest);
      expect("reviews" in summary).toBe(false);
      expect(summary.rating).toBe(averageRating(reviews.map((r) => r.rating)));
      expect(summary.reviewCount).toBe(reviews.length);
    }
    expect(body.languages).toEqual(guideLanguages(all));
  });

  it("finds what the spec's substring rule finds, and more: misspelt names and specializations", async () => {
    for (const q of ["trek", "Delhi", "RAWAT", "culinary"]) {
      const expected = filterGuides(all, { ...DEFAULT_GUIDE_FILTERS, search: q }).map(
        (g) => g.name,
      );
      expect(expected.length).toBeGreaterThan(0);
      const { body } = await search({ q, limit: "60" });
      expect(names(body)).toEqual(expect.arrayContaining(expected));
    }
    const found = async (q: string) => names((await search({ q, limit: "60" })).body);
    expect(await found("vikram rawatt")).toContain("Vikram Rawat");
    expect(await found("meera shrivastava")).toContain("Meera Srivastava");
    expect(await found("sandep dhurve")).toContain("Sandeep Dhurve");
    expect(await found("wildlfe")).toContain("Sandeep Dhurve");
    // Full-text: another form of a word in a description.
    const treks = await found("treks");
    expect(treks).toContain("Vikram Rawat");
  });

  it("finds a guide added with a misspelt search, and keeps unlisted guides out", async () => {
    const [{ id }] = (
      (await t.db.execute(sql`
        insert into guides (sno, name, image, image_alt, specialization, experience, languages,
          max_group_size, certifications, verified, description)
        values (9001, 'Rajesh Kumar', '/images/guides/placeholder.svg', 'Rajesh', 'Adventure & Trekking',
          12, '{Hindi}', 8, '{}', true, 'Treks in the Himalaya.')
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    try {
      await t.db.execute(
        sql`insert into guide_destinations (guide_id, destination_id) select ${id}, min(id) from destinations`,
      );
      // A cached answer is dropped when PostgreSQL's change notice arrives, just after the commit.
      const eventually = (check: () => Promise<void>) =>
        vi.waitFor(check, { timeout: 2000, interval: 20 });
      await eventually(async () =>
        expect(names((await search({ q: "rajesh kumarr" })).body)).toEqual(["Rajesh Kumar"]),
      );
      await t.db.execute(sql`update guides set listed = false where id = ${id}`);
      await eventually(async () =>
        expect((await search({ q: "rajesh kumarr" })).body.total).toBe(0),
      );
      await t.db.execute(sql`update guides set listed = true, verified = false where id = ${id}`);
      await eventually(async () =>
        expect((await search({ q: "rajesh kumar" })).body.total).toBe(0),
      );
    } finally {
      await t.db.execute(sql`delete from guides where id = ${id}`);
    }
  });

  it.each([
    ["SQL", `%_\\'";--`],
    ["a statement", "'; drop table guides; --"],
    ["LIKE wildcards", "%"],
    ["an underscore", "_"],
    ["a regular expression", ".*"],
    ["a backslash", "\\"],
  ])("takes %s as plain text", async (_, q) => {
    const { status, body } = await search({ q });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    expect(body.guides).toEqual([]);
  });

  it.each([
    ["regular expression characters", "^(a+)+$[x]{2}|\\d"],
    ["emoji", "🙏 trek 🏔️"],
    ["a language of emoji", "🙂"],
  ])("answers %s with a page, never a 500", async (_, q) => {
    const { status, body } = await search({ q, language: q.slice(0, 10) });
    expect(status).toBe(200);
    expect(Array.isArray(body.guides)).toBe(true);
  });

  it("answers a page past the end with no guides and the true count", async () => {
    const { status, body } = await search({ offset: "9000" });
    expect(status).toBe(200);
    expect(body.guides).toEqual([]);
    expect(body.total).toBe(all.length);
    expect(body.languages).toEqual(guideLanguages(all));
  });

  it.each([
    [
      "a search of 10,000 characters",
      { q: "a".repeat(10_000) },
      "Search text must be at most 100 characters",
    ],
    ["an unknown sort", { sort: "random()" }, "Unknown sort"],
    ["an unknown specialization", { specialization: "Pirates" }, "Unknown specialization"],
    ["a language too long", { language: "x".repeat(41) }, "A language is at most 40 characters"],
    ["a licence flag that is not one", { licensed: "1; drop" }, "Use true or false"],
    ["a huge page", { limit: "1000" }, "Ask for 1 to 60 guides at a time"],
    ["an empty page", { limit: "0" }, "Ask for 1 to 60 guides at a time"],
    ["a negative offset", { offset: "-12" }, "The offset must be a whole number up to 100000"],
    ["an absurd offset", { offset: "1e9" }, "The offset must be a whole number up to 100000"],
  ])("refuses %s with a clear 422 naming the field", async (_, params, message) => {
    const { status, body } = await search(params);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(message);
  });

  /** Asks until the answer differs from `etag` (the NOTIFY arrives after the commit), bounded. */
  async function changedAfter(path: string, etag: string): Promise<GuidePage> {
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      const res = await t.request(path, { headers: { "if-none-match": etag } });
      if (res.status === 200) return (await res.json()) as GuidePage;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} still answers 304`);
  }

  it("keeps answers with a validator, and a new review changes the rating, count and order", async () => {
    const path = "/api/guides/search?q=Bidisha";
    const first = await t.request(path);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const before = ((await first.json()) as GuidePage).guides[0];
    expect((await t.request(path, { headers: { "if-none-match": etag } })).status).toBe(304);

    const bidisha = all.find((g) => g.name === "Bidisha Borah")!;
    await t.db.execute(sql`
      insert into guide_reviews (guide_id, author, rating, comment, reviewed_on)
      select id, 'Tester ' || n, 1, 'Late every day.', '2026-01-01'
      from guides, generate_series(1, 3) as n where sno = ${bidisha.sno}`);
    try {
      const after = (await changedAfter(path, etag)).guides[0];
      const ratings = [...bidisha.reviews.map((r) => r.rating), 1, 1, 1];
      expect(after.reviewCount).toBe(before.reviewCount + 3);
      expect(after.rating).toBe(averageRating(ratings));
      // Now the lowest rated: last of the default order.
      const everyone = await search({ limit: "60" });
      expect(everyone.body.guides.at(-1)?.sno).toBe(bidisha.sno);
    } finally {
      await t.db.execute(sql`delete from guide_reviews where author like 'Tester %'`);
    }
    // The cached answer goes when PostgreSQL's change notice arrives, just after the commit.
    await vi.waitFor(
      async () => {
        const restored = (await search({ q: "Bidisha" })).body.guides[0];
        expect(restored.rating).toBe(before.rating);
        expect(restored.reviewCount).toBe(before.reviewCount);
      },
      { timeout: 2000, interval: 20 },
    );
  });

  it("recounts both guides when a review moves, and a guide with none rates 0", async () => {
    const [a, b] = all.filter((g) => g.reviews.length > 0);
    await t.db.execute(sql`update guide_reviews set guide_id = (select id from guides where sno = ${b.sno})
      where guide_id = (select id from guides where sno = ${a.sno})`);
    try {
      const rows = (
        (await t.db.execute(
          sql`select sno, rating, review_count from guides where sno in (${a.sno}, ${b.sno}) order by sno`,
        )) as unknown as { rows: { sno: number; rating: number; review_count: number }[] }
      ).rows;
      const bRatings = [...a.reviews, ...b.reviews].map((r) => r.rating);
      expect(rows.find((r) => r.sno === a.sno)).toMatchObject({ rating: 0, review_count: 0 });
      expect(rows.find((r) => r.sno === b.sno)).toMatchObject({
        rating: averageRating(bRatings),
        review_count: bRatings.length,
      });
    } finally {
      const ids = a.reviews.map((r) => r.id);
      await t.db.execute(sql`update guide_reviews set guide_id = (select id from guides where sno = ${a.sno})
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    expect((await guideBySno(a.sno)).rating).toBe(a.rating);
    const summary = (await search({ q: a.name })).body.guides.find((g) => g.sno === a.sno);
    expect(summary?.rating).toBe(a.rating);
  });

  it("drops cached answers when a guide's regions or licence change", async () => {
    const path = "/api/guides/search?q=Bidisha";
    const first = await t.request(path);
    const etag = first.headers.get("etag")!;
    const before = ((await first.json()) as GuidePage).guides[0];
    expect(before.licensed).toBe(false);
    const bidisha = sql`(select id from guides where sno = ${before.sno})`;
    const [{ name: added }] = (
      (await t.db.execute(sql`
        insert into guide_destinations (guide_id, destination_id)
        select ${bidisha}, min(id) from destinations
        where id not in (select destination_id from guide_destinations where guide_id = ${bidisha})
        returning (select name from destinations where id = destination_id) as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    try {
      const moved = await changedAfter(path, etag);
      expect(moved.guides[0].regions).toContain(added);
      expect(moved.guides[0].regions).toHaveLength(before.regions.length + 1);

      const again = (await t.request(path)).headers.get("etag")!;
      await t.db.execute(sql`
        insert into guide_licences (guide_id, kind, number, authority, expires_on, document_key, document_type, status)
        values (${bidisha}, 'state', 'B-1', 'Tourism', '2099-01-01', 'licences/b', 'application/pdf', 'verified')`);
      expect((await changedAfter(path, again)).guides[0].licensed).toBe(true);
      const licensed = await search({ licensed: "true", limit: "60" });
      const licensedSnos = licensed.body.guides.map((g) => g.sno).sort((a, b) => a - b);
      expect(licensedSnos).toEqual([1, before.sno].sort((a, b) => a - b));
    } finally {
      await t.db.execute(sql`delete from guide_licences where guide_id = ${bidisha}`);
      await t.db.execute(
        sql`delete from guide_destinations where guide_id = ${bidisha}
          and destination_id = (select id from destinations where name = ${added})`,
      );
    }
  });
});
