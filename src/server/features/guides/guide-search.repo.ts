import { type SQL, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import { destinations, guideDestinations, guides } from "@/server/db/schema";
import { searchMatch } from "@/server/db/search-variants";
import { planOf, rowsOf } from "@/server/db/sql-text";
import { photoJson } from "@/server/features/photos/photos.repo";
import type { GuideSort } from "@/shared/guides/rules";
import type { GuideSummary } from "@/shared/guides/types";
import { licensedGuide, listedGuide, medianResponseMinutes } from "./listing.repo";

export interface GuideSearch {
  /** Trimmed; "" matches everything. */
  q: string;
  /** The specializations the filter finds; null: every one. */
  specializations: readonly string[] | null;
  /** A language the guide speaks, any case; null: every guide. */
  language: string | null;
  /** Only guides with a verified licence that has not expired on `today`. */
  licensed: boolean;
  sort: GuideSort;
  limit: number;
  offset: number;
  /** India's calendar date (YYYY-MM-DD): a licence counts through its expiry day. */
  today: string;
}

const g = guides;

/** The screen's sorts (rules.ts); ties go by sno, as the list always has, so pages never overlap. */
const ORDER: Record<GuideSort, SQL> = {
  rating: sql`${g.rating} desc, ${g.sno}`,
  experience: sql`${g.experience} desc, ${g.sno}`,
  name: sql`lower(${g.name}), ${g.sno}`,
};

/**
 * A search matches a guide whose name, specialization or description contains the text (the
 * spec's rule), whose words match it (full-text, English stemming: "treks" finds "trekking"), or
 * whose name or specialization is close to it letter by letter (trigrams: "rajesh kumarr" finds
 * Rajesh Kumar). Each arm has its own index (migration 0011). A name in Devanagari is tried in
 * Latin letters too ("राजेश कुमार" finds Rajesh Kumar; searchVariants).
 */
function searchCondition(q: string): SQL {
  return searchMatch(q, {
    contains: sql`(${g.name} || ' ' || ${g.specialization} || ' ' || ${g.description})`,
    words: sql`to_tsvector('english', ${g.name} || ' ' || ${g.specialization} || ' ' || ${g.description})`,
    names: sql`(${g.name} || ' ' || ${g.specialization})`,
  });
}

/** Listed guides that pass the filters (the search text through the `hits` CTE). */
function conditions(s: GuideSearch): SQL {
  return sql.join(
    [
      listedGuide,
      s.q === "" ? sql`true` : sql`${g.id} in (select id from hits)`,
      s.specializations === null
        ? sql`true`
        : sql`${g.specialization} in (${sql.join(
            s.specializations.map((name) => sql`${name}`),
            sql`, `,
          )})`,
      s.language === null
        ? sql`true`
        : sql`guide_language_keys(${g.languages}) @> array[lower(btrim(${s.language}))]`,
      s.licensed ? licensedGuide(s.today) : sql`true`,
    ],
    sql` and `,
  );
}

/** The planner settings every search runs under, in its own transaction. */
async function searchSettings(tx: Queryable, s: GuideSearch) {
  // Both local to this transaction. With text, the matches are found first through the three
  // text indexes rather than by reading every listed guide and testing its text.
  await tx.execute(sql`select set_config('statement_timeout', '2s', true),
    set_config('enable_seqscan', ${s.q === "" ? "on" : "off"}, true)`);
}

const hitsOf = (s: GuideSearch) =>
  s.q === ""
    ? sql``
    : sql`hits as materialized (select ${g.id} as id from ${g} where ${searchCondition(s.q)}),`;

/** The guides of the page, in order, with how many match in all (on each row). */
function pageQuery(s: GuideSearch): SQL {
  return sql`
    with ${hitsOf(s)} matching as (
      select ${g.id} as id, (count(*) over ())::int as total,
        row_number() over (order by ${ORDER[s.sort]}) as position
      from ${g}
      where ${conditions(s)}
      order by ${ORDER[s.sort]}
      limit ${s.limit} offset ${s.offset}
    )
    select ${g.id} as id, ${g.sno} as sno, ${g.name} as name, ${g.image} as image,
      ${g.imageAlt} as "imageAlt", ${photoJson(g.photoId)} as photo,
      ${g.specialization} as specialization,
      ${g.experience} as experience, ${g.languages} as languages,
      array(
        select ${destinations.name} from ${guideDestinations}
        join ${destinations} on ${destinations.id} = ${guideDestinations.destinationId}
        where ${guideDestinations.guideId} = ${g.id} and ${destinations.status} = 'published'
        order by ${destinations.name}
      ) as regions,
      ${g.maxGroupSize} as "maxGroupSize", ${g.certifications} as certifications,
      ${g.verified} as verified, ${g.featured} as featured, ${g.description} as description,
      ${g.isAvailable} as "isAvailable", ${licensedGuide(s.today)} as licensed,
      ${g.rating} as rating, ${g.reviewCount} as "reviewCount", matching.total as total
    from matching join ${g} on ${g.id} = matching.id
    order by matching.position`;
}

/** A guide's card as the screen shows it, with the row's id for reading their regions. */
export type GuideSearchRow = GuideSummary & { id: number };

/**
 * One page of matching listed guides, in the screen's order, and how many match in all. Bounded:
 * a page is at most 60 rows, and the statements may run for 2 seconds at most.
 */
export async function searchGuides(
  db: Database,
  s: GuideSearch,
): Promise<{ rows: GuideSearchRow[]; total: number }> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    const page = rowsOf<Omit<GuideSearchRow, "medianResponseMinutes"> & { total: number }>(
      await tx.execute(pageQuery(s)),
    );
    const medians = await medianResponseMinutes(
      tx,
      page.map((row) => row.id),
    );
    const rows = page.map(({ total: _, ...row }) => ({
      ...row,
      rating: Number(row.rating),
      medianResponseMinutes: medians.get(row.id) ?? null,
    }));
    if (page.length > 0) return { rows, total: page[0].total };
    // Past the last page: no rows to count with, so count on their own.
    const [count] = rowsOf<{ total: number }>(
      await tx.execute(sql`with ${hitsOf(s)} counted as (select 1 from ${g} where ${conditions(s)})
        select count(*)::int as total from counted`),
    );
    return { rows, total: count.total };
  });
}

/**
 * Every language the listed guides speak as they spell it, in the order the list meets them
 * (by sno, then as the guide lists them), each spelling once: `guideLanguages` picks from these.
 */
export async function listedGuideLanguages(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', '2s', true)`);
    const rows = rowsOf<{ language: string }>(
      await tx.execute(sql`
        select btrim(spoken.language) as language
        from ${g} cross join lateral unnest(${g.languages}) with ordinality as spoken(language, position)
        where ${listedGuide}
        group by btrim(spoken.language)
        order by min(array[${g.sno}::bigint, spoken.position])`),
    );
    return rows.map((r) => r.language);
  });
}

/** The plan PostgreSQL chooses for a search page (EXPLAIN, as JSON): for the query-plan test. */
export async function guideSearchPlan(db: Database, s: GuideSearch): Promise<unknown> {
  return db.transaction(async (tx) => {
    await searchSettings(tx, s);
    return planOf(tx, pageQuery(s));
  });
}
