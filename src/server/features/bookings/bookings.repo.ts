import { and, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  bookings,
  destinations,
  guideBlockedDates,
  guideReviews,
  guides,
  packages,
  profiles,
  user,
} from "@/server/db/schema";
import { planOf } from "@/server/db/sql-text";
import { coversDestination, listedGuide } from "@/server/features/guides/listing.repo";
import { throughIndexes } from "./dashboard-bookings.repo";

const bookingColumns = {
  booking: bookings,
  packageSrNo: packages.srNo,
  packageName: packages.name,
  packageImage: packages.image,
  packageImageAlt: packages.imageAlt,
  packagePhotoId: packages.photoId,
  destinationName: destinations.name,
  packageNameHi: sql<string | null>`${packages.hi}->>'name'`,
  destinationNameHi: sql<string | null>`${destinations.hi}->>'name'`,
  guideSno: guides.sno,
  guideName: guides.name,
  guideNameHi: sql<string | null>`${guides.hi}->>'name'`,
  guideUserId: guides.userId,
  reviewId: guideReviews.id,
};

function selectBookings(db: Database) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .leftJoin(guideReviews, eq(guideReviews.bookingId, bookings.id));
}

export type StoredBooking = typeof bookings.$inferSelect;

export type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>["execute"]>>[number];

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id)).limit(1);
  return row;
}

const ofUser = (db: Database, userId: string, limit: number) =>
  selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);

/** A traveller's most recent bookings first, `limit` at most. */
export function bookingsOfUser(db: Database, userId: string, limit: number) {
  return db.transaction(async (tx) => {
    await throughIndexes(tx);
    return ofUser(tx, userId, limit);
  });
}

/** The plan PostgreSQL chooses for bookingsOfUser (EXPLAIN, as JSON): for the query-plan test. */
export function bookingsOfUserPlan(db: Database, userId: string, limit: number) {
  return db.transaction(async (tx) => {
    await throughIndexes(tx);
    return planOf(tx, ofUser(tx, userId, limit).getSQL());
  });
}

/** These bookings, in the order of `ids`. */
export async function bookingsByIds(db: Database, ids: string[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectBookings(db).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.booking.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A package travellers may book: it and its destination are published. */
export async function packageForBooking(db: Database, srNo: number) {
  const [row] = await db
    .select({
      id: packages.id,
      name: packages.name,
      price: packages.price,
      durationDays: packages.durationDays,
      destinationId: destinations.id,
      destinationName: destinations.name,
    })
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(
      and(
        eq(packages.srNo, srNo),
        eq(packages.status, "published"),
        eq(destinations.status, "published"),
      ),
    );
  return row;
}

const bookableGuideColumns = {
  id: guides.id,
  sno: guides.sno,
  name: guides.name,
  userId: guides.userId,
  isAvailable: guides.isAvailable,
  maxGroupSize: guides.maxGroupSize,
  workingDays: guides.workingDays,
};
/** Listed guides taking new requests who cover the destination. */
const bookableFor = (destinationId: number) =>
  and(listedGuide, eq(guides.isAvailable, true), coversDestination(destinationId));

/** One guide by number, if they can lead a tour at the destination (no rating: not needed there). */
export async function bookableGuideBySno(db: Database, sno: number, destinationId: number) {
  const [row] = await db
    .select(bookableGuideColumns)
    .from(guides)
    .where(and(eq(guides.sno, sno), bookableFor(destinationId)));
  return row;
}

export async function guideOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(guides).where(eq(guides.userId, userId)).limit(1);
  return row;
}

export async function setGuideAvailability(db: Database, guideId: number, isAvailable: boolean) {
  await db.update(guides).set({ isAvailable }).where(eq(guides.id, guideId));
}

export async function bookingByIdempotencyKey(db: Database, key: string) {
  const [row] = await db
    .select({ id: bookings.id, userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  return row;
}

/** Inserts the booking unless its idempotency key is taken; the new row, or undefined. */
export async function insertBookingOnce(db: Database, values: typeof bookings.$inferInsert) {
  const [inserted] = await db
    .insert(bookings)
    .values(values)
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning();
  return inserted;
}

export async function emailOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

/**
 * Accepts or rejects a request still pending; false when it changed meanwhile, "blocked" when the
 * guide has since blocked some of its days. Accepting locks the guide's row, as blocking days does
 * (guide-calendar.repo), so a block and an acceptance of the same days never both land.
 */
export async function decidePending(
  db: Database,
  id: string,
  decision:
    | { status: "rejected" }
    | {
        status: "awaiting_payment";
        /** The payment plan, from the tour's start date and the price. */
        plan: (p: { startDate: string; price: number }) => {
          holdExpiresAt: Date;
          depositPaise: number;
          balanceDueOn: string | null;
        };
      },
): Promise<boolean | "blocked"> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({
        guideId: bookings.guideId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        price: bookings.price,
      })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.status, "pending")));
    if (!pending) return false;
    if (decision.status === "awaiting_payment") {
      await lockGuide(tx, pending.guideId);
      const [block] = await tx
        .select({ id: guideBlockedDates.id })
        .from(guideBlockedDates)
        .where(
          and(
            eq(guideBlockedDates.guideId, pending.guideId),
            lte(guideBlockedDates.startDate, pending.endDate),
            gte(guideBlockedDates.endDate, pending.startDate),
          ),
        )
        .limit(1);
      if (block) return "blocked";
    }
    const now = new Date();
    const updated = await tx
      .update(bookings)
      .set({
        status: decision.status,
        updatedAt: now,
        respondedAt: now,
        ...(decision.status === "awaiting_payment" ? decision.plan(pending) : {}),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, "pending")))
      .returning({ id: bookings.id });
    return updated.length > 0;
  });
}

