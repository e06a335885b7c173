import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import {
  bookings,
  destinations,
  packageAccommodations,
  packageCostItems,
  packageGallery,
  packageItineraryDays,
  packages,
} from "@/server/db/schema";
import type { HindiTexts } from "@/server/db/schema/catalogue";
import { likePattern, rowsOf } from "@/server/db/sql-text";
import type { ContentStatus, ContentStatusFilter } from "@/shared/content/schema";

export type PackageTableRow = typeof packages.$inferSelect;
export type PackageValues = Omit<
  typeof packages.$inferInsert,
  "id" | "srNo" | "slug" | "status" | "image" | "createdAt" | "updatedAt"
>;

/** A package's rows below it, as the form edits them (positions are the lists' order). */
export interface PackageChildren {
  itinerary: {
    dayNumber: number;
    title: string;
    description: string;
    meals: string[];
    stay: string | null;
    hi: HindiTexts;
  }[];
  accommodation: {
    name: string;
    type: string;
    location: string;
    nights: number;
    description: string;
    hi: HindiTexts;
  }[];
  costItems: { label: string; amount: number; hi: HindiTexts }[];
  gallery: {
    image: string;
    alt: string;
    caption: string;
    photoId: string | null;
    hi: HindiTexts;
  }[];
}

const destinationOf = {
  destinationName: destinations.name,
  destinationStatus: destinations.status,
};

// Qualified by hand: inside the subquery an unqualified id would be the booking's own.
const bookingCount = sql<number>`(select count(*)::int from ${bookings} b
  where b.package_id = ${sql.raw(`"packages"."id"`)})`.mapWith(Number);

function listConditions(filter: {
  q: string;
  status: ContentStatusFilter;
  destinationSrNo?: number;
}): SQL | undefined {
  const text = filter.q.trim();
  return and(
    filter.status === "all" ? undefined : eq(packages.status, filter.status),
    filter.destinationSrNo === undefined
      ? undefined
      : eq(packages.destinationSrNo, filter.destinationSrNo),
    text === ""
      ? undefined
      : or(
          ilike(packages.name, likePattern(text)),
          ilike(packages.slug, likePattern(text)),
          ilike(destinations.name, likePattern(text)),
          /^(dest_)?\d{1,9}$/.test(text)
            ? eq(packages.srNo, Number(text.replace("dest_", "")))
            : undefined,
        ),
  );
}

/** A page of every package, whatever its status, the latest changed first. */
export async function listPackages(
  db: Queryable,
  filter: {
    q: string;
    status: ContentStatusFilter;
    destinationSrNo?: number;
    limit: number;
    offset: number;
  },
) {
  const where = listConditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ package: packages, ...destinationOf })
      .from(packages)
      .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
      .where(where)
      .orderBy(desc(packages.updatedAt), desc(packages.srNo))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(packages)
      .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
      .where(where),
  ]);
  return { rows, total };
}

/** One package with its destination's name and status; `forUpdate` locks its row. */
export async function packageBySrNo(db: Queryable, srNo: number, { forUpdate = false } = {}) {
  const query = db
    .select({ package: packages, ...destinationOf, bookingCount })
    .from(packages)
    .innerJoin(destinations, eq(destinations.srNo, packages.destinationSrNo))
    .where(eq(packages.srNo, srNo));
  const [row] = await (forUpdate ? query.for("update", { of: packages }) : query);
  return row ?? null;
}

export async function packageChildren(db: Queryable, packageId: number): Promise<PackageChildren> {
  const [itinerary, accommodation, costItems, gallery] = await Promise.all([
    db
      .select({
        dayNumber: packageItineraryDays.dayNumber,
        title: packageItineraryDays.title,
        description: packageItineraryDays.description,
        meals: packageItineraryDays.meals,
        stay: packageItineraryDays.stay,
        hi: packageItineraryDays.hi,
      })
      .from(packageItineraryDays)
      .where(eq(packageItineraryDays.packageId, packageId))
      .orderBy(asc(packageItineraryDays.dayNumber)),
    db
      .select({
        name: packageAccommodations.name,
        type: packageAccommodations.type,
        location: packageAccommodations.location,
        nights: packageAccommodations.nights,
        description: packageAccommodations.description,
        hi: packageAccommodations.hi,
      })
      .from(packageAccommodations)
      .where(eq(packageAccommodations.packageId, packageId))
      .orderBy(asc(packageAccommodations.position), asc(packageAccommodations.id)),
    db
      .select({
        label: packageCostItems.label,
        amount: packageCostItems.amount,
        hi: packageCostItems.hi,
      })
      .from(packageCostItems)
      .where(eq(packageCostItems.packageId, packageId))
      .orderBy(asc(packageCostItems.position), asc(packageCostItems.id)),
    db
      .select({
        image: packageGallery.image,
        alt: packageGallery.alt,
        caption: packageGallery.caption,
        photoId: packageGallery.photoId,
        hi: packageGallery.hi,
      })
      .from(packageGallery)
      .where(eq(packageGallery.packageId, packageId))
      .orderBy(asc(packageGallery.position), asc(packageGallery.id)),
  ]);
  return { itinerary, accommodation, costItems, gallery };
}

