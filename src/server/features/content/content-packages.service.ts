import type { Database, Queryable } from "@/server/db/client";
import type { HindiTexts } from "@/server/db/schema/catalogue";
import { packageDetail } from "@/server/features/catalogue/catalogue.service";
import { notFound } from "@/server/http/errors";
import { carriedHindi, hindiToStore, missingHindi } from "@/server/platform/localise";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Difficulty } from "@/shared/constants";
import type {
  ContentStatus,
  PackageHindi,
  PackageInput,
  PackageListQuery,
} from "@/shared/content/schema";
import type {
  AdminPackage,
  AdminPackageList,
  AdminPackageSummary,
  PackagePreview,
} from "@/shared/content/types";
import type { Language } from "@/shared/language";
import type { PhotoView } from "@/shared/photos/types";
import { pageWindow } from "@/shared/query-fields";
import { lockContentWrites } from "./content.repo";
import {
  type ContentDeps,
  checkedPhotos,
  conflict,
  DEFAULT_IMAGE,
  fieldError,
  iso,
  photoIn,
  photosNamed,
} from "./content-checks";
import {
  auditContent,
  duplicateName,
  lockedEntry,
  moveStatus,
  newSlug,
  refuseArchived,
  refuseBooked,
  type StatusAction,
} from "./content-lifecycle";
import * as repo from "./content-packages.repo";

type ListedRow = {
  package: repo.PackageTableRow;
  destinationName: string;
  destinationStatus: string;
};

/** The texts that have Hindi (issue 15): the package's own, and each day's, stay's… */
const PACKAGE_TEXTS = [
  "name",
  "description",
  "highlights",
  "season",
  "imageAlt",
  "inclusions",
  "exclusions",
] as const;
const ITINERARY_TEXTS = ["title", "description", "stay"] as const;
const ACCOMMODATION_TEXTS = ["name", "type", "location", "description"] as const;
const COST_TEXTS = ["label"] as const;
const GALLERY_TEXTS = ["alt", "caption"] as const;

/** A row below the package as the console shows it: its Hindi and what has none yet. */
function withMissing<T extends { hi: HindiTexts }>(
  row: T,
  fields: readonly (keyof T & string)[],
): T & { missingHindi: string[] } {
  return { ...row, missingHindi: missingHindi(row, row.hi, fields) };
}

/**
 * A row's Hindi from the form: as sent, or, when the form sent none, what the row had for each
 * text whose English did not change.
 */
function hindiOf(
  sent: Record<string, unknown> | undefined,
  before: ({ hi: HindiTexts } & object) | undefined,
  english: object,
): HindiTexts {
  if (sent) return hindiToStore(sent);
  return carriedHindi(
    before as Record<string, unknown> | undefined,
    before?.hi,
    english as Record<string, unknown>,
  );
}

function toSummary(row: ListedRow, photo: PhotoView | null): AdminPackageSummary {
  const pkg = row.package;
  return {
    id: packageIdFor(pkg.srNo),
    srNo: pkg.srNo,
    slug: pkg.slug,
    name: pkg.name,
    destinationSrNo: pkg.destinationSrNo,
    destinationName: row.destinationName,
    destinationStatus: row.destinationStatus as ContentStatus,
    status: pkg.status as ContentStatus,
    difficulty: pkg.difficulty as Difficulty,
    durationDays: pkg.durationDays,
    price: pkg.price,
    image: pkg.image,
    imageAlt: pkg.imageAlt,
    photo,
    updatedAt: iso(pkg.updatedAt),
    missingHindi: missingHindi(pkg, pkg.hi, PACKAGE_TEXTS),
  };
}