/** Serialises changes to one guide's calendar for the rest of the transaction. */
export async function lockGuide(tx: Database, guideId: number) {
  await tx.select({ id: guides.id }).from(guides).where(eq(guides.id, guideId)).for("update");
}

/**
 * Cancels the booking if its status is still `expectedStatus`; false when it changed meanwhile.
 * Done on the traveller's behalf, it names the admin in the booking's history (the trigger reads
 * the transaction's settings) and runs `within` in the same transaction once the status changed.
 */
export async function cancel(
  db: Database,
  id: string,
  expectedStatus: string,
  onBehalf?: { adminId: string; within: (tx: Database) => Promise<void> },
): Promise<boolean> {
  if (!onBehalf) return cancelIfStill(db, id, expectedStatus);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('yatra.actor_id', ${onBehalf.adminId}, true),
      set_config('yatra.actor_role', 'admin', true)`);
    if (!(await cancelIfStill(tx, id, expectedStatus))) return false;
    await onBehalf.within(tx);
    return true;
  });
}

async function cancelIfStill(db: Database, id: string, expectedStatus: string) {
  const updated = await db
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: new Date(),
      holdExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, expectedStatus)))
    .returning({ id: bookings.id });
  return updated.length > 0;
}

export async function profileFullName(db: Database, userId: string) {
  const [profile] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile?.fullName;
}

export async function reviewByIdempotencyKey(db: Database, key: string) {
  const [review] = await db.select().from(guideReviews).where(eq(guideReviews.idempotencyKey, key));
  return review;
}

/** Inserts the review unless its idempotency key is taken; the new row, or undefined. */
export async function insertReviewOnce(db: Database, values: typeof guideReviews.$inferInsert) {
  const [review] = await db
    .insert(guideReviews)
    .values(values)
    .onConflictDoNothing({ target: guideReviews.idempotencyKey })
    .returning();
  return review;
}

/**
 * Claims the pending requests older than `before` whose guide has not been reminded: one UPDATE,
 * so two servers running the same sweep remind each guide once.
 */
export async function claimRequestsToRemind(db: Database, before: Date, now: Date) {
  return db
    .update(bookings)
    .set({ remindedAt: now })
    .where(
      and(
        eq(bookings.status, "pending"),
        isNull(bookings.remindedAt),
        lte(bookings.createdAt, before),
      ),
    )
    .returning({ id: bookings.id });
}

/** Expires the pending requests made before `before`; each comes back once, to one server. */
export async function expireRequests(db: Database, before: Date, now: Date) {
  return db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.status, "pending"), lte(bookings.createdAt, before)))
    .returning({ id: bookings.id });
}
