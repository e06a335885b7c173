import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  bookings,
  destinationClosures,
  destinations,
  guideBlockedDates,
  guides,
  packages,
} from "@/server/db/schema";
import {
  coversDestination,
  guideIdColumn,
  licensedGuide,
  listedGuide,
} from "@/server/features/guides/listing.repo";
import type { GuideCalendar } from "./availability";

/** Statuses whose dates a guide can no longer give anyone else (decision 0024). */
export const HOLDING_STATUSES = ["awaiting_payment", "confirmed", "completed"] as const;

/** A destination's yearly closed seasons. */
export function closuresOf(db: Database, destinationId: number) {
  return db
    .select({
      startsOn: destinationClosures.startsOn,
      endsOn: destinationClosures.endsOn,
      reason: destinationClosures.reason,
    })
    .from(destinationClosures)
    .where(eq(destinationClosures.destinationId, destinationId))
    .orderBy(asc(destinationClosures.startsOn));
}

export interface OfferFilter {
  destinationId: number | SQL;
  /** India's date today: a licence counts until the end of its expiry day. */
  today: string;
  travellers?: number;
  licensedOnly?: boolean;
}

/** Listed guides taking requests who cover the destination, fit the group and, if asked, are licensed. */
function offered(filter: OfferFilter): SQL {
  return and(
    listedGuide,
    eq(guides.isAvailable, true),
    coversDestination(filter.destinationId),
    filter.travellers ? gte(guides.maxGroupSize, filter.travellers) : undefined,
    filter.licensedOnly ? licensedGuide(filter.today) : undefined,
  )!;
}

/** The guides the booking form may offer for a destination, with what it shows of them. */
export function offeredGuides(db: Database, filter: OfferFilter) {
  return db
    .select({
      id: guides.id,
      sno: guides.sno,
      name: guides.name,
      userId: guides.userId,
      maxGroupSize: guides.maxGroupSize,
      workingDays: guides.workingDays,
      licensed: sql<boolean>`${licensedGuide(filter.today)}`,
      rating: sql<number>`coalesce((select avg(r.rating)::float8 from guide_reviews r where r.guide_id = ${guideIdColumn}), 0)`,
    })
    .from(guides)
    .where(offered(filter))
    .orderBy(asc(guides.sno));
}

export type OfferedGuide = Awaited<ReturnType<typeof offeredGuides>>[number];

/** Each guide's blocks and holding bookings that touch `from`…`to`, with their working days. */
export async function calendarsOf(
  db: Database,
  guideRows: readonly { id: number; workingDays: number[] }[],
  from: string,
  to: string,
): Promise<Map<number, GuideCalendar>> {
  const calendars = new Map(
    guideRows.map((g) => [
      g.id,
      { workingDays: g.workingDays, blocked: [], booked: [] } as {
        workingDays: number[];
        blocked: { startDate: string; endDate: string }[];
        booked: { startDate: string; endDate: string }[];
      },
    ]),
  );
  if (guideRows.length === 0) return calendars;
  const ids = guideRows.map((g) => g.id);
  const [blocked, booked] = await Promise.all([
    db
      .select({
        guideId: guideBlockedDates.guideId,
        startDate: guideBlockedDates.startDate,
        endDate: guideBlockedDates.endDate,
      })
      .from(guideBlockedDates)
      .where(
        and(
          inArray(guideBlockedDates.guideId, ids),
          lte(guideBlockedDates.startDate, to),
          gte(guideBlockedDates.endDate, from),
        ),
      ),
    db
      .select({
        guideId: bookings.guideId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.guideId, ids),
          inArray(bookings.status, [...HOLDING_STATUSES]),
          lte(bookings.startDate, to),
          gte(bookings.endDate, from),
        ),
      ),
  ]);
  for (const { guideId, ...range } of blocked) calendars.get(guideId)?.blocked.push(range);
  for (const { guideId, ...range } of booked) calendars.get(guideId)?.booked.push(range);
  return calendars;
}

/**
 * Search by date: the packages with at least one guide free for the whole tour from `startDate`,
 * decided in one query. Each tour's days are generated from its package's duration; a day counts
 * against a guide when it is not a working day, is blocked or is held by a confirmed booking, and
 * against the package when its destination is closed that day.
 */
export async function packagesWithFreeGuide(
  db: Database,
  query: { startDate: string; travellers: number; licensedOnly: boolean; today: string },
) {
  const start = sql`${query.startDate}::date`;
  const tourEnd = sql`(${start} + (${packages.durationDays} - 1))`;
  const tourRange = sql`daterange(${start}, ${tourEnd}, '[]')`;
  // The planner's guess for generate_series makes this look costly enough to JIT-compile, which
  // takes ~400 ms for a query that runs in ~1 ms: compile nothing.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx
      .select({ srNo: packages.srNo, destinationSrNo: packages.destinationSrNo })
      .from(packages)
      .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
      .where(
        and(
          sql`not exists (
          select 1 from ${destinationClosures} c, generate_series(${start}, ${tourEnd}, interval '1 day') as day
          where c.destination_id = ${destinations.id}
            and case when c.starts_on <= c.ends_on
              then to_char(day, 'MM-DD') between c.starts_on and c.ends_on
              else to_char(day, 'MM-DD') >= c.starts_on or to_char(day, 'MM-DD') <= c.ends_on end)`,
          sql`exists (
          select 1 from ${guides}
          where ${offered({
            destinationId: sql`${destinations.id}`,
            today: query.today,
            travellers: query.travellers,
            licensedOnly: query.licensedOnly,
          })}
            and (select array_agg(distinct extract(isodow from day)::smallint)
                 from generate_series(${start}, ${tourEnd}, interval '1 day') as day) <@ ${guides.workingDays}
            and not exists (select 1 from ${guideBlockedDates} b where b.guide_id = ${guideIdColumn}
                 and daterange(b.start_date, b.end_date, '[]') && ${tourRange})
            and not exists (select 1 from ${bookings} k where k.guide_id = ${guideIdColumn}
                 and k.status in ('awaiting_payment', 'confirmed', 'completed')
                 and daterange(k.start_date, k.end_date, '[]') && ${tourRange}))`,
        ),
      )
      .orderBy(asc(packages.srNo));
  });
  return rows;
}
