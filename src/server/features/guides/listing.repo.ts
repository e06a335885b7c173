import { and, asc, eq, exists, gte, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  bookings,
  destinations,
  guideDestinations,
  guideLicences,
  guides,
} from "@/server/db/schema";

/**
 * The guides row's id, always qualified: Drizzle leaves columns unqualified in a one-table query,
 * where a subquery's own "id" would shadow it.
 */
export const guideIdColumn = sql.raw('"guides"."id"');

/**
 * A guide is listed, and can be booked, only when an admin verified them, nobody unlisted them and
 * their profile has what booking needs: a photo and at least one destination they cover.
 * (Every guide has a maximum group size: the column is required.)
 */
export const listedGuide: SQL = and(
  eq(guides.listed, true),
  eq(guides.verified, true),
  isNotNull(guides.image),
  exists(
    sql`(select 1 from ${guideDestinations} where ${guideDestinations.guideId} = ${guideIdColumn})`,
  ),
)!;

/** The guide covers this catalogue destination (an id, or a column of the surrounding query). */
export const coversDestination = (destinationId: number | SQL): SQL =>
  exists(
    sql`(select 1 from ${guideDestinations} where ${guideDestinations.guideId} = ${guideIdColumn} and ${guideDestinations.destinationId} = ${destinationId})`,
  );

/**
 * The names of the published destinations each guide covers, alphabetical: what the card calls
 * regions (a draft's name is not shown to travellers).
 */
export async function destinationNamesOf(
  db: Database,
  guideIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byGuide = new Map<number, string[]>(guideIds.map((id) => [id, []]));
  if (guideIds.length === 0) return byGuide;
  const rows = await db
    .select({ guideId: guideDestinations.guideId, name: destinations.name })
    .from(guideDestinations)
    .innerJoin(destinations, eq(destinations.id, guideDestinations.destinationId))
    .where(
      and(inArray(guideDestinations.guideId, [...guideIds]), eq(destinations.status, "published")),
    )
    .orderBy(asc(destinations.name));
  for (const row of rows) byGuide.get(row.guideId)?.push(row.name);
  return byGuide;
}

/**
 * The guide holds a licence an admin verified that has not expired: the card's "Licensed" badge.
 * `today` is India's calendar date (YYYY-MM-DD), so the badge drops on the day after expiry.
 */
export const licensedGuide = (today: string): SQL =>
  exists(
    sql`(select 1 from ${guideLicences} where ${guideLicences.guideId} = ${guideIdColumn} and ${guideLicences.status} = 'verified' and ${guideLicences.expiresOn} >= ${today}::date)`,
  );

/** Which of these guides hold a verified licence that has not expired on `today`. */
export async function licensedGuideIds(
  db: Database,
  guideIds: readonly number[],
  today: string,
): Promise<Set<number>> {
  if (guideIds.length === 0) return new Set();
  const rows = await db
    .select({ guideId: guideLicences.guideId })
    .from(guideLicences)
    .where(
      and(
        inArray(guideLicences.guideId, [...guideIds]),
        eq(guideLicences.status, "verified"),
        gte(guideLicences.expiresOn, today),
      ),
    );
  return new Set(rows.map((r) => r.guideId));
}

/** Answers needed before a median response time is shown: one quick reply says little. */
export const MIN_ANSWERS_FOR_MEDIAN = 3;

/**
 * Each guide's median minutes from a request to their answer over the last year, for guides
 * with at least three answers; one grouped query for the whole list.
 */
export async function medianResponseMinutes(
  db: Database,
  guideIds: readonly number[],
  now = new Date(),
): Promise<Map<number, number>> {
  if (guideIds.length === 0) return new Map();
  const yearAgo = new Date(now.getTime() - 365 * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({
      guideId: bookings.guideId,
      minutes:
        sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (${bookings.respondedAt} - ${bookings.createdAt})) / 60)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.guideId, [...guideIds]),
        isNotNull(bookings.respondedAt),
        gte(bookings.createdAt, yearAgo),
      ),
    )
    .groupBy(bookings.guideId)
    .having(sql`count(*) >= ${MIN_ANSWERS_FOR_MEDIAN}`);
  return new Map(rows.map((r) => [r.guideId, Math.max(1, Math.round(r.minutes))]));
}
