import { type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { destinations } from "@/server/db/schema";
import { searchMatch } from "@/server/db/search-variants";
import { rowsOf } from "@/server/db/sql-text";
import {
  type DateSearch,
  destinationTourFits,
  tourFitsCtes,
} from "@/server/features/bookings/date-search.repo";
import { photoJson } from "@/server/features/photos/photos.repo";
import type { DestinationSort } from "@/shared/catalogue/rules";
import type { Language } from "@/shared/language";

export interface DestinationSearch {
  /** Trimmed; "" matches everything. */
  q: string;
  region: string | null;
  interest: string | null;
  min: number;
  max: number;
  sort: DestinationSort;
  limit: number;
  offset: number;
  /** Search by date: only destinations with a package whose whole tour fits (null: no date given). */
  onDate: DateSearch | null;
  /**
   * An admin's preview: only the destination with this number, whatever its status. Without it,
   * only published destinations are found (drafts are invisible to travellers, issue 14).
   */
  preview?: number;
  /** The language of the cards' texts (issue 15); English when not given. */
  language?: Language;
}

const d = destinations;

/** The screen's sorts (rules.ts); ties keep the catalogue's order, so pages never overlap. */
const ORDER: Record<DestinationSort, SQL> = {
  popularity: sql`${d.featured} desc, ${d.rating} desc, ${d.srNo}`,
  alphabetical: sql`lower(${d.name}), ${d.srNo}`,
  "price-asc": sql`${d.avgPrice}, ${d.srNo}`,
  "price-desc": sql`${d.avgPrice} desc, ${d.srNo}`,
  rating: sql`${d.rating} desc, ${d.srNo}`,
};

/**
 * A search matches a destination whose name, other names or description contain the text (the
 * spec's rule), whose words match it (full-text, English stemming: "beaches" finds "beach"), or
 * whose name is close to it letter by letter (trigrams: "jaipure" finds Jaipur, "ladak" Ladakh).
 * Hindi and Hinglish searches are read in English too ("mandir" finds temples; searchVariants).
 */
function searchCondition(q: string): SQL {
  return searchMatch(q, {
    contains: sql`(${d.name} || ' ' || ${d.altNames} || ' ' || ${d.description})`,
    words: sql`to_tsvector('english', ${d.name} || ' ' || ${d.state} || ' ' || ${d.description})`,
    names: sql`(${d.name} || ' ' || ${d.altNames})`,
  });
}

/** The filters other than the search text. */
function conditions(s: DestinationSearch): SQL {
  return sql.join(
    [
      s.preview === undefined ? sql`${d.status} = 'published'` : sql`${d.srNo} = ${s.preview}`,
      s.q === "" ? sql`true` : sql`${d.id} in (select id from hits)`,
      s.region === null ? sql`true` : sql`${d.region} = ${s.region}`,
      s.interest === null ? sql`true` : sql`${s.interest} = any(${d.interests})`,
      sql`${d.avgPrice} between ${s.min} and ${s.max}`,
      s.onDate === null ? sql`true` : destinationTourFits,
    ],
    sql` and `,
  );
}

const explainOptions = (analyze: boolean) =>
  sql.raw(analyze ? "analyze, format json" : "format json");

/** The planner settings every search runs under, in its own transaction. */
async function searchSettings(tx: Queryable, s: DestinationSearch) {
  // One round trip for all, each local to this transaction. The text matches are found first,
  // through the three text indexes; left to itself the planner scans by price and computes every
  // row's text vector: 115 ms instead of 14 on 10,000 destinations (docs/performance.md).
  // A search by date reads its tables whole anyway, with hash joins only: the planner cannot count
  // the date's tables (tour_fits, thousands of rows), and a nested loop over one under the page's
  // LIMIT rereads it for every row (seconds instead of tens of ms). Never JIT-compile: it takes
  // longer than a search runs.
  const date = s.onDate !== null;
  await tx.execute(sql`select set_config('statement_timeout', '2s', true),
    set_config('enable_seqscan', ${s.q === "" || date ? "on" : "off"}, true),
    set_config('enable_nestloop', ${date ? "off" : "on"}, true), set_config('jit', 'off', true)`);
}

const hitsOf = (s: DestinationSearch) =>
  s.q === ""
    ? sql``
    : sql`hits as materialized (select ${d.id} as id from ${d} where ${searchCondition(s.q)}),`;

/** The WITH clause's tables: the text matches, the search by date's. */
const ctesOf = (s: DestinationSearch) =>
  sql.join([hitsOf(s), s.onDate === null ? sql`` : sql`${tourFitsCtes(s.onDate)},`]);

/** A card of the page's row (`page`), as the API has always written it. */
const englishCard = sql`json_build_object(
      'srNo', sr_no, 'slug', slug, 'name', name, 'state', state, 'region', region,
      'latitude', latitude, 'longitude', longitude, 'description', description, 'bestSeason', best_season, 'interests', interests,
      'avgPrice', avg_price, 'rating', round(rating::numeric, 1), 'difficulty', difficulty,
      'featured', featured, 'image', image, 'imageAlt', image_alt,
      'photo', ${photoJson(sql.raw("photo_id"))}
    )`;

/** The card's texts (field: column) that have Hindi in the row's `hi` (issue 15). */
const CARD_TEXTS = {
  name: "name",
  state: "state",
  description: "description",
  bestSeason: "best_season",
  imageAlt: "image_alt",
} as const;

const hindiOf = (field: string) => sql.raw(`nullif(btrim(hi->>'${field}'), '')`);

/**
 * The card in Hindi: each text from `hi`, else the English one, named in `englishFields`
 * (omitted when every text has its Hindi).
 */
const hindiCard = sql`(json_build_object(
      'srNo', sr_no, 'slug', slug, 'name', coalesce(${hindiOf("name")}, name),
      'state', coalesce(${hindiOf("state")}, state), 'region', region,
      'latitude', latitude, 'longitude', longitude,
      'description', coalesce(${hindiOf("description")}, description),
      'bestSeason', coalesce(${hindiOf("bestSeason")}, best_season), 'interests', interests,
      'avgPrice', avg_price, 'rating', round(rating::numeric, 1), 'difficulty', difficulty,
      'featured', featured, 'image', image,
      'imageAlt', coalesce(${hindiOf("imageAlt")}, image_alt),
      'photo', ${photoJson(sql.raw("photo_id"))}
    )::jsonb || coalesce((select jsonb_build_object('englishFields', jsonb_agg(english.field))
      from (values ${sql.raw(
        Object.entries(CARD_TEXTS)
          .map(
            ([field, column]) =>
              `('${field}', ${column} <> '' and nullif(btrim(hi->>'${field}'), '') is null)`,
          )
          .join(", "),
      )}) as english(field, shown) where english.shown having count(*) > 0), '{}'::jsonb))`;

/** The page of the search as one JSON text, and the number of matches (null past the end). */
function pageQuery(s: DestinationSearch): SQL {
  return sql`
    with ${ctesOf(s)} page as (
      select ${d.srNo} as sr_no, ${d.slug} as slug, ${d.name} as name, ${d.state} as state,
        ${d.region} as region, ${d.latitude} as latitude, ${d.longitude} as longitude,
        ${d.description} as description, ${d.bestSeason} as best_season,
        ${d.interests} as interests, ${d.avgPrice} as avg_price, ${d.rating} as rating,
        ${d.difficulty} as difficulty, ${d.featured} as featured, ${d.image} as image,
        ${d.imageAlt} as image_alt, ${d.photoId} as photo_id,${s.language === "hi" ? sql` ${d.hi} as hi,` : sql``}
        count(*) over () as total,
        row_number() over (order by ${ORDER[s.sort]}) as position
      from ${d}
      where ${conditions(s)}
      order by ${ORDER[s.sort]}
      limit ${s.limit} offset ${s.offset}
    )
    select coalesce(json_agg(${s.language === "hi" ? hindiCard : englishCard} order by position), '[]')::text as body,
    max(total)::int as total
    from page`;
}

/**
 * One page of matching destinations as a JSON array built by PostgreSQL, and how many match in
 * all. Bounded: a page is at most 60 rows, and the statements may run for 2 seconds at most.
 */
export async function searchDestinations(
  db: Database,
  s: DestinationSearch,
): Promise<{ body: string; total: number }> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    const [page] = rowsOf<{ body: string; total: number | null }>(await tx.execute(pageQuery(s)));
    if (page.total !== null) return { body: page.body, total: page.total };
    // Past the last page: no rows to count with, so count on their own.
    const [count] = rowsOf<{ total: number }>(
      await tx.execute(sql`with ${ctesOf(s)} counted as (select 1 from ${d} where ${conditions(s)})
        select count(*)::int as total from counted`),
    );
    return { body: page.body, total: count.total };
  });
}

/**
 * The plan PostgreSQL chooses for a search page (EXPLAIN, as JSON): for the query-plan tests. With
 * `analyze`, run too, so each node tells how many times it ran.
 */
export async function searchPlan(
  db: Database,
  s: DestinationSearch,
  { analyze = false } = {},
): Promise<unknown> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    const [row] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`explain (${explainOptions(analyze)}) ${pageQuery(s)}`),
    );
    return Object.values(row)[0];
  });
}