export async function listPackages(
  db: Database,
  query: PackageListQuery,
): Promise<AdminPackageList> {
  const { rows, total } = await repo.listPackages(db, {
    q: query.q,
    status: query.status,
    destinationSrNo: query.destinationSrNo,
    ...pageWindow(query),
  });
  const photos = await photosNamed(
    db,
    rows.map((r) => r.package.photoId),
  );
  return {
    packages: rows.map((r) => toSummary(r, photoIn(photos, r.package.photoId))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function viewOf(db: Queryable, srNo: number): Promise<AdminPackage> {
  const row = await repo.packageBySrNo(db, srNo);
  if (!row) throw notFound("Package");
  const children = await repo.packageChildren(db, row.package.id);
  const photos = await photosNamed(db, [
    row.package.photoId,
    ...children.gallery.map((g) => g.photoId),
  ]);
  const pkg = row.package;
  return {
    ...toSummary(row, photoIn(photos, pkg.photoId)),
    description: pkg.description,
    highlights: pkg.highlights,
    season: pkg.season,
    photoId: pkg.photoId,
    hi: pkg.hi as PackageHindi,
    itinerary: children.itinerary.map((d) => withMissing(d, ITINERARY_TEXTS)),
    accommodation: children.accommodation.map((a) => withMissing(a, ACCOMMODATION_TEXTS)),
    costItems: children.costItems.map((c) => withMissing(c, COST_TEXTS)),
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    gallery: children.gallery.map((g) => ({
      ...withMissing(g, GALLERY_TEXTS),
      photo: photoIn(photos, g.photoId),
    })),
    bookingCount: row.bookingCount,
    createdAt: iso(pkg.createdAt),
  };
}

export const getPackage = (db: Database, srNo: number): Promise<AdminPackage> => viewOf(db, srNo);

/** What the audit log keeps of a package: its row and the rows below it. */
async function recordOf(db: Queryable, row: repo.PackageTableRow) {
  return { ...row, ...(await repo.packageChildren(db, row.id)) };
}

/** The destination a package is placed at: one in the catalogue that is not archived. */
async function placeFor(tx: Queryable, srNo: number) {
  const destination = await repo.destinationForPackage(tx, srNo);
  if (!destination) {
    throw fieldError("destinationSrNo", "Choose a destination from the catalogue.");
  }
  if (destination.status === "archived") {
    throw fieldError(
      "destinationSrNo",
      `${destination.name} is archived: choose a destination that is still offered.`,
    );
  }
  return destination;
}

/**
 * The rows the form's checked input becomes. A gallery item keeps the drawn picture it echoes
 * only when that is one of this package's own; the browser names no other file.
 */
function rowsOf(
  input: PackageInput,
  ownImages: ReadonlySet<string>,
  before?: repo.PackageTableRow & repo.PackageChildren,
) {
  const values: repo.PackageValues = {
    destinationSrNo: input.destinationSrNo,
    name: input.name,
    description: input.description,
    highlights: input.highlights,
    difficulty: input.difficulty,
    durationDays: input.durationDays,
    price: input.price,
    season: input.season || null,
    imageAlt: input.imageAlt,
    photoId: input.photoId,
    inclusions: input.inclusions,
    exclusions: input.exclusions,
  };
  values.hi = hindiOf(input.hi, before, values);
  const children: repo.PackageChildren = {
    itinerary: [...input.itinerary]
      .sort((a, b) => a.dayNumber - b.dayNumber)
      .map(({ hi, ...day }) => {
        const english = { ...day, stay: day.stay || null };
        const was = before?.itinerary.find((d) => d.dayNumber === day.dayNumber);
        return { ...english, hi: hindiOf(hi, was, english) };
      }),
    accommodation: input.accommodation.map(({ hi, ...a }, i) => ({
      ...a,
      hi: hindiOf(hi, before?.accommodation[i], a),
    })),
    costItems: input.costItems.map(({ hi, ...c }, i) => ({
      ...c,
      hi: hindiOf(hi, before?.costItems[i], c),
    })),
    gallery: input.gallery.map((g, i) => {
      const english = {
        image: g.image && ownImages.has(g.image) ? g.image : DEFAULT_IMAGE,
        alt: g.alt,
        caption: g.caption,
        photoId: g.photoId,
      };
      return { ...english, hi: hindiOf(g.hi, before?.gallery[i], english) };
    }),
  };
  return { values, children };
}

const photoFields = (input: PackageInput) => [
  { field: "photoId", id: input.photoId },
  ...input.gallery.map((g, i) => ({ field: `gallery.${i}.photoId`, id: g.photoId })),
];

/** A new package, as a draft: numbered by the server, its slug from its name, never changed. */
export async function createPackage(deps: ContentDeps, input: PackageInput): Promise<AdminPackage> {
  return deps.db.transaction(async (tx) => {
    await lockContentWrites(tx);
    const destination = await placeFor(tx, input.destinationSrNo);
    if (await repo.packageNamed(tx, input.name, null)) throw duplicateName("package", input.name);
    await checkedPhotos(tx, photoFields(input));
    const srNo = await repo.nextPackageSrNo(tx, input.destinationSrNo);
    const slug = await newSlug("package", input.name, srNo, (base) =>
      repo.packageSlugsLike(tx, base),
    );
    const { values, children } = rowsOf(input, new Set());
    const row = await repo.insertPackage(
      tx,
      { ...values, srNo, slug, image: destination.image },
      children,
    );
    await auditContent(tx, deps, {
      kind: "package",
      srNo,
      verb: "create",
      after: await recordOf(tx, row),
    });
    return viewOf(tx, srNo);
  });
}

const lockedPackage = (tx: Queryable, srNo: number) =>
  lockedEntry(tx, "package", () => repo.packageBySrNo(tx, srNo, { forUpdate: true }));

/**
 * Every field the form edits, and the itinerary, stays, cost lines and gallery replaced with it in
 * one transaction: nothing is ever half-saved. The number, slug and status stay as they are.
 */
export async function updatePackage(
  deps: ContentDeps,
  srNo: number,
  input: PackageInput,
): Promise<AdminPackage> {
  return deps.db.transaction(async (tx) => {
    const current = await lockedPackage(tx, srNo);
    refuseArchived("package", current.package.status);
    await placeFor(tx, input.destinationSrNo);
    if (await repo.packageNamed(tx, input.name, srNo)) throw duplicateName("package", input.name);
    await checkedPhotos(tx, photoFields(input));
    const before = await recordOf(tx, current.package);
    const { values, children } = rowsOf(input, new Set(before.gallery.map((g) => g.image)), before);
    const row = await repo.updatePackage(tx, current.package.id, values, children);
    await auditContent(tx, deps, {
      kind: "package",
      srNo,
      verb: "update",
      before,
      after: await recordOf(tx, row),
    });
    return viewOf(tx, srNo);
  });
}

/** Publishes (only at a published destination), unpublishes or archives a package. */
export async function changePackageStatus(
  deps: ContentDeps,
  srNo: number,
  action: StatusAction,
): Promise<AdminPackage> {
  return deps.db.transaction(async (tx) => {
    const current = await lockedPackage(tx, srNo);
    await moveStatus(tx, deps, {
      kind: "package",
      srNo,
      action,
      before: current.package,
      set: (status) => repo.setPackageStatus(tx, srNo, status),
      check: () => {
        if (action === "publish" && current.destinationStatus !== "published") {
          throw conflict(
            `Publish the destination ${current.destinationName} first: travellers see a package only while its destination is published.`,
          );
        }
      },
    });
    return viewOf(tx, srNo);
  });
}

/** Deletes a package nobody booked, with its itinerary, stays, costs, gallery and reviews. */
export async function deletePackage(deps: ContentDeps, srNo: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockedPackage(tx, srNo);
    refuseBooked("package", current.bookingCount);
    const before = await recordOf(tx, current.package);
    await repo.deletePackage(tx, current.package.id);
    await auditContent(tx, deps, { kind: "package", srNo, verb: "delete", before });
  });
}

/** The package page exactly as travellers would get it, whatever its status. */
/** The package's public page, whatever its status, in the language the admin reads (issue 15). */
export async function previewPackage(
  db: Database,
  srNo: number,
  language: Language = "en",
): Promise<PackagePreview> {
  const row = await repo.packageBySrNo(db, srNo);
  if (!row) throw notFound("Package");
  return {
    package: await packageDetail(db, srNo, { anyStatus: true, language }),
    status: row.package.status as ContentStatus,
    destinationStatus: row.destinationStatus as ContentStatus,
  };
}
