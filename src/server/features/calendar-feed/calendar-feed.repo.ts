import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, destinations, guides, packages } from "@/server/db/schema";

export async function guideOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: guides.id,
      name: guides.name,
      createdAt: guides.calendarFeedCreatedAt,
    })
    .from(guides)
    .where(eq(guides.userId, userId));
  return row;
}

export async function setFeedToken(db: Database, guideId: number, tokenHash: string | null) {
  await db
    .update(guides)
    .set({ calendarFeedTokenHash: tokenHash, calendarFeedCreatedAt: tokenHash ? new Date() : null })
    .where(eq(guides.id, guideId));
}

export async function guideByFeedToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: guides.id, name: guides.name })
    .from(guides)
    .where(eq(guides.calendarFeedTokenHash, tokenHash));
  return row;
}

/** The guide's confirmed tours ending on or after `since`: what the feed lists. */
export function confirmedTours(db: Database, guideId: number, since: string) {
  return db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      travellerName: bookings.name,
      phone: bookings.phone,
      travellers: bookings.numberOfTravelers,
      notes: bookings.notes,
      packageName: packages.name,
      destinationName: destinations.name,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(
      and(
        eq(bookings.guideId, guideId),
        inArray(bookings.status, ["confirmed", "completed"]),
        gte(bookings.endDate, since),
      ),
    )
    .orderBy(asc(bookings.startDate));
}
