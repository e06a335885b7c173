import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  bookings,
  destinationClosures,
  destinations,
  guideBlockedDates,
  guides,
  packages,
  user,
} from "@/server/db/schema";
import { planOf, rowsOf } from "@/server/db/sql-text";
import { coversDestination, listedGuide } from "@/server/features/guides/listing.repo";
import type { SeasonalClosure } from "@/shared/bookings/tour-dates";
import type { DateRange } from "./availability";
import { HOLDING_STATUSES } from "./availability.repo";

/** Everything a booking request is checked against, as the database has it now. */
export interface BookingRequestContext {
  /** The booking already stored under this request's key, if any. */
  stored: { id: string; userId: string } | null;
  pkg: {
    id: number;
    srNo: number;
    name: string;
    price: number;
    durationDays: number;
    destinationId: number;
    destinationName: string;
    nameHi: string | null;
    destinationNameHi: string | null;
    image: string;
    imageAlt: string;
    photoId: string | null;
    closures: SeasonalClosure[];
    /** Travellers may book it: it and its destination are published (issue 14). */
    offered: boolean;
  } | null;
  /** The guide, when they can lead a tour at the package's destination now. */
  guide: {
    id: number;
    sno: number;
    name: string;
    nameHi: string | null;
    userId: string | null;
    email: string | null;
    maxGroupSize: number;
    workingDays: number[];
    blocked: DateRange[];
    booked: DateRange[];
  } | null;
}

const ranges = (table: string) =>
  sql.raw(
    `coalesce(json_agg(json_build_object('startDate', ${table}.start_date, 'endDate', ${table}.end_date)), '[]')`,
  );

type BookingRequest = { key: string; srNo: number; guideSno: number; from: string; to: string };

/**
 * One statement instead of eight (docs/performance.md, issue 13): the key's booking, the package
 * and its destination's closures, the guide if bookable there, their address, and the guide's
 * blocked days and held bookings that touch the tour.
 */
function contextQuery(request: BookingRequest) {
  const b = bookings;
  return sql`
    select
      (select json_build_object('id', ${b.id}, 'userId', ${b.userId}) from ${b}
        where ${b.idempotencyKey} = ${request.key}) as stored,
      case when ${packages.id} is null then null else json_build_object(
        'id', ${packages.id}, 'srNo', ${packages.srNo}, 'name', ${packages.name},
        'price', ${packages.price}, 'durationDays', ${packages.durationDays},
        'destinationId', ${destinations.id}, 'destinationName', ${destinations.name},
        'nameHi', ${packages.hi}->>'name', 'destinationNameHi', ${destinations.hi}->>'name',
        'image', ${packages.image}, 'imageAlt', ${packages.imageAlt}, 'photoId', ${packages.photoId},
        'offered', ${packages.status} = 'published' and ${destinations.status} = 'published',
        'closures', (select coalesce(json_agg(json_build_object('startsOn', c.starts_on,
            'endsOn', c.ends_on, 'reason', c.reason) order by c.starts_on), '[]')
          from ${destinationClosures} c where c.destination_id = ${destinations.id})
      ) end as pkg,
      case when ${guides.id} is null then null else json_build_object(
        'id', ${guides.id}, 'sno', ${guides.sno}, 'name', ${guides.name},
        'nameHi', ${guides.hi}->>'name',
        'userId', ${guides.userId}, 'email', ${user.email},
        'maxGroupSize', ${guides.maxGroupSize}, 'workingDays', ${guides.workingDays},
        'blocked', (select ${ranges("gb")} from ${guideBlockedDates} gb
          where gb.guide_id = ${guides.id} and gb.start_date <= ${request.to}
            and gb.end_date >= ${request.from}),
        'booked', (select ${ranges("hb")} from ${b} hb
          where hb.guide_id = ${guides.id}
            and hb.status in (${sql.join(
              HOLDING_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})
            and hb.start_date <= ${request.to} and hb.end_date >= ${request.from})
      ) end as guide
    from (select 1) as one
    left join ${packages} on ${packages.srNo} = ${request.srNo}
    left join ${destinations} on ${destinations.srNo} = ${packages.destinationSrNo}
    left join ${guides} on ${guides.sno} = ${request.guideSno} and ${guides.isAvailable}
      and ${listedGuide} and ${coversDestination(sql`${destinations.id}`)}
    left join ${user} on ${user.id} = ${guides.userId}`;
}

export async function bookingRequestContext(
  db: Database,
  request: BookingRequest,
): Promise<BookingRequestContext> {
  const result = await db.execute(contextQuery(request));
  const [row] = rowsOf<BookingRequestContext>(result);
  return row!;
}

/** The plan PostgreSQL chooses for the context (EXPLAIN, as JSON): for the query-plan test. */
export async function bookingRequestContextPlan(
  db: Database,
  request: BookingRequest,
): Promise<unknown> {
  return planOf(db, contextQuery(request));
}
