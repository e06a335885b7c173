import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, destinations, guideReviews, guides, packages } from "@/server/db/schema";

const bookingColumns = {
  booking: bookings,
  packageSrNo: packages.srNo,
  packageName: packages.name,
  destinationName: destinations.name,
  guideSno: guides.sno,
  guideName: guides.name,
  guideUserId: guides.userId,
  reviewId: guideReviews.id,
};

function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(destinations, eq(destinations.srNo, packages.srNo))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .leftJoin(guideReviews, eq(guideReviews.bookingId, bookings.id));
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>["execute"]>>[number];

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

export function bookingsOfUser(db: Database, userId: string) {
  return selectBookings(db).where(eq(bookings.userId, userId)).orderBy(desc(bookings.createdAt));
}

export function bookingsForDashboard(
  db: Database,
  filter: { guideId?: number; statuses?: string[]; search?: string },
) {
  const conditions: SQL[] = [];
  if (filter.guideId !== undefined) conditions.push(eq(bookings.guideId, filter.guideId));
  if (filter.statuses) conditions.push(inArray(bookings.status, filter.statuses));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(bookings.name, like),
        ilike(bookings.email, like),
        ilike(packages.name, like),
        ilike(destinations.name, like),
      )!,
    );
  }
  return selectBookings(db)
    .where(and(...conditions))
    .orderBy(asc(bookings.startDate), asc(bookings.createdAt));
}

export async function packageForBooking(db: Database, srNo: number) {
  const [row] = await db
    .select({
      id: packages.id,
      name: packages.name,
      price: packages.price,
      destinationName: destinations.name,
    })
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.srNo))
    .where(eq(packages.srNo, srNo));
  return row;
}

/** Listed, verified guides with their mean rating. */
export function bookableGuides(db: Database) {
  return db
    .select({
      id: guides.id,
      sno: guides.sno,
      name: guides.name,
      userId: guides.userId,
      regions: guides.regions,
      isAvailable: guides.isAvailable,
      maxGroupSize: guides.maxGroupSize,
      // Spelled out: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
      // inside the subquery would mean the review's id.
      rating: sql<number>`coalesce((select avg(r.rating)::float8 from guide_reviews r where r.guide_id = "guides"."id"), 0)`,
    })
    .from(guides)
    .where(and(eq(guides.listed, true), eq(guides.verified, true)))
    .orderBy(asc(guides.sno));
}

/** One listed, verified guide by number, as booking needs it (no rating: not needed there). */
export async function bookableGuideBySno(db: Database, sno: number) {
  const [row] = await db
    .select({
      id: guides.id,
      sno: guides.sno,
      name: guides.name,
      userId: guides.userId,
      regions: guides.regions,
      isAvailable: guides.isAvailable,
      maxGroupSize: guides.maxGroupSize,
    })
    .from(guides)
    .where(and(eq(guides.sno, sno), eq(guides.listed, true), eq(guides.verified, true)));
  return row;
}

/** Guides holding a confirmed booking that overlaps the inclusive date range. */
export async function guidesBookedBetween(db: Database, startDate: string, endDate: string) {
  const rows = await db
    .selectDistinct({ guideId: bookings.guideId })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ["confirmed", "completed"]),
        sql`daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${startDate}::date, ${endDate}::date, '[]')`,
      ),
    );
  return new Set(rows.map((r) => r.guideId));
}

export async function guideOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(guides).where(eq(guides.userId, userId)).limit(1);
  return row;
}
