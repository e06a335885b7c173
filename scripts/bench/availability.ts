import { FIRST_SCALE_GUIDE_SNO } from "@tests/support/scale-data";
import pg from "pg";
import { addDays, todayInIndia } from "@/shared/dates";
import { load } from "./load";

/**
 * The guide the calendar reads are timed for: the first generated guide of the scale data
 * (tests/support/scale-data.ts: 200 bookings each, two blocked weeks), and a package at one of
 * the destinations they cover.
 */
export async function calendarTarget(
  url: string,
): Promise<{ guideSno: number; packageId: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ sno: number; sr_no: number }>(
      `select g.sno, p.sr_no from guides g
       join guide_destinations gd on gd.guide_id = g.id join destinations d on d.id = gd.destination_id
       join packages p on p.destination_sr_no = d.sr_no
       where g.sno = $1::int + 1 order by p.sr_no limit 1`,
      [FIRST_SCALE_GUIDE_SNO],
    );
    return { guideSno: rows[0].sno, packageId: `dest_${rows[0].sr_no}` };
  } finally {
    await client.end();
  }
}

/** How many rows the big tables hold, for the bench's headings. */
export async function countRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string>>(
      `select (select count(*) from destinations) as destinations,
         (select count(*) from packages) as packages,
         (select count(*) from guides where listed) as guides,
         (select count(*) from bookings) as bookings`,
    );
    return Object.fromEntries(
      Object.entries(rows[0]).map(([k, v]) => [k, Number(v).toLocaleString("en-IN")]),
    ) as Record<"destinations" | "packages" | "guides" | "bookings", string>;
  } finally {
    await client.end();
  }
}

/** The calendar reads, one client at a time (latency) and fifty at once. */
export async function benchAvailability(
  base: string,
  target: { guideSno: number; packageId: string },
) {
  const start = addDays(todayInIndia(), 60);
  const urls = {
    "available start dates, one guide, 365 days": `${base}/api/bookings/available-dates?packageId=${target.packageId}&guideSno=${target.guideSno}`,
    // What the two screens ask when a traveller searches by date (never cached: calendars move).
    "destinations with a guide free from a date": `${base}/api/destinations/search?startDate=${start}&travellers=2`,
    "packages with a guide free from a date": `${base}/api/packages/search?startDate=${start}&travellers=2`,
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
