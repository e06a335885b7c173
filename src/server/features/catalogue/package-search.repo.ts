import { type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { destinations, packageReviews, packages } from "@/server/db/schema";
import { searchMatch } from "@/server/db/search-variants";
import { likePattern, rowsOf } from "@/server/db/sql-text";
import {
  type DateSearch,
  packageTourFits,
  tourFitsCtes,
} from "@/server/features/bookings/date-search.repo";
import type { PackageSort } from "@/shared/catalogue/package-filters";

export interface PackageSearch {
  /** Trimmed; "" matches everything. */
  q: string;
  region: string | null;
  difficulty: string | null;
  /** Per person, whole rupees, inclusive; `max` null: no upper limit. */
  min: number;
  max: number | null;
  sort: PackageSort;
  limit: number;
  offset: number;
  /** Search by date: only packages whose whole tour fits (null: no date given). */
  onDate: DateSearch | null;
}

const p = packages;
const d = destinations;

/** The rating a card shows: its reviews' average, or its destination's until it has reviews. */
const rating = sql`coalesce(r.average, ${d.rating})`;

/** Ties fall back to the package's number, so pages never overlap or skip. */
const ORDER: Record<PackageSort, SQL> = {
  popularity: sql`${d.featured} desc, ${rating} desc, ${p.srNo}`,
  "price-asc": sql`${p.price}, ${p.srNo}`,
  "price-desc": sql`${p.price} desc, ${p.srNo}`,
  duration: sql`${p.durationDays}, ${p.price}, ${p.srNo}`,
  rating: sql`${rating} desc, ${p.srNo}`,
  alphabetical: sql`lower(${p.name}), ${p.srNo}`,
};
const needsRating = (sort: PackageSort) => sort === "popularity" || sort === "rating";

/**
 * A search matches a package whose name or description contains the text (the spec's rule for
 * destinations), whose words match it (full-text, English stemming: "beaches" finds "beach"), or
 * whose name is close to it letter by letter (trigrams: "jaipure" finds the Jaipur tour, "goa
 * beech" the Goa beaches one); and every package at a place that matches by name (`places`).
 */
function hitsOf(s: PackageSearch, places: number[]): SQL {
  if (s.q === "") return sql``;
  return sql`hits as materialized (
    select ${p.id} as id from ${p}
    where ${searchMatch(s.q, {
      contains: sql`(${p.name} || ' ' || ${p.description})`,
      words: sql`to_tsvector('english', ${p.name} || ' ' || ${p.description})`,
      names: sql`${p.name}`,
    })}
    union
    select ${p.id} from ${p} where ${p.destinationSrNo} = any(${intArray(places)}::int[])
  ),`;
}

/** The WITH clause's tables: the text matches, the search by date's. */
const ctesOf = (s: PackageSearch, places: number[]) =>
  sql.join([hitsOf(s, places), s.onDate === null ? sql`` : sql`${tourFitsCtes(s.onDate)},`]);

/** Numbers as one array parameter: a list of thousands stays one bound value. */
const intArray = (numbers: number[]) => `{${numbers.join(",")}}`;

/**
 * The destinations whose names (their Hindi and older names too) contain the text or are close to
 * it. Asked on its own, with plain index scans off: the planner otherwise prefers reading every
 * destination in number order to the names' trigram index, which is three times faster.
 */
const placesQuery = (q: string) =>
  sql`select coalesce(array_agg(${d.srNo}), '{}') as sr_nos from ${d}
    where (${d.name} || ' ' || ${d.altNames}) ilike ${likePattern(q)}
      or ${q} <% (${d.name} || ' ' || ${d.altNames})`;

async function withoutIndexScans<T>(tx: Queryable, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('enable_indexscan', 'off', true)`);
  const result = await run();
  await tx.execute(sql`select set_config('enable_indexscan', 'on', true)`);
  return result;
}

async function placesNamed(tx: Queryable, q: string): Promise<number[]> {
  if (q === "") return [];
  const [row] = await withoutIndexScans(tx, async () =>
    rowsOf<{ sr_nos: number[] }>(await tx.execute(placesQuery(q))),
  );
  return row.sr_nos;
}

const reviewsOf = (s: PackageSearch) =>
  needsRating(s.sort)
    ? sql`left join (select package_id, avg(rating) as average from ${packageReviews}
        group by package_id) r on r.package_id = ${p.id}`
    : sql``;

function conditions(s: PackageSearch): SQL {
  return sql.join(
    [
      // Drafts are invisible to travellers, and so is a package whose destination is not published.
      sql`${p.status} = 'published' and ${d.status} = 'published'`,
      s.q === "" ? sql`true` : sql`${p.id} in (select id from hits)`,
      s.region === null ? sql`true` : sql`${d.region} = ${s.region}`,
      s.difficulty === null ? sql`true` : sql`${p.difficulty} = ${s.difficulty}`,
      s.min > 0 ? sql`${p.price} >= ${s.min}` : sql`true`,
      s.max === null ? sql`true` : sql`${p.price} <= ${s.max}`,
      s.onDate === null ? sql`true` : packageTourFits,
    ],
    sql` and `,
  );
}

const narrowed = (s: PackageSearch) =>
  s.q !== "" || s.region !== null || s.difficulty !== null || s.min > 0 || s.max !== null;

/** The planner settings every search runs under, local to its own transaction. */
async function searchSettings(tx: Queryable, s: PackageSearch) {
  // A narrowed list is found through its indexes, text matches first; left to itself the planner
  // reads every package and computes its text vector (as for destinations, docs/performance.md).
  // Only the whole catalogue is read whole, and a search by date, which reads its tables whole
  // anyway. It runs with hash joins only: the planner cannot count the date's tables (tour_fits,
  // thousands of rows), and a nested loop over one under the page's LIMIT rereads it for every
  // row (seconds instead of tens of ms). Never JIT-compile: it takes longer than a search runs.
  const date = s.onDate !== null;
  await tx.execute(sql`select set_config('statement_timeout', '2s', true),
    set_config('enable_seqscan', ${narrowed(s) && !date ? "off" : "on"}, true),
    set_config('enable_nestloop', ${date ? "off" : "on"}, true), set_config('jit', 'off', true)`);
}

/** The page's package numbers in order, each with the number of matches in all. */
function pageQuery(s: PackageSearch, places: number[]): SQL {
  return sql`
    with ${ctesOf(s, places)} page as (
      select ${p.srNo} as sr_no, count(*) over () as total
      from ${p} join ${d} on ${d.srNo} = ${p.destinationSrNo}
      ${reviewsOf(s)}
      where ${conditions(s)}
      order by ${ORDER[s.sort]}
      limit ${s.limit} offset ${s.offset}
    )
    select sr_no, total::int as total from page`;
}

/**
 * The numbers of one page of matching packages, in the page's order, and how many match in all.
 * Bounded: a page is at most 60 rows, and the statements may run for 2 seconds at most.
 */
export async function searchPackages(
  db: Database,
  s: PackageSearch,
): Promise<{ srNos: number[]; total: number }> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    const places = await placesNamed(tx, s.q);
    const page = rowsOf<{ sr_no: number; total: number }>(await tx.execute(pageQuery(s, places)));
    if (page.length > 0) return { srNos: page.map((r) => r.sr_no), total: page[0].total };
    // Past the last page: no rows to count with, so count on their own.
    const [count] = rowsOf<{ total: number }>(
      await tx.execute(sql`with ${ctesOf(s, places)} counted as (select 1
        from ${p} join ${d} on ${d.srNo} = ${p.destinationSrNo} where ${conditions(s)})
        select count(*)::int as total from counted`),
    );
    return { srNos: [], total: count.total };
  });
}

/**
 * The plan PostgreSQL chooses for a search page (EXPLAIN, as JSON): for the query-plan tests. With
 * `analyze`, run too, so each node tells how many times it ran.
 */
export async function packageSearchPlan(
  db: Database,
  s: PackageSearch,
  { analyze = false } = {},
): Promise<unknown[]> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    const plans: unknown[] = [];
    const explain = async (query: SQL) => {
      const [row] = rowsOf<Record<string, unknown>>(
        await tx.execute(
          sql`explain (${sql.raw(analyze ? "analyze, format json" : "format json")}) ${query}`,
        ),
      );
      plans.push(...(Object.values(row)[0] as unknown[]));
    };
    if (s.q !== "") await withoutIndexScans(tx, () => explain(placesQuery(s.q)));
    await explain(pageQuery(s, await placesNamed(tx, s.q)));
    return plans;
  });
}
