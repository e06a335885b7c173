import { type SQL, sql } from "drizzle-orm";
import {
  bookings,
  destinationClosures,
  destinations,
  guideBlockedDates,
  guideDestinations,
  guides,
  packages,
} from "@/server/db/schema";
import { isoWeekday } from "@/shared/bookings/tour-dates";
import { addDays } from "@/shared/dates";
import { HOLDING_STATUSES, offeredAnywhere } from "./availability.repo";

/** Search by date: tours starting `startDate` for `travellers`, with licensed guides only if asked. */
export interface DateSearch {
  startDate: string;
  travellers: number;
  licensedOnly: boolean;
  /** India's date today: a licence counts until the end of its expiry day. */
  today: string;
}

const holding = sql.join(
  HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The first of the week's days from the start that the guide does not work (null: works them all).
 * The weekdays are the start date's, so the rota is read without a join.
 */
function firstDayOff(startDate: string): SQL {
  const days = Array.from(
    { length: 7 },
    (_, n) =>
      sql`case when not (${isoWeekday(addDays(startDate, n))}::smallint = any(${guides.workingDays})) then ${n}::int end`,
  );
  return sql`least(${sql.join(days, sql`, `)})`;
}

/**
 * The search by date's common table expressions, for a WITH clause. The last, `tour_fits`, has for
 * each destination with a guide free on the start date the number of days from it (up to the
 * longest package's duration) that the destination stays open and one offered guide who covers it
 * stays free: working every day, no blocked day and no holding booking. A package's tour fits when
 * its duration is at most that. Set-wise, so 50,000 packages cost one pass, not a probe each: the
 * bookings and blocks near the date are read once through their date-range indexes.
 *
 * Run it with nested loops and JIT off, as the searches do: the planner cannot count these tables,
 * and a nested loop over one under a page's LIMIT rereads it for every row.
 */
export function tourFitsCtes(q: DateSearch): SQL {
  const window = sql`daterange(h.first_day, h.first_day + h.days - 1, '[]')`;
  // The longest tour is -min(-days): one step down the packages_longest index (migration 0014).
  // The bookings near the date come through their span index (migration 0013); the fence (offset
  // 0) keeps the status test out of that read, or the planner prefers the holding bookings'
  // (guide, dates) index, which it must read whole without a guide.
  return sql`horizon as materialized (
      select ${q.startDate}::date as first_day,
        coalesce(-(select min(-${packages.durationDays}) from ${packages}), 1)::int as days
    ),
    free_guides as materialized (
      select guide_id, min(free_days) as free_days
      from (
        select ${guides.id} as guide_id, true as offered,
          least(h.days, ${firstDayOff(q.startDate)}) as free_days
        from horizon h, ${guides}
        where ${offeredAnywhere({ travellers: q.travellers, licensedOnly: q.licensedOnly, today: q.today })}
        union all
        select near.guide_id, false, greatest(near.start_date, near.first_day) - near.first_day
        from (
          select k.guide_id, k.start_date, k.status, h.first_day
          from horizon h, ${bookings} k
          where daterange(k.start_date, k.end_date, '[]') && ${window}
          offset 0
        ) near
        where near.status in (${holding})
        union all
        select b.guide_id, false, greatest(b.start_date, h.first_day) - h.first_day
        from horizon h, ${guideBlockedDates} b
        where daterange(b.start_date, b.end_date, '[]') && ${window}
      ) calendar
      group by guide_id
      having bool_or(offered)
    ),
    closed_from as (
      select c.destination_id, min(n) as open_days
      from horizon h, ${destinationClosures} c, generate_series(0, h.days - 1) as n,
        lateral (select to_char((h.first_day + n)::timestamp, 'MM-DD') as month_day) day
      where case when c.starts_on <= c.ends_on
        then day.month_day between c.starts_on and c.ends_on
        else day.month_day >= c.starts_on or day.month_day <= c.ends_on end
      group by c.destination_id
    ),
    tour_fits as materialized (
      select place.sr_no as destination_sr_no, least(max(f.free_days), min(o.open_days)) as days
      from free_guides f
      join ${guideDestinations} gd on gd.guide_id = f.guide_id
      join ${destinations} place on place.id = gd.destination_id
      left join closed_from o on o.destination_id = place.id
      where f.free_days > 0
      group by place.sr_no
    )`;
}

/** The package's whole tour fits: for a query over `packages` under `tourFitsCtes`. */
export const packageTourFits: SQL = sql`exists (select 1 from tour_fits f
  where f.destination_sr_no = ${packages.destinationSrNo} and ${packages.durationDays} <= f.days)`;

/** One of the destination's packages fits: for a query over `destinations` under `tourFitsCtes`. */
export const destinationTourFits: SQL = sql`${destinations.srNo} in (
  select f.destination_sr_no from tour_fits f
  where exists (select 1 from ${packages}
    where ${packages.destinationSrNo} = f.destination_sr_no and ${packages.durationDays} <= f.days
      and ${packages.status} = 'published'))`;