/** The destination a package may be placed at, if it exists. */
export async function destinationForPackage(tx: Queryable, srNo: number) {
  const [row] = await tx
    .select({
      srNo: destinations.srNo,
      name: destinations.name,
      status: destinations.status,
      image: destinations.image,
    })
    .from(destinations)
    .where(eq(destinations.srNo, srNo));
  return row ?? null;
}

/**
 * A new package's number: its destination's own when no package has it yet (the destination's
 * first package, where the card's link lands: decision 0030), else one past every package's and
 * destination's number, so a later destination's number stays free for its own first package.
 */
export async function nextPackageSrNo(tx: Queryable, destinationSrNo: number): Promise<number> {
  const [row] = rowsOf<{ next: number }>(
    await tx.execute(sql`select case
        when not exists (select 1 from ${packages} where ${packages.srNo} = ${destinationSrNo})
          then ${destinationSrNo}::int
        else greatest(
          (select coalesce(max(${packages.srNo}), 0) from ${packages}),
          (select coalesce(max(${destinations.srNo}), 0) from ${destinations}))::int + 1
      end as next`),
  );
  return row.next;
}

export async function packageSlugsLike(tx: Queryable, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: packages.slug })
    .from(packages)
    .where(or(eq(packages.slug, base), sql`${packages.slug} like ${`${base}-%`}`));
  return new Set(rows.map((r) => r.slug));
}

/** Another package not archived with this name, ignoring case and repeated spaces. */
export async function packageNamed(
  tx: Queryable,
  name: string,
  exceptSrNo: number | null,
): Promise<{ srNo: number } | null> {
  const [row] = await tx
    .select({ srNo: packages.srNo })
    .from(packages)
    .where(
      and(
        sql`lower(regexp_replace(${packages.name}, '\\s+', ' ', 'g')) = lower(regexp_replace(${name}, '\\s+', ' ', 'g'))`,
        ne(packages.status, "archived"),
        exceptSrNo === null ? undefined : ne(packages.srNo, exceptSrNo),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The package's rows below it, replaced by `children` (in the caller's transaction). */
async function replaceChildren(tx: Queryable, packageId: number, children: PackageChildren) {
  await tx.delete(packageItineraryDays).where(eq(packageItineraryDays.packageId, packageId));
  await tx.delete(packageAccommodations).where(eq(packageAccommodations.packageId, packageId));
  await tx.delete(packageCostItems).where(eq(packageCostItems.packageId, packageId));
  await tx.delete(packageGallery).where(eq(packageGallery.packageId, packageId));
  if (children.itinerary.length > 0) {
    await tx
      .insert(packageItineraryDays)
      .values(children.itinerary.map((day) => ({ packageId, ...day })));
  }
  if (children.accommodation.length > 0) {
    await tx
      .insert(packageAccommodations)
      .values(children.accommodation.map((a, position) => ({ packageId, position, ...a })));
  }
  if (children.costItems.length > 0) {
    await tx
      .insert(packageCostItems)
      .values(children.costItems.map((c, position) => ({ packageId, position, ...c })));
  }
  if (children.gallery.length > 0) {
    await tx
      .insert(packageGallery)
      .values(children.gallery.map((g, position) => ({ packageId, position, ...g })));
  }
}

export async function insertPackage(
  tx: Queryable,
  values: PackageValues & { srNo: number; slug: string; image: string },
  children: PackageChildren,
): Promise<PackageTableRow> {
  const [row] = await tx
    .insert(packages)
    .values({ ...values, status: "draft" })
    .returning();
  await replaceChildren(tx, row.id, children);
  return row;
}

export async function updatePackage(
  tx: Queryable,
  id: number,
  values: PackageValues,
  children: PackageChildren,
): Promise<PackageTableRow> {
  const [row] = await tx
    .update(packages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(packages.id, id))
    .returning();
  await replaceChildren(tx, id, children);
  return row;
}

export async function setPackageStatus(
  tx: Queryable,
  srNo: number,
  status: ContentStatus,
): Promise<PackageTableRow> {
  const [row] = await tx
    .update(packages)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(packages.srNo, srNo))
    .returning();
  return row;
}

/** The destination's packages that are not archived yet, locked: archiving it archives them. */
export async function unarchivedPackagesOf(tx: Queryable, destinationSrNo: number) {
  return tx
    .select({ srNo: packages.srNo, status: packages.status })
    .from(packages)
    .where(and(eq(packages.destinationSrNo, destinationSrNo), ne(packages.status, "archived")))
    .orderBy(asc(packages.srNo))
    .for("update");
}

export async function deletePackage(tx: Queryable, id: number): Promise<void> {
  await tx.delete(packages).where(eq(packages.id, id));
}
