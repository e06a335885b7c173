import { seedCatalogueScale } from "./catalogue-scale";

/** The size issue 13 asks the bench to hold. */
export const BENCH_SCALE = {
  destinations: 10_000,
  packagesPerDestination: 5,
  guides: 5_000,
  bookingsPerGuide: 200,
  travellers: 20_000,
  reviewsPerGuide: 20,
};
export type ScaleCounts = typeof BENCH_SCALE;

/** Generated guides are numbered from here, far above the seeded and applying guides. */
export const FIRST_SCALE_GUIDE_SNO = 200_000;
/** A destination's further packages are numbered from here (its first shares its number). */
const FIRST_EXTRA_PACKAGE_SR_NO = 1_000_000;
const WEEK = 7;

/**
 * A company at the bench's size on PostgreSQL, beside the seeded demo: destinations each with
 * several packages, guides who each cover two of them with reviews and a few blocked days, and
 * every guide's bookings, one a week: years of history (completed, cancelled, rejected) up to
 * today, then confirmed, held and pending tours ahead. Each holding booking keeps clear of the
 * guide's others, as the database's no-overlap rule demands.
 */
export async function seedScale(
  run: (statement: string) => Promise<unknown>,
  today: string,
  counts: ScaleCounts = BENCH_SCALE,
) {
  await seedCatalogueScale(run, counts.destinations);
  await run(
    `insert into packages (sr_no, destination_sr_no, slug, name, description, highlights,
         difficulty, duration_days, price, image, image_alt, inclusions, exclusions)
       select ${FIRST_EXTRA_PACKAGE_SR_NO} + (d.sr_no - 100000) * 8 + k, d.sr_no,
         d.slug || '-' || k,
         d.name || ' ' || (array['Heritage Walk','Weekend Escape','Grand Tour','Food Trail',
           'Photo Safari','Family Holiday','Slow Journey'])[k],
         d.description, array['Sights','Food','Walks'], d.difficulty, 1 + (d.sr_no + k) % 9,
         d.avg_price + 1000 * k, d.image, d.image_alt, array['Stay'], array['Flights']
       from destinations d cross join generate_series(1, ${counts.packagesPerDestination - 1}) k
       where d.sr_no > 100000`,
  );
  await run(
    `insert into "user" (id, name, email, email_verified, role)
       select 'scale-traveller-' || n, 'Traveller ' || n, 'scale-traveller-' || n || '@example.com',
         true, 'user'
       from generate_series(1, ${counts.travellers}) n`,
  );
  await run(
    `insert into guides (sno, name, image, image_alt, specialization, experience, languages,
         max_group_size, certifications, verified, listed, description, working_days)
       select ${FIRST_SCALE_GUIDE_SNO} + g,
         (array['Aarav','Priya','Rohan','Ananya','Vikram','Meera','Arjun','Kavya','Rahul','Isha',
                'Sanjay','Pooja','Karan','Neha','Aditya','Divya','Manish','Lakshmi','Suresh','Farah'])[1 + g % 20]
           || ' ' || (array['Sharma','Iyer','Singh','Nair','Patel','Das','Reddy','Khan','Gupta','Menon',
                'Bose','Rao','Joshi','Verma','Pillai'])[1 + (g / 20) % 15]
           || ' ' || g,
         '/images/guides/guide-1.svg', 'Portrait',
         (array['Cultural & Heritage','Adventure & Trekking','Food & Culinary','Wildlife & Nature',
                'Desert Safaris','Historical Tours','Winter Sports'])[1 + g % 7],
         1 + g % 25,
         (array['{English,Hindi}','{English,Tamil}','{Hindi,Bengali,English}','{English,French}',
                '{Hindi,Marathi}','{English,Malayalam,Hindi}'])[1 + g % 6]::text[],
         4 + g % 12, '{}', true, true,
         'A generated guide for the bench: ' ||
           (array['walks through old bazaars and temples','treks to high passes and lakes',
                  'street food and home kitchens','tiger reserves and bird sanctuaries'])[1 + g % 4]
           || '.',
         case when g % 4 = 0 then '{1,2,3,4,5,6}'::smallint[] else '{1,2,3,4,5,6,7}'::smallint[] end
       from generate_series(1, ${counts.guides}) g`,
  );
  await run(
    `with d as (select id, row_number() over (order by sr_no) - 1 as n, count(*) over () as total
                  from destinations where sr_no > 100000),
          g as (select id, sno - ${FIRST_SCALE_GUIDE_SNO} as n from guides where sno > ${FIRST_SCALE_GUIDE_SNO})
     insert into guide_destinations (guide_id, destination_id)
     select distinct g.id, d.id from g join d
       on d.n = (g.n * 2) % d.total or d.n = (g.n * 2 + 1) % d.total`,
  );
  await run(
    `insert into guide_reviews (guide_id, author, rating, comment, reviewed_on)
       select g.id, 'Traveller ' || k, 3 + (g.sno + k) % 3, 'A generated review.',
         '${today}'::date - k * 30
       from guides g cross join generate_series(1, ${counts.reviewsPerGuide}) k
       where g.sno > ${FIRST_SCALE_GUIDE_SNO}`,
  );
  await run(
    `insert into guide_blocked_dates (guide_id, start_date, end_date, note)
       select id, '${today}'::date + 20 + (sno % 30) + k * 150, '${today}'::date + 26 + (sno % 30) + k * 150,
         'bench'
       from guides, generate_series(0, 1) k where sno > ${FIRST_SCALE_GUIDE_SNO}`,
  );
  // One booking a week for each guide, the last tenth of them after today. A tour lasts one to
  // five days, so consecutive tours of a guide never overlap.
  const ahead = Math.ceil(counts.bookingsPerGuide / 10);
  // A million history rows would only slow the seeding: scale bookings have no history.
  await run("alter table bookings disable trigger bookings_status_recorded");
  await run(
    `with gp as (
       select g.id, g.sno, array_agg(p.id order by p.sr_no) as pkgs
       from guides g
       join guide_destinations gd on gd.guide_id = g.id
       join destinations d on d.id = gd.destination_id
       join packages p on p.destination_sr_no = d.sr_no
       where g.sno > ${FIRST_SCALE_GUIDE_SNO}
       group by g.id, g.sno),
     b as (
       select gp.*, k, '${today}'::date + (k - ${counts.bookingsPerGuide - ahead}) * ${WEEK} + gp.sno % 2 as starts,
         (gp.sno + k) % 5 as extra
       from gp cross join generate_series(0, ${counts.bookingsPerGuide - 1}) k)
     insert into bookings (user_id, package_id, guide_id, start_date, end_date, status, price, name,
         email, phone, number_of_travelers, hold_expires_at, created_at, updated_at)
     select 'scale-traveller-' || (1 + (b.sno * 7919 + b.k) % ${counts.travellers}),
       b.pkgs[1 + b.k % array_length(b.pkgs, 1)], b.id, b.starts, b.starts + b.extra,
       case
         when b.starts + b.extra < '${today}'::date then
           (array['completed','completed','completed','cancelled','rejected'])[1 + b.k % 5]
         else (array['confirmed','pending','awaiting_payment'])[1 + b.k % 3] end,
       20000, 'Bench Traveller', 'traveller@example.com', '+91 90000 00000', 2,
       case when b.starts + b.extra >= '${today}'::date and b.k % 3 = 2
         then now() + interval '1 day' end,
       b.starts - 30, b.starts - 30
     from b`,
  );
  await run("alter table bookings enable trigger bookings_status_recorded");
  // Vacuum too: fresh GIN indexes keep new entries in a pending list that every search reads
  // until a vacuum merges it (2–10 ms a lookup instead of 0.2).
  await run("vacuum analyze");
}

/** For query-plan tests: seeded in seconds, big enough that reading a whole table shows. */
export const PLAN_TEST_SCALE: ScaleCounts = {
  destinations: 500,
  packagesPerDestination: 5,
  guides: 300,
  bookingsPerGuide: 100,
  travellers: 2000,
  reviewsPerGuide: 5,
};
