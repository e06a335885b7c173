import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  destinationClosures,
  destinations,
  packageAccommodations,
  packageCostItems,
  packageGallery,
  packageItineraryDays,
  packageReviews,
  packages,
} from "@/server/db/schema";
import { photoJson } from "@/server/features/photos/photos.repo";
import type { PhotoView } from "@/shared/photos/types";

const reviewStats = {
  reviewCount: sql<number>`(select count(*)::int from ${packageReviews} r where r.package_id = ${packages.id})`,
  reviewAverage: sql<
    number | null
  >`(select avg(r.rating)::float8 from ${packageReviews} r where r.package_id = ${packages.id})`,
};

const packageWithDestination = {
  package: packages,
  destination: destinations,
  ...reviewStats,
  photo: sql<PhotoView | null>`${photoJson(packages.photoId)}`,
};

/** The cards of the packages with these numbers, in no particular order. */
export function packagesBySrNo(db: Database, srNos: number[]) {
  return db
    .select(packageWithDestination)
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(inArray(packages.srNo, srNos));
}

/**
 * A package with everything its page shows. Travellers find it only while it and its destination
 * are published; an admin's preview (`anyStatus`) finds drafts too.
 */
export async function findPackageBySrNo(db: Database, srNo: number, { anyStatus = false } = {}) {
  const [row] = await db
    .select(packageWithDestination)
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(
      anyStatus
        ? eq(packages.srNo, srNo)
        : and(
            eq(packages.srNo, srNo),
            eq(packages.status, "published"),
            eq(destinations.status, "published"),
          ),
    )
    .limit(1);
  if (!row) return null;
  const packageId = row.package.id;
  const [itinerary, accommodation, costItems, gallery, reviews, closures] = await Promise.all([
    db
      .select()
      .from(packageItineraryDays)
      .where(eq(packageItineraryDays.packageId, packageId))
      .orderBy(asc(packageItineraryDays.dayNumber)),
    db
      .select()
      .from(packageAccommodations)
      .where(eq(packageAccommodations.packageId, packageId))
      .orderBy(asc(packageAccommodations.position)),
    db
      .select()
      .from(packageCostItems)
      .where(eq(packageCostItems.packageId, packageId))
      .orderBy(asc(packageCostItems.position)),
    db
      .select({
        image: packageGallery.image,
        alt: packageGallery.alt,
        caption: packageGallery.caption,
        photo: sql<PhotoView | null>`${photoJson(packageGallery.photoId)}`,
        hi: packageGallery.hi,
      })
      .from(packageGallery)
      .where(eq(packageGallery.packageId, packageId))
      .orderBy(asc(packageGallery.position)),
    db
      .select()
      .from(packageReviews)
      .where(eq(packageReviews.packageId, packageId))
      .orderBy(sql`${packageReviews.reviewedOn} desc`, asc(packageReviews.id)),
    db
      .select({
        startsOn: destinationClosures.startsOn,
        endsOn: destinationClosures.endsOn,
        reason: destinationClosures.reason,
        hi: destinationClosures.hi,
      })
      .from(destinationClosures)
      .where(eq(destinationClosures.destinationId, row.destination.id))
      .orderBy(asc(destinationClosures.startsOn)),
  ]);
  return { ...row, itinerary, accommodation, costItems, gallery, reviews, closures };
}

export type PackageRow = Awaited<ReturnType<typeof packagesBySrNo>>[number];
export type PackageDetailRow = NonNullable<Awaited<ReturnType<typeof findPackageBySrNo>>>;
