import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { bookingEvents, bookings, guides, messages, packages, user } from "@/server/db/schema";
import { likePattern, planOf, rowsOf } from "@/server/db/sql-text";
import {
  idsPage,
  shownAs,
  throughIndexes,
} from "@/server/features/bookings/dashboard-bookings.repo";
import { bookingIdRange } from "@/shared/admin-bookings/rules";
import {
  ADMIN_BOOKINGS_SORT_CAP,
  ADMIN_BOOKINGS_TOTAL_CAP,
  type PaymentFilter,
} from "@/shared/admin-bookings/schema";
import type { BookingStatus } from "@/shared/bookings/rules";

export interface AdminBookingsFilter {
  /** As shown: a confirmed tour whose last day has passed is completed. */
  status: BookingStatus | null;
  payment: PaymentFilter | null;
  guideSno: number | null;
  destinationSrNo: number | null;
  /** The tour's start date, inclusive. */
  from: string | null;
  to: string | null;
  /** Trimmed; "" matches every booking. */
  q: string;
  limit: number;
  offset: number;
  today: string;
}

const b = bookings;

/**
 * Whether the booking has a ledger line like this: one lookup a booking. Wrapped in IS TRUE, so
 * the planner never turns it into a join that first reads the whole ledger.
 */
const hasLine = (line: SQL) =>
  sql`(exists (select 1 from payment_ledger l where l.booking_id = ${b.id} and ${line})) is true`;
const CHARGE = sql`l.kind = 'charge'`;
/** A refund paid or under way: a failed one gave nothing back. */
const REFUND = sql`l.kind = 'refund' and l.state <> 'failed'`;
const chargedPaise = sql`(select sum(l.amount_paise) from payment_ledger l
  where l.booking_id = ${b.id} and ${CHARGE})`;

/** The group a booking's payment state falls in, as paymentState (shared/payments/rules) reads it. */
function paymentGroup(filter: PaymentFilter): SQL {
  if (filter === "unpaid") return sql`not ${hasLine(CHARGE)}`;
  if (filter === "refunded") return hasLine(REFUND);
  // The charges first (nothing charged: no sum, so neither), then a refund, for those few.
  const charged = sql`${chargedPaise} ${sql.raw(filter === "paid" ? ">=" : "<")} ${b.price}::bigint * 100`;
  return sql`(case when ${charged} then not ${hasLine(REFUND)} else false end)`;
}

/** Ledger lines counted, at most, to tell a small ledger from a large one. */
const SMALL_LEDGER = 10_000;

/**
 * While few bookings have the ledger lines a paid or refunded group needs, those lines find
 * them; among many, each booking is looked up as the list is read.
 */
