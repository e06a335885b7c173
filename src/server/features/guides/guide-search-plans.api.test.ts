import { planNodes as nodesOf, plannerAvailable } from "@tests/support/query-plans";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInIndia } from "@/shared/dates";
import { type GuideSearch, guideSearchPlan, searchGuides } from "./guide-search.repo";

const onPostgres = plannerAvailable("guide search query-plan test");

const GUIDES = 5_000;
const REVIEWS_EACH = 12;

/**
 * 5,000 listed guides, each covering two destinations, with twelve reviews each (60,000): names
 * from common Indian first and last names, so "Rajesh Kumar" is among them, as are many near him.
 */
const SCALE_SQL = `
  with first_names(name, i) as (
    select * from unnest(array['Rajesh','Amit','Priya','Sunita','Arjun','Kavya','Rahul','Neha',
      'Vikas','Pooja','Sanjay','Anita','Manoj','Deepa','Karan','Meena','Suresh','Lata','Ravi',
      'Geeta','Anil','Rekha','Ashok','Usha','Nitin']) with ordinality
  ), last_names(name, i) as (
    select * from unnest(array['Kumar','Sharma','Verma','Iyer','Nair','Reddy','Patel','Singh',
      'Das','Ghosh','Menon','Rao','Joshi','Pillai','Chauhan','Bose','Mehta','Gupta','Kulkarni',
      'Bhat']) with ordinality
  ), numbered as (
    select n, f.name || ' ' || l.name || case when n > 500 then ' ' || n else '' end as name
    from generate_series(1, ${GUIDES}) as n
    join first_names f on f.i = 1 + (n - 1) % 25
    join last_names l on l.i = 1 + ((n - 1) / 25) % 20
  )
  insert into guides (sno, name, image, image_alt, specialization, experience, languages,
    max_group_size, certifications, verified, featured, description)
  select 100000 + n, name, '/images/guides/placeholder.svg', name,
    (array['Adventure & Trekking','Cultural & Historical','Food & Culinary','Wildlife & Nature',
      'Desert Safaris','Historical Tours','Winter Sports','Cultural & Heritage'])[1 + n % 8],
    n % 30, array['Hindi','English',(array['Tamil','Bengali','Marathi','French','German'])[1 + n % 5]],
    4 + n % 12, '{}', true, n % 50 = 0,
    'Guide number ' || n || ' leads ' ||
      (array['treks through the hills','food walks in old bazaars','heritage walks past forts',
        'safaris in the national parks','camel rides into the dunes'])[1 + n % 5] ||
      ' and knows every lane and story of the region.'
  from numbered;
  insert into guide_destinations (guide_id, destination_id)
  select g.id, d.id from guides g
  join lateral (select id from destinations order by (id + g.sno) % 97, id limit 2) d on true
  where g.sno > 100000;
  insert into guide_reviews (guide_id, author, rating, comment, reviewed_on)
  select g.id, 'Traveller ' || r, 1 + ((g.sno + r) % 9) / 2.0, 'A fine day out.', date '2025-01-01' + r
  from guides g, generate_series(1, ${REVIEWS_EACH}) as r
  where g.sno > 100000;
  analyze guides; analyze guide_reviews; analyze guide_destinations; analyze guide_licences;
`;

const search = (change: Partial<GuideSearch>): GuideSearch => ({
  q: "",
  specializations: null,
  language: null,
  licensed: false,
  sort: "rating",
  limit: 12,
  offset: 0,
  today: todayInIndia(),
  ...change,
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const TEXT_INDEXES = ["guides_text_trgm", "guides_names_trgm", "guides_fts"];

describe.skipIf(!onPostgres)("guide search query plans on 5,000 guides (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
    await t.db.execute(sql.raw(SCALE_SQL));
  }, 120_000);
  afterAll(() => t?.close());

  it("has the guides, their reviews counted on each guide by the trigger", async () => {
    const [row] = (
      (await t.db.execute(sql`
        select count(*)::int as guides,
          count(*) filter (where review_count = ${REVIEWS_EACH})::int as counted,
          count(*) filter (where rating = (select avg(r.rating) from guide_reviews r where r.guide_id = guides.id))::int as rated
        from guides where sno > 100000`)) as unknown as {
        rows: { guides: number; counted: number; rated: number }[];
      }
    ).rows;
    expect(row).toEqual({ guides: GUIDES, counted: GUIDES, rated: GUIDES });
  });

  it.each([
    ["a misspelt name", { q: "rajesh kumarr" }],
    ["a name in Devanagari, also read in Latin letters", { q: "राजेश कुमार" }],
    [
      "a word with a specialization and a language",
      {
        q: "treks",
        specializations: ["Adventure & Trekking"],
        language: "hindi",
      },
    ],
    ["a misspelt specialization, licensed only", { q: "wildlfe", licensed: true }],
    ["a word, sorted by name, on a later page", { q: "forts", sort: "name" as const, offset: 24 }],
    ["a word, by experience", { q: "bazaars", sort: "experience" as const }],
  ])("finds %s through indexes, never reading a whole table", async (_, change) => {
    const plan = await guideSearchPlan(t.db, search(change));
    const nodes = nodesOf(plan);
    const scans = nodes.filter(
      (n) =>
        n["Node Type"] === "Seq Scan" &&
        (n["Relation Name"] === "guides" || n["Relation Name"] === "guide_reviews"),
    );
    expect(scans).toEqual([]);
    // Reviews are never read: the rating and count are on the guide.
    expect(nodes.filter((n) => n["Relation Name"] === "guide_reviews")).toEqual([]);
    const used = nodes
      .filter((n) => n["Node Type"] === "Bitmap Index Scan")
      .map((n) => n["Index Name"]);
    expect(used).toEqual(expect.arrayContaining(TEXT_INDEXES));
  });

  it("sorts every guide by rating without reading a review", async () => {
    const plan = await guideSearchPlan(t.db, search({ sort: "rating", offset: 600 }));
    expect(nodesOf(plan).filter((n) => n["Relation Name"] === "guide_reviews")).toEqual([]);
  });

  it("answers the searches: the misspelt name is among its matches, a late page is full", async () => {
    const started = performance.now();
    const { rows, total } = await searchGuides(t.db, search({ q: "rajesh kumarr", limit: 60 }));
    const ms = performance.now() - started;
    console.info(`"rajesh kumarr" over ${GUIDES} guides: ${total} matches in ${ms.toFixed(0)} ms`);
    expect(rows.map((r) => r.name)).toContain("Rajesh Kumar");
    const inHindi = await searchGuides(t.db, search({ q: "राजेश कुमार", limit: 60 }));
    expect(inHindi.rows.map((r) => r.name)).toContain("Rajesh Kumar");
    const everyone = await searchGuides(t.db, search({ limit: 12, offset: 4_000 }));
    expect(everyone.total).toBeGreaterThanOrEqual(GUIDES);
    expect(everyone.rows).toHaveLength(12);
  });
});
