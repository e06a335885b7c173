import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { destinations, packages, savedPlaces } from "@/server/db/schema";
import { photoJson } from "@/server/features/photos/photos.repo";
import type { PhotoView } from "@/shared/photos/types";
import type { SavedKind } from "@/shared/saved/schema";

/**
 * A user's saved places, newest first, with what their cards show. A place that is no longer
 * published (or whose destination is not) is left out but its save is kept.
 */
export async function savedOf(db: Database, userId: string) {
  const destinationRows = db
    .select({
      kind: savedPlaces.kind,
      srNo: savedPlaces.srNo,
      createdAt: savedPlaces.createdAt,
      name: destinations.name,
      image: destinations.image,
      imageAlt: destinations.imageAlt,
      hi: destinations.hi,
      photo: sql<PhotoView | null>`${photoJson(destinations.photoId)}`,
    })
    .from(savedPlaces)
    .innerJoin(destinations, eq(destinations.srNo, savedPlaces.srNo))
    .where(
      and(
        eq(savedPlaces.userId, userId),
        eq(savedPlaces.kind, "destination"),
        eq(destinations.status, "published"),
      ),
    );
  const packageRows = db
    .select({
      kind: savedPlaces.kind,
      srNo: savedPlaces.srNo,
      createdAt: savedPlaces.createdAt,
      name: packages.name,
      image: packages.image,
      imageAlt: packages.imageAlt,
      hi: packages.hi,
      photo: sql<PhotoView | null>`${photoJson(packages.photoId)}`,
    })
    .from(savedPlaces)
    .innerJoin(packages, eq(packages.srNo, savedPlaces.srNo))
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(
      and(
        eq(savedPlaces.userId, userId),
        eq(savedPlaces.kind, "package"),
        eq(packages.status, "published"),
        eq(destinations.status, "published"),
      ),
    );
  const [saved, savedPackages] = await Promise.all([destinationRows, packageRows]);
  return [...saved, ...savedPackages].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.srNo - b.srNo,
  );
}

/** Whether a traveller can see the place: it, and a package's destination, are published. */
export async function isPublished(db: Database, kind: SavedKind, srNo: number) {
  if (kind === "destination") {
    const [row] = await db
      .select({ srNo: destinations.srNo })
      .from(destinations)
      .where(and(eq(destinations.srNo, srNo), eq(destinations.status, "published")));
    return row !== undefined;
  }
  const [row] = await db
    .select({ srNo: packages.srNo })
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(
      and(
        eq(packages.srNo, srNo),
        eq(packages.status, "published"),
        eq(destinations.status, "published"),
      ),
    );
  return row !== undefined;
}

export async function isSaved(db: Database, userId: string, kind: SavedKind, srNo: number) {
  const [row] = await db
    .select({ srNo: savedPlaces.srNo })
    .from(savedPlaces)
    .where(
      and(eq(savedPlaces.userId, userId), eq(savedPlaces.kind, kind), eq(savedPlaces.srNo, srNo)),
    );
  return row !== undefined;
}

export async function countSaved(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId));
  return row?.n ?? 0;
}

export async function insertSaved(db: Database, userId: string, kind: SavedKind, srNo: number) {
  await db.insert(savedPlaces).values({ userId, kind, srNo }).onConflictDoNothing();
}

export async function deleteSaved(db: Database, userId: string, kind: SavedKind, srNo: number) {
  await db
    .delete(savedPlaces)
    .where(
      and(eq(savedPlaces.userId, userId), eq(savedPlaces.kind, kind), eq(savedPlaces.srNo, srNo)),
    );
}

/** Orders saves of one user (taken inside the transaction that counts and adds). */
export async function lockUserSaves(db: Database, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved:${userId}`}))`);
}
