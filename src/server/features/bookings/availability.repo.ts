import { and, asc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, destinationClosures, guideBlockedDates, guides } from "@/server/db/schema";
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

/** Listed guides taking requests who fit the group and, if asked, are licensed. */
export function offeredAnywhere(filter: Omit<OfferFilter, "destinationId">): SQL {
  return and(
    listedGuide,
    eq(guides.isAvailable, true),
    filter.travellers ? gte(guides.maxGroupSize, filter.travellers) : undefined,
    filter.licensedOnly ? licensedGuide(filter.today) : undefined,
  )!;
}

/** Those of them who cover the destination: the guides the booking form offers there. */
function offered(filter: OfferFilter): SQL {
  return and(offeredAnywhere(filter), coversDestination(filter.destinationId))!;
}

/** The guides the booking form may offer for a destination, with what it shows of them. */
export function offeredGuides(db: Database, filter: OfferFilter) {
  return db
    .select({
      id: guides.id,
      sno: guides.sno,
      name: guides.name,
      nameHi: sql<string | null>`${guides.hi}->>'name'`,
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
