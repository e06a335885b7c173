import pg from "pg";
import { addDays, todayInIndia } from "@/shared/dates";
import { load } from "./load";

export const BENCH_GUIDES = 1000;
export const BENCH_BOOKINGS_PER_GUIDE = 50;
const FIRST_SNO = 10_000;

/**
 * A calendar load on the bench database: 1,000 more listed guides, each covering two
 * destinations, a quarter of them off on Sundays, two blocked weeks each, and 50 bookings each
 * over the past and next year (three in five confirmed, never overlapping; the rest pending or
 * cancelled): 50,000 bookings in all. Plain SQL, so it takes seconds, not minutes.
 */
export async function seedCalendarLoad(
  url: string,
): Promise<{ guideSno: number; packageId: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const today = todayInIndia();
    await client.query("begin");
    await client.query(
      `insert into guides (sno, name, image, image_alt, specialization, experience, languages,
         max_group_size, certifications, verified, listed, description, working_days)
       select $1::int + g, 'Bench Guide ' || g, '/images/guides/guide-1.svg', 'Portrait',
         'Cultural & Heritage', 1 + g % 20, '{English,Hindi}', 4 + g % 12, '{}', true, true,
         'A generated guide for the bench.',
         case when g % 4 = 0 then '{1,2,3,4,5,6}'::smallint[] else '{1,2,3,4,5,6,7}'::smallint[] end
       from generate_series(1, $2::int) g`,
      [FIRST_SNO, BENCH_GUIDES],
    );
    await client.query(
      `with d as (select id, row_number() over (order by sr_no) - 1 as n, count(*) over () as total from destinations),
            g as (select id, sno - $1::int as n from guides where sno > $1::int)
       insert into guide_destinations (guide_id, destination_id)
       select distinct g.id, d.id from g join d on d.n = g.n % d.total or d.n = (g.n * 7 + 3) % d.total`,
      [FIRST_SNO],
    );
    await client.query(
      `insert into guide_blocked_dates (guide_id, start_date, end_date, note)
       select id, $2::date + 20 + (sno % 30) + k * 150, $2::date + 26 + (sno % 30) + k * 150, 'bench'
       from guides, generate_series(0, 1) k where sno > $1::int`,
      [FIRST_SNO, today],
    );
    const { rows } = await client.query<{ id: string }>(
      `select id from "user" where email = 'traveller@example.com'`,
    );
    await client.query(
      `insert into bookings (user_id, package_id, guide_id, start_date, end_date, status, price,
         name, email, phone, number_of_travelers)
       select $3, p.id, g.id,
         $2::date - 365 + k * 14 + g.sno % 7,
         $2::date - 365 + k * 14 + g.sno % 7 + (g.sno + k) % 6 + 1,
         case when k % 5 < 3 then 'confirmed' when k % 5 = 3 then 'pending' else 'cancelled' end,
         10000, 'Bench Traveller', 'traveller@example.com', '+91 90000 00000', 2
       from guides g
       join lateral (select gd.destination_id from guide_destinations gd where gd.guide_id = g.id limit 1) gd on true
       join destinations d on d.id = gd.destination_id
       join packages p on p.sr_no = d.sr_no
       cross join generate_series(0, $4::int - 1) k
       where g.sno > $1::int`,
      [FIRST_SNO, today, rows[0]?.id ?? null, BENCH_BOOKINGS_PER_GUIDE],
    );
    await client.query("commit");
    await client.query("analyze");
    const { rows: pick } = await client.query<{ sno: number; sr_no: number }>(
      `select g.sno, d.sr_no from guides g
       join guide_destinations gd on gd.guide_id = g.id join destinations d on d.id = gd.destination_id
       where g.sno = $1::int + 1 order by d.sr_no limit 1`,
      [FIRST_SNO],
    );
    return { guideSno: pick[0].sno, packageId: `dest_${pick[0].sr_no}` };
  } finally {
    await client.end();
  }
}

export async function countBookings(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from bookings");
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** The two reads the calendar added, one client at a time (latency) and fifty at once. */
export async function benchAvailability(
  base: string,
  target: { guideSno: number; packageId: string },
) {
  const start = addDays(todayInIndia(), 60);
  const urls = {
    "available start dates, one guide, 365 days": `${base}/api/bookings/available-dates?packageId=${target.packageId}&guideSno=${target.guideSno}`,
    "packages with a guide free from a date": `${base}/api/bookings/available-packages?startDate=${start}&travellers=2`,
  };
  const results = [];
  for (const [label, url] of Object.entries(urls)) {
    await load(url, { seconds: 1, connections: 1 }); // warm-up
    results.push({
      label,
      one: await load(url, { seconds: 3, connections: 1 }),
      fifty: await load(url, { seconds: 5, connections: 50 }),
    });
  }
  return results;
}
