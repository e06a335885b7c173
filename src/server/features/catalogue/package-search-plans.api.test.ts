import { planNodes as nodesOf, type PlanNode, plannerAvailable } from "@tests/support/query-plans";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PackageSearch, packageSearchPlan, searchPackages } from "./package-search.repo";

const onPostgres = plannerAvailable("package search query-plan test");

const PLACES = 10_000;
const TOURS = 50_000;
const FIRST = 200_000;

/**
 * 10,000 places named from real place-name parts (Rampur Fort, Sonagarh Lake…) and five tours at
 * each, 50,000 in all, with varied difficulty, length and price: a misspelt search has thousands
 * of near neighbours, and every filter keeps a few thousand.
 */
async function seedPackagesAtScale(t: TestApp) {
  await t.db.execute(
    sql.raw(`insert into destinations (sr_no, slug, name, state, region, description, best_season,
        interests, avg_price, rating, difficulty, featured, image, image_alt)
      select ${FIRST} + k, 'plan-place-' || k,
        (array['Ram','Shiv','Chandra','Sur','Ganga','Hari','Dev','Indra','Maha','Raj','Sona','Nil',
               'Kesar','Moti','Hira','Jai','Lad','Var','Udai','Rishi'])[1 + k % 20]
          || (array['pur','garh','nagar','abad','kot','ganj','wadi','tal','kund','dham','puram',
                    'palli','mer','ner','dwar'])[1 + (k / 20) % 15]
          || ' ' || (array['Fort','Lake','Hills','Valley','Ghat','Bazaar','Caves','Sanctuary'])[1 + (k / 300) % 8],
        (array['Rajasthan','Kerala','Gujarat','Assam','Punjab','Odisha','Bihar','Karnataka'])[1 + k % 8],
        (array['North India','West India','South India','Islands','Central India'])[1 + k % 5],
        'A generated place.', 'October to March', array['historical','cultural'],
        1000 * (5 + k % 90), 3 + (k % 20) / 10.0, 'Easy', k % 97 = 0,
        '/images/destinations/agra.svg', 'A generated place'
      from generate_series(1, ${PLACES}) k`),
  );
  await t.db.execute(
    sql.raw(`insert into packages (sr_no, destination_sr_no, slug, name, description, highlights,
        difficulty, duration_days, price, image, image_alt, inclusions, exclusions)
      select ${FIRST} + k, ${FIRST} + 1 + (k - 1) % ${PLACES}, 'plan-tour-' || k,
        d.name || ' ' || (array['Heritage Walk','Food Trail','Family Break','Photo Journey',
                                'Slow Escape'])[1 + (k - 1) / ${PLACES}],
        'Days among ' || (array['old temples and a river ghat','forts above a desert town',
            'tea gardens on misty hills','a lake with boat rides at dusk','caves with painted walls',
            'a bazaar of spices and silk','a wildlife sanctuary with tigers',
            'beaches and coconut groves'])[1 + (k * 7) % 8] || ', with a local guide.',
        array['Sights','Food','Walks'], (array['Easy','Moderate','Challenging'])[1 + (k * 5) % 3],
        2 + k % 9, 1000 * (8 + (k * 13) % 90), '/images/packages/agra.svg', 'A generated tour',
        array['Stay'], array['Flights']
      from generate_series(1, ${TOURS}) k
      join destinations d on d.sr_no = ${FIRST} + 1 + (k - 1) % ${PLACES}`),
  );
  await t.db.execute(sql`analyze destinations`);
  await t.db.execute(sql`analyze packages`);
}

const search = (change: Partial<PackageSearch>): PackageSearch => ({
  q: "",
  region: null,
  difficulty: null,
  min: 0,
  max: null,
  sort: "popularity",
  limit: 6,
  offset: 0,
  onDate: null,
  ...change,
});

const seqScans = (nodes: PlanNode[]) =>
  nodes.filter(
    (n) =>
      n["Node Type"] === "Seq Scan" &&
      (n["Relation Name"] === "packages" || n["Relation Name"] === "destinations"),
  );
const indexesUsed = (nodes: PlanNode[]) =>
  nodes.map((n) => n["Index Name"]).filter((name) => name !== undefined);

describe.skipIf(!onPostgres)(
  "package search query plans on 50,000 packages at 10,000 destinations (PostgreSQL)",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp("postgres");
      await seedPackagesAtScale(t);
    }, 120_000);
    afterAll(() => t?.close());

    it("holds the catalogue it was built with", async () => {
      const { total } = await searchPackages(t.db, search({}));
      expect(total).toBeGreaterThanOrEqual(TOURS);
    });

    it.each([
      ["a misspelt place", { q: "jaipure" }],
      ["two words, one misspelt", { q: "goa beech" }],
      ["a Hinglish word, also read in English", { q: "mandir" }],
      [
        "a word with a region and a price range, by price",
        { q: "temple", region: "North India", min: 5000, max: 60000, sort: "price-asc" as const },
      ],
      ["a word, by rating, on a later page", { q: "lake", sort: "rating" as const, offset: 12 }],
    ])(
      "searches for %s through the text indexes, never reading a whole table",
      async (_, change) => {
        const nodes = nodesOf(await packageSearchPlan(t.db, search(change)));
        expect(seqScans(nodes)).toEqual([]);
        expect(indexesUsed(nodes)).toEqual(
          expect.arrayContaining([
            "packages_text_trgm",
            "packages_fts",
            "packages_name_trgm",
            "destinations_names_trgm",
          ]),
        );
        const { total } = await searchPackages(t.db, search(change));
        expect(total).toBeGreaterThan(0);
      },
    );

    it.each([
      [
        "a region, a difficulty and a price range, by price",
        {
          region: "South India",
          difficulty: "Moderate",
          min: 20000,
          max: 40000,
          sort: "price-asc" as const,
        },
      ],
      [
        "a difficulty and a highest price, by length",
        { difficulty: "Easy", max: 30000, sort: "duration" as const },
      ],
      ["a region, by popularity", { region: "Islands" }],
    ])("browses by %s through indexes, never reading a whole table", async (_, change) => {
      const nodes = nodesOf(await packageSearchPlan(t.db, search(change)));
      expect(seqScans(nodes)).toEqual([]);
      expect(indexesUsed(nodes).length).toBeGreaterThan(0);
      const { srNos, total } = await searchPackages(t.db, search(change));
      expect(srNos).toHaveLength(6);
      expect(total).toBeGreaterThan(6);
      expect(total).toBeLessThan(TOURS);
    });
  },
);
