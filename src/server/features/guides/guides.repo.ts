import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { guideReviews, guides } from "@/server/db/schema";
import { todayInIndia } from "@/shared/dates";
import { destinationNamesOf, licensedGuide, listedGuide } from "./listing.repo";

/** The listed guides (or one), each with whether a verified licence covers India's `today`. */
export async function listListedGuides(db: Database, sno?: number, today = todayInIndia()) {
  const where = sno === undefined ? listedGuide : and(listedGuide, eq(guides.sno, sno));
  const found = await db
    .select({ guide: guides, licensed: sql<boolean>`${licensedGuide(today)}` })
    .from(guides)
    .where(where)
    .orderBy(asc(guides.sno));
  const rows = found.map((row) => row.guide);
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
  const regions = await destinationNamesOf(
    db,
    rows.map((g) => g.id),
  );
  return found.map(({ guide, licensed }) => ({
    guide,
    licensed: Boolean(licensed),
    regions: regions.get(guide.id) ?? [],
    reviews: reviews.filter((r) => r.guideId === guide.id),
  }));
}

export type GuideWithReviews = Awaited<ReturnType<typeof listListedGuides>>[number];

/** Takes a person's guide profile off the Guides page and out of booking (role lost, account gone). */
export async function unlistGuideOf(db: Database, userId: string) {
  await db.update(guides).set({ listed: false }).where(eq(guides.userId, userId));
}
