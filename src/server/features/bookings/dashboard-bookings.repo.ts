import { type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { bookings, destinations, packages } from "@/server/db/schema";
import { likePattern, planOf, rowsOf } from "@/server/db/sql-text";
import {
  type BookingFilter,
  DASHBOARD_SEARCH_CAP,
  DASHBOARD_TOTAL_CAP,
} from "@/shared/bookings/schema";

export interface DashboardPageQuery {
  /** One guide's bookings, or null for every guide's (an admin). */
  guideId: number | null;
  /** The status as shown: a confirmed tour whose last day has passed is completed. */
  status: BookingFilter;
  /** Trimmed; "" matches every booking. */
  q: string;
  /** Only tours starting today or later. */
  upcoming: boolean;
  limit: number;
  offset: number;
  today: string;
}

const b = bookings;

/**
 * The list's order in three runs: tours under way, then tours ahead (both soonest first), then
 * past tours (most recent first). Ties go by creation, then id, so pages never overlap.
 */
type Run = "current" | "ahead" | "past";
const RUNS: Run[] = ["current", "ahead", "past"];
const PART: Record<Run, number> = { current: 0, ahead: 1, past: 2 };

function runCondition(run: Run, today: string): SQL {
  if (run === "current")
    return sql`daterange(${b.startDate}, ${b.endDate}, '[]') @> ${today}::date and ${b.startDate} < ${today}`;
  if (run === "ahead") return sql`${b.startDate} >= ${today}`;
  return sql`${b.startDate} < ${today} and ${b.endDate} < ${today}`;
}

/**
 * The stored statuses shown as `filter` within a run (null: any), as effectiveStatus has it: a
 * confirmed booking of a past tour is completed.
 */
function storedStatuses(filter: BookingFilter, run: Run): string[] | null {
  if (filter === "all") return null;
  if (filter === "confirmed") return run === "past" ? [] : ["confirmed"];
  if (filter === "completed") return run === "past" ? ["completed", "confirmed"] : ["completed"];
  return [filter];
}

/** The same filter on any row. */
export function shownAs(filter: BookingFilter, today: string): SQL {
  if (filter === "all") return sql`true`;
  if (filter === "confirmed") return sql`${b.status} = 'confirmed' and ${b.endDate} >= ${today}`;
  if (filter === "completed")
    return sql`(${b.status} = 'completed' or (${b.status} = 'confirmed' and ${b.endDate} < ${today}))`;
  return sql`${b.status} = ${filter}`;
}

/**
 * A search matches the traveller's name or e-mail, the package's name or its destination's names.
 * Among every guide's bookings the contact is found by a trigram index and the packages first, in
 * the catalogue's own indexes; among one guide's few, each booking is simply checked.
 */
function searchCondition(q: string, packageIds: number[] | "each"): SQL {
  if (q === "") return sql`true`;
  const like = likePattern(q);
  const contact = sql`(${b.name} || ' ' || ${b.email}) ilike ${like}`;
  // A scalar subquery, looked up by key for each booking: as EXISTS, the planner may hash the
  // whole catalogue instead.
  if (packageIds === "each")
    return sql`(${contact} or coalesce((select p.name ilike ${like}
        or (d.name || ' ' || d.alt_names) ilike ${like}
      from ${packages} p join ${destinations} d on d.sr_no = p.destination_sr_no
      where p.id = ${b.packageId}), false))`;
  if (packageIds.length === 0) return contact;
  return sql`(${contact} or ${b.packageId} = any(${`{${packageIds.join(",")}}`}::int[]))`;
}

/** The packages whose name or destination's names contain the search text. */
async function packagesMatching(tx: Queryable, q: string): Promise<number[]> {
  const like = likePattern(q);
  const result = await tx.execute(sql`
    select ${packages.id} as id from ${packages} where ${packages.name} ilike ${like}
    union
    select p.id from ${packages} p join ${destinations} d on d.sr_no = p.destination_sr_no
      where (d.name || ' ' || d.alt_names) ilike ${like}`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/**
 * Each run read in order along its index, `depth` rows at most. A search walks them only when it
 * matched more than DASHBOARD_SEARCH_CAP bookings (`gate`): its matches are then dense, and a
 * walk finds a page quickly; fewer are sorted whole instead.
 */
function orderedRuns(query: DashboardPageQuery, where: SQL, depth: number, gate: SQL) {
  const { today } = query;
  const branches: SQL[] = [];
  let current = sql``;
  for (const run of query.upcoming ? (["ahead"] as Run[]) : RUNS) {
    const statuses = storedStatuses(query.status, run);
    if (statuses?.length === 0) continue;
    if (run === "current") {
      // Tours under way are few, found by their date range (GiST); walking the start-date index
      // back to the first booking ever is what the planner would otherwise try. The status is
      // checked after: with it inside, the planner prefers the no-overlap index (partial, on
      // holding statuses), which leads with the guide and so is read whole.
      current = sql`current_tours as materialized (
        select ${b.id} as id, ${b.status} as status, ${b.startDate} as start_date,
          ${b.createdAt} as created_at
        from ${b} where ${runCondition(run, today)} and ${where}),`;
      branches.push(sql`(select id, 0 as part, start_date, created_at from current_tours
        where ${gate} and ${statuses ? sql`status in ${statuses}` : sql`true`}
        order by start_date, created_at, id limit ${depth})`);
      continue;
    }
    const direction = sql.raw(run === "past" ? "desc" : "asc");
    // One branch per stored status, so that each is one ordered index range.
    for (const status of statuses ?? [null]) {
      branches.push(sql`(select ${b.id} as id, ${sql.raw(String(PART[run]))} as part,
          ${b.startDate} as start_date, ${b.createdAt} as created_at
        from ${b} where ${gate} and ${runCondition(run, today)} and ${where}
          and ${status === null ? sql`true` : sql`${b.status} = ${status}`}
        order by ${b.startDate} ${direction}, ${b.createdAt} ${direction}, ${b.id} ${direction}
        limit ${depth})`);
    }
  }
  return { current, branches };
}

function pageQuery(query: DashboardPageQuery, packageIds: number[] | "each"): SQL {
  const { today } = query;
  const where = sql.join(
    [
      query.guideId === null ? sql`true` : sql`${b.guideId} = ${query.guideId}`,
      searchCondition(query.q, packageIds),
    ],
    sql` and `,
  );
  const matching = sql`${where} and ${shownAs(query.status, today)}
    and ${query.upcoming ? sql`${b.startDate} >= ${today}` : sql`true`}`;
  const depth = query.offset + query.limit;
  const searching = query.q !== "";
  // A search first collects its matches, DASHBOARD_SEARCH_CAP + 1 at most: they are the count,
  // and when there are no more they are the list, sorted whole.
  const hits = searching
    ? sql`hits as materialized (select ${b.id} as id, ${b.startDate} as start_date,
          ${b.endDate} as end_date, ${b.createdAt} as created_at
        from ${b} where ${matching}
        order by ${b.startDate}, ${b.createdAt}, ${b.id} limit ${DASHBOARD_SEARCH_CAP + 1}),
      counted as (select count(*)::int as n from hits),`
    : sql``;
  const { current, branches } = orderedRuns(
    query,
    where,
    depth,
    searching ? sql`(select n from counted) > ${DASHBOARD_SEARCH_CAP}` : sql`true`,
  );
  if (searching)
    branches.push(sql`(select id, case when start_date >= ${today} then 1
          when end_date >= ${today} then 0 else 2 end as part, start_date, created_at
        from hits where (select n from counted) <= ${DASHBOARD_SEARCH_CAP})`);
  const page =
    branches.length === 0
      ? sql`page as (select null::uuid as id, 0 as part, null::date as start_date,
          null::timestamptz as created_at where false)`
      : sql`page as (${sql.join(branches, sql` union all `)})`;
  const total = searching
    ? sql`(select n from counted)`
    : sql`(select count(*) from (select 1 from ${b} where ${matching}
        limit ${DASHBOARD_TOTAL_CAP + 1}) matches)`;
  return sql`
    with ${hits} ${current} ${page},
    shown as (
      select id, row_number() over (order by part,
        case when part < 2 then start_date end, case when part < 2 then created_at end,
        case when part < 2 then id end, start_date desc, created_at desc, id desc) as position
      from page
      order by position
      offset ${query.offset} limit ${query.limit})
    select coalesce((select json_agg(id order by position) from shown), '[]')::text as ids,
      ${total}::int as total`;
}

/**
 * The rest of a list's transaction runs for 2 seconds at most, and through indexes only: each
 * part of a list has one that answers it, and where the planner misjudges a search's matches (or,
 * on a small table, the cost of a few lookups), reading rows one by one would read millions.
 */
export async function throughIndexes(tx: Queryable) {
  await tx.execute(sql`select set_config('statement_timeout', '2s', true),
    set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true)`);
}

/**
 * A page query's answer (one row: the page's ids as JSON text, and how many match), the count
 * capped at `cap`, past which `capped` says there are more.
 */
export async function idsPage(
  tx: Queryable,
  query: SQL,
  cap: number,
): Promise<{ ids: string[]; total: number; capped: boolean }> {
  const [row] = rowsOf<{ ids: string; total: number }>(await tx.execute(query));
  return {
    ids: JSON.parse(row.ids) as string[],
    total: Math.min(row.total, cap),
    capped: row.total > cap,
  };
}

/** A search among every guide's bookings finds its packages first. */
async function prepare(tx: Queryable, query: DashboardPageQuery) {
  await throughIndexes(tx);
  return query.guideId === null && query.q !== ""
    ? await packagesMatching(tx, query.q)
    : ("each" as const);
}

/**
 * The ids of one page of the dashboard's bookings in order, and how many match: exactly up to
 * DASHBOARD_TOTAL_CAP (a search's: DASHBOARD_SEARCH_CAP), past which `capped` says there are more.
 * Bounded: a page is at most 100 rows, at most 10,000 deep.
 */
export async function dashboardPage(
  db: Database,
  query: DashboardPageQuery,
): Promise<{ ids: string[]; total: number; capped: boolean }> {
  return db.transaction(async (tx) => {
    const packageIds = await prepare(tx, query);
    const cap = query.q === "" ? DASHBOARD_TOTAL_CAP : DASHBOARD_SEARCH_CAP;
    return idsPage(tx, pageQuery(query, packageIds), cap);
  });
}

/** The plan PostgreSQL chooses for a dashboard page (EXPLAIN, as JSON): for the query-plan test. */
export async function dashboardPagePlan(
  db: Database,
  query: DashboardPageQuery,
  analyze = false,
): Promise<unknown> {
  return db.transaction(async (tx) => {
    const packageIds = await prepare(tx, query);
    return planOf(tx, pageQuery(query, packageIds), analyze);
  });
}
