import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, guideBlockedDates, guides, packages } from "@/server/db/schema";

export async function guideOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: guides.id,
      name: guides.name,
      workingDays: guides.workingDays,
      isAvailable: guides.isAvailable,
    })
    .from(guides)
    .where(eq(guides.userId, userId));
  return row;
}

export async function setWorkingDays(db: Database, guideId: number, workingDays: number[]) {
  await db.update(guides).set({ workingDays }).where(eq(guides.id, guideId));
}

const blockColumns = {
  id: guideBlockedDates.id,
  startDate: guideBlockedDates.startDate,
  endDate: guideBlockedDates.endDate,
  note: guideBlockedDates.note,
};

export function blocksBetween(db: Database, guideId: number, from: string, to: string) {
  return db
    .select(blockColumns)
    .from(guideBlockedDates)
    .where(
      and(
        eq(guideBlockedDates.guideId, guideId),
        lte(guideBlockedDates.startDate, to),
        gte(guideBlockedDates.endDate, from),
      ),
    )
    .orderBy(asc(guideBlockedDates.startDate));
}

export function toursBetween(db: Database, guideId: number, from: string, to: string) {
  return db
    .select({
      reference: bookings.id,
      packageName: packages.name,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      status: bookings.status,
      travellers: bookings.numberOfTravelers,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(
      and(
        eq(bookings.guideId, guideId),
        inArray(bookings.status, ["pending", "awaiting_payment", "confirmed", "completed"]),
        lte(bookings.startDate, to),
        gte(bookings.endDate, from),
      ),
    )
    .orderBy(asc(bookings.startDate));
}

/**
 * Blocks the days unless a confirmed tour holds one of them: both checked under the guide's row
 * lock, which accepting a request takes too, so the two can never both land on the same days.
 */
export async function insertBlockUnlessBooked(
  db: Database,
  block: { guideId: number; startDate: string; endDate: string; note: string },
) {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: guides.id })
      .from(guides)
      .where(eq(guides.id, block.guideId))
      .for("update");
    const held = (await toursBetween(tx, block.guideId, block.startDate, block.endDate)).find(
      (t) => t.status !== "pending",
    );
    if (held) return { held };
    const [row] = await tx.insert(guideBlockedDates).values(block).returning(blockColumns);
    return { block: row };
  });
}

/** Removes the block only if it is this guide's: anyone else's id removes nothing. */
export async function deleteBlock(db: Database, guideId: number, id: number) {
  const rows = await db
    .delete(guideBlockedDates)
    .where(and(eq(guideBlockedDates.id, id), eq(guideBlockedDates.guideId, guideId)))
    .returning({ id: guideBlockedDates.id });
  return rows.length > 0;
}