async function paymentCondition(tx: Queryable, filter: PaymentFilter): Promise<SQL> {
  const group = paymentGroup(filter);
  if (filter === "unpaid") return group;
  const line = filter === "refunded" ? REFUND : CHARGE;
  const [{ n }] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from (select 1 from payment_ledger l
      where ${line} limit ${SMALL_LEDGER + 1}) s`),
  );
  if (n > SMALL_LEDGER) return group;
  return sql`${b.id} in (select l.booking_id from payment_ledger l where ${line}) and ${group}`;
}

/** The traveller's name or e-mail (by the trigram index), or the booking's id (by its key). */
function searchCondition(q: string): SQL {
  const contact = sql`(${b.name} || ' ' || ${b.email}) ilike ${likePattern(q)}`;
  const ids = bookingIdRange(q);
  if (!ids) return contact;
  return sql`(${contact} or ${b.id} between ${ids.first}::uuid and ${ids.last}::uuid)`;
}

/** The filter as one condition; the guide and the destination are first looked up by number. */
async function whereOf(tx: Queryable, filter: AdminBookingsFilter): Promise<SQL | null> {
  const parts: SQL[] = [];
  if (filter.guideSno !== null) {
    const [guide] = rowsOf<{ id: number }>(
      await tx.execute(sql`select ${guides.id} as id from ${guides}
        where ${guides.sno} = ${filter.guideSno}`),
    );
    if (!guide) return null;
    parts.push(sql`${b.guideId} = ${guide.id}`);
  }
  if (filter.destinationSrNo !== null) {
    const found = rowsOf<{ id: number }>(
      await tx.execute(sql`select ${packages.id} as id from ${packages}
        where ${packages.destinationSrNo} = ${filter.destinationSrNo}`),
    );
    if (found.length === 0) return null;
    parts.push(sql`${b.packageId} = any(${`{${found.map((p) => p.id).join(",")}}`}::int[])`);
  }
  if (filter.status) {
    // The stored statuses first, as an index condition; then the one shown.
    const stored = filter.status === "completed" ? ["completed", "confirmed"] : [filter.status];
    parts.push(sql`${b.status} in ${stored} and ${shownAs(filter.status, filter.today)}`);
  }
  if (filter.payment) parts.push(await paymentCondition(tx, filter.payment));
  if (filter.from) parts.push(sql`${b.startDate} >= ${filter.from}`);
  if (filter.to) parts.push(sql`${b.startDate} <= ${filter.to}`);
  if (filter.q !== "") parts.push(searchCondition(filter.q));
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** As bookings_created_idx is ordered: a plain DESC means NULLS FIRST, which it cannot give. */
const newestFirst = sql`created_at desc nulls last, id desc nulls last`;

/** Bookings counted, at most, to choose how a date range's many matches are read. */
const RANGE_PROBE = 250_000;
/** A step of the walk reads the booking's row; a step along the range reads its index only. */
const WALK_COST = 4;

/**
 * With a date range, whether walking the creation index back costs less than reading the range:
 * bookings are made before their tour, so the walk first passes every tour that starts after the
 * range. The range is counted only as far as it takes to tell.
 */
function walkFirst(filter: AdminBookingsFilter): SQL {
  const after =
    filter.to === null
      ? sql`0`
      : sql`(select count(*) from (select 1 from ${b} where ${b.startDate} > ${filter.to}
          limit ${RANGE_PROBE}) s)`;
  const within = sql.join(
    [
      filter.from === null ? sql`true` : sql`${b.startDate} >= ${filter.from}`,
      filter.to === null ? sql`true` : sql`${b.startDate} <= ${filter.to}`,
    ],
    sql` and `,
  );
  const cost = sql`(select n * ${WALK_COST} from walk_after)`;
  return sql`walk_after as (select ${after} as n),
    walk_first as (select (select count(*) from (select 1 from ${b} where ${within}
      limit ${cost} + 1) s) > ${cost} as yes),`;
}

/**
 * A search's or a payment state's matches are counted as far as they were collected (the
 * dashboard's search does the same): counting on would check bookings one by one, where no index
 * answers for many at once.
 */
const countsHitsOnly = (filter: AdminBookingsFilter) => filter.q !== "" || filter.payment !== null;
const capOf = (filter: AdminBookingsFilter) =>
  countsHitsOnly(filter) ? ADMIN_BOOKINGS_SORT_CAP : ADMIN_BOOKINGS_TOTAL_CAP;

/**
 * One page, newest first. The first ADMIN_BOOKINGS_SORT_CAP + 1 matches are collected, newest
 * first, by whichever index serves the filter best (the creation order itself, status, guide,
 * package, the contact's trigrams): they are the first pages, and when there are no more, the
 * total. A deeper page reads on along the creation index. A date range's matches are collected in
 * any order (its old tours may all lie behind every booking made since) and, when there are
 * more, read along the creation index or the range itself, whichever costs less.
 */
function pageQuery(filter: AdminBookingsFilter, where: SQL): SQL {
  const cap = ADMIN_BOOKINGS_SORT_CAP;
  const depth = filter.offset + filter.limit;
  const dated = filter.from !== null || filter.to !== null;
  const few = sql`(select n from counted) <= ${cap}`;
  const many = sql`(select n from counted) > ${cap}`;
  const byCreation = sql`order by ${b.createdAt} desc nulls last, ${b.id} desc nulls last`;
  const walk = (gate: SQL) => sql`(select ${b.id} as id, ${b.createdAt} as created_at from ${b}
      where ${gate} and ${where} ${byCreation} limit ${depth})`;
  // OFFSET 0 keeps the order out of the subquery, so the planner reads the range by its index.
  const range = sql`(select id, created_at from (select ${b.id} as id, ${b.createdAt} as created_at
        from ${b} where ${many} and not (select yes from walk_first) and ${where} offset 0) ranged
      order by ${newestFirst} limit ${depth})`;
  // Undated, the matches are collected newest first, so they are the first pages themselves.
  const page = dated
    ? sql`(select id, created_at from hits where ${few})
        union all ${walk(sql`${many} and (select yes from walk_first)`)} union all ${range}`
    : depth <= cap + 1
      ? sql`select id, created_at from hits`
      : sql`(select id, created_at from hits where ${few}) union all ${walk(many)}`;
  return sql`
    with hits as materialized (
      select ${b.id} as id, ${b.createdAt} as created_at from ${b} where ${where}
      ${dated ? sql`` : byCreation} limit ${cap + 1}),
    counted as (select count(*)::int as n from hits),
    ${dated ? walkFirst(filter) : sql``}
    page as (${page}),
    shown as (
      select id, created_at from page order by ${newestFirst}
      offset ${filter.offset} limit ${filter.limit})
    select coalesce((select json_agg(id order by ${newestFirst}) from shown), '[]')::text
        as ids,
      ${
        countsHitsOnly(filter)
          ? sql`(select n from counted)`
          : sql`case when ${few} then (select n from counted)
              else (select count(*) from (select 1 from ${b} where ${where}
                limit ${ADMIN_BOOKINGS_TOTAL_CAP + 1}) matches)
            end`
      }::int as total`;
}

/**
 * The ids of one page of every booking, newest first, and how many match: exactly up to
 * ADMIN_BOOKINGS_TOTAL_CAP (a search's or a payment state's: ADMIN_BOOKINGS_SORT_CAP), past
 * which `capped` says there are more. Bounded like the dashboard's list: through indexes only,
 * for 2 seconds at most.
 */
export async function adminBookingsPage(
  db: Database,
  filter: AdminBookingsFilter,
): Promise<{ ids: string[]; total: number; capped: boolean }> {
  return db.transaction(async (tx) => {
    await throughIndexes(tx);
    const where = await whereOf(tx, filter);
    if (!where) return { ids: [], total: 0, capped: false };
    return idsPage(tx, pageQuery(filter, where), capOf(filter));
  });
}

/** The plan PostgreSQL chooses for a page (EXPLAIN, as JSON): for the query-plan test. */
export async function adminBookingsPagePlan(
  db: Database,
  filter: AdminBookingsFilter,
  analyze = false,
): Promise<unknown> {
  return db.transaction(async (tx) => {
    await throughIndexes(tx);
    const where = (await whereOf(tx, filter)) ?? sql`false`;
    return planOf(tx, pageQuery(filter, where), analyze);
  });
}

/** Every status the booking entered, oldest first, with who moved it. */
export function bookingHistory(db: Database, bookingId: string) {
  return db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorRole: bookingEvents.actorRole,
      actorId: bookingEvents.actorId,
      actorName: user.name,
      actorEmail: user.email,
      at: bookingEvents.at,
    })
    .from(bookingEvents)
    .leftJoin(user, eq(user.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}

export async function messagesCount(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.bookingId, bookingId));
  return row.n;
}

const GUIDE_OPTIONS = 10;

/** Any guide, listed or not, by number or by a part of the name; ten at most. */
export async function guideOptions(db: Database, q: string) {
  const like = likePattern(q);
  // The trigram index covers the name with the specialization; only the name should match.
  const named = sql`((${guides.name} || ' ' || ${guides.specialization}) ilike ${like}
    and ${guides.name} ilike ${like})`;
  const byNumber = /^\d{1,9}$/.test(q) ? sql`${guides.sno} = ${Number(q)} or ` : sql``;
  const result = await db.execute(sql`
    select ${guides.sno} as sno, ${guides.name} as name from ${guides}
    where ${byNumber}${named}
    order by ${guides.name}, ${guides.sno} limit ${GUIDE_OPTIONS}`);
  return rowsOf<{ sno: number; name: string }>(result);
}
