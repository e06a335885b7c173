import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { guideReviews, guides } from "@/server/db/schema";
import { photoViews } from "@/server/features/photos/photos.repo";
import { todayInIndia } from "@/shared/dates";
import {
  destinationNamesOf,
  licensedGuideIds,
  listedGuide,
  medianResponseMinutes,
} from "./listing.repo";

export function listListedGuides(db: Database, sno?: number) {
  return guidesWithReviews(
    db,
    sno === undefined ? listedGuide : and(listedGuide, eq(guides.sno, sno))!,
  );
}

/** Guides matching `where`, by sno, with their reviews and the destinations they cover. */
export async function guidesWithReviews(db: Database, where: SQL | undefined) {
  const rows = await db.select().from(guides).where(where).orderBy(asc(guides.sno));
  if (rows.length === 0) return [];
  const reviews = await db
    .select()
    .from(guideReviews)
    .where(
      inArray(
        guideReviews.guideId,
        rows.map((g) => g.id),
      ),
    )
    .orderBy(desc(guideReviews.reviewedOn), asc(guideReviews.id));
  const ids = rows.map((g) => g.id);
  const [regions, licensed, medians, photos] = await Promise.all([
    destinationNamesOf(db, ids),
    licensedGuideIds(db, ids, todayInIndia()),
    medianResponseMinutes(db, ids),
    photoViews(
      db,
      rows.flatMap((g) => (g.photoId ? [g.photoId] : [])),
    ),
  ]);
  return rows.map((guide) => ({
    guide,
    regions: regions.get(guide.id) ?? [],
    reviews: reviews.filter((r) => r.guideId === guide.id),
    licensed: licensed.has(guide.id),
    medianResponseMinutes: medians.get(guide.id) ?? null,
    photo: (guide.photoId && photos.get(guide.photoId)) || null,
  }));
}

export type GuideWithReviews = Awaited<ReturnType<typeof guidesWithReviews>>[number];

/** Takes a person's guide profile off the Guides page and out of booking (role lost, account gone). */
export async function unlistGuideOf(db: Database, userId: string) {
  await db.update(guides).set({ listed: false }).where(eq(guides.userId, userId));
}
