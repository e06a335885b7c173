import { and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import { bookings, destinations, packages } from "@/server/db/schema";
import { likePattern, rowsOf } from "@/server/db/sql-text";
import type { ContentStatus, ContentStatusFilter } from "@/shared/content/schema";

export type DestinationRow = typeof destinations.$inferSelect;
export type DestinationValues = Omit<
  typeof destinations.$inferInsert,
  "id" | "srNo" | "slug" | "status" | "rating" | "image" | "createdAt" | "updatedAt"
>;

// Qualified by hand: in a one-table select Drizzle names a column without its table, and inside
// these subqueries an unqualified sr_no would be the package's own.
const destinationSrNo = sql.raw(`"destinations"."sr_no"`);
const packageCount = sql<number>`(select count(*)::int from ${packages} p
  where p.destination_sr_no = ${destinationSrNo})`.mapWith(Number);
const bookingCount = sql<number>`(select count(*)::int from ${bookings} b
  join ${packages} p on p.id = b.package_id
  where p.destination_sr_no = ${destinationSrNo})`.mapWith(Number);

function listConditions(q: string, status: ContentStatusFilter): SQL | undefined {
  const text = q.trim();
  return and(
    status === "all" ? undefined : eq(destinations.status, status),
    text === ""
      ? undefined
      : or(
          ilike(destinations.name, likePattern(text)),
          ilike(destinations.state, likePattern(text)),
          ilike(destinations.altNames, likePattern(text)),
          ilike(destinations.slug, likePattern(text)),
          /^\d{1,9}$/.test(text) ? eq(destinations.srNo, Number(text)) : undefined,
        ),
  );
}

/** A page of every destination, whatever its status, the latest changed first. */
export async function listDestinations(
  db: Queryable,
  filter: { q: string; status: ContentStatusFilter; limit: number; offset: number },
) {
  const where = listConditions(filter.q, filter.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ destination: destinations, packageCount })
      .from(destinations)
      .where(where)
      .orderBy(desc(destinations.updatedAt), desc(destinations.srNo))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(destinations)
      .where(where),
  ]);
  return { rows, total };
}

/** One destination with its counts; `forUpdate` locks the row for the rest of the transaction. */
export async function destinationBySrNo(db: Queryable, srNo: number, { forUpdate = false } = {}) {
  const query = db
    .select({ destination: destinations, packageCount, bookingCount })
    .from(destinations)
    .where(eq(destinations.srNo, srNo));
  const [row] = await (forUpdate ? query.for("update", { of: destinations }) : query);
  return row ?? null;
}

/**
 * A new destination's number: past every destination's and every package's, so its first package
 * can carry the same number and the card's `/packages/dest_{sr_no}` link lands on it (decision 0030).
 */
export async function nextDestinationSrNo(tx: Queryable): Promise<number> {
  const [row] = rowsOf<{ next: number }>(
    await tx.execute(sql`select greatest(
        (select coalesce(max(${destinations.srNo}), 0) from ${destinations}),
        (select coalesce(max(${packages.srNo}), 0) from ${packages}))::int + 1 as next`),
  );
  return row.next;
}

/** The slugs already used that a new one from `base` could collide with. */
export async function destinationSlugsLike(tx: Queryable, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: destinations.slug })
    .from(destinations)
    .where(or(eq(destinations.slug, base), sql`${destinations.slug} like ${`${base}-%`}`));
  return new Set(rows.map((r) => r.slug));
}

/** Another destination not archived with this name, ignoring case and repeated spaces. */
export async function destinationNamed(
  tx: Queryable,
  name: string,
  exceptSrNo: number | null,
): Promise<{ srNo: number } | null> {
  const [row] = await tx
    .select({ srNo: destinations.srNo })
    .from(destinations)
    .where(
      and(
        sql`lower(regexp_replace(${destinations.name}, '\\s+', ' ', 'g')) = lower(regexp_replace(${name}, '\\s+', ' ', 'g'))`,
        ne(destinations.status, "archived"),
        exceptSrNo === null ? undefined : ne(destinations.srNo, exceptSrNo),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertDestination(
  tx: Queryable,
  values: DestinationValues & { srNo: number; slug: string; image: string },
): Promise<DestinationRow> {
  const [row] = await tx
    .insert(destinations)
    .values({ ...values, rating: 0, status: "draft" })
    .returning();
  return row;
}

export async function updateDestination(
  tx: Queryable,
  srNo: number,
  values: DestinationValues,
): Promise<DestinationRow> {
  const [row] = await tx
    .update(destinations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(destinations.srNo, srNo))
    .returning();
  return row;
}

export async function setDestinationStatus(
  tx: Queryable,
  srNo: number,
  status: ContentStatus,
): Promise<DestinationRow> {
  const [row] = await tx
    .update(destinations)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(destinations.srNo, srNo))
    .returning();
  return row;
}

export async function deleteDestination(tx: Queryable, srNo: number): Promise<void> {
  await tx.delete(destinations).where(eq(destinations.srNo, srNo));
}
