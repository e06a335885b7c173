import type { Database, Queryable } from "@/server/db/client";
import { searchDestinations } from "@/server/features/catalogue/destination-search.repo";
import { photoView } from "@/server/features/photos/photos.repo";
import { notFound } from "@/server/http/errors";
import { carriedHindi, hindiToStore, missingHindi } from "@/server/platform/localise";
import type { Destination } from "@/shared/catalogue/types";
import type { Difficulty, Interest, Region } from "@/shared/constants";
import type {
  ContentStatus,
  DestinationHindi,
  DestinationInput,
  DestinationListQuery,
} from "@/shared/content/schema";
import type {
  AdminDestination,
  AdminDestinationList,
  AdminDestinationSummary,
  DestinationPreview,
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
  iso,
  photoIn,
  photosNamed,
} from "./content-checks";
import * as repo from "./content-destinations.repo";
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
import { setPackageStatus, unarchivedPackagesOf } from "./content-packages.repo";

/** A destination's texts that have Hindi (issue 15). */
const DESTINATION_TEXTS = ["name", "state", "description", "bestSeason", "imageAlt"] as const;

function toSummary(
  row: repo.DestinationRow,
  packageCount: number,
  photo: PhotoView | null,
): AdminDestinationSummary {
  return {
    srNo: row.srNo,
    slug: row.slug,
    name: row.name,
    state: row.state,
    region: row.region as Region,
    status: row.status as ContentStatus,
    featured: row.featured,
    latitude: row.latitude,
    longitude: row.longitude,
    packageCount,
    image: row.image,
    imageAlt: row.imageAlt,
    photo,
    updatedAt: iso(row.updatedAt),
    missingHindi: missingHindi(row, row.hi, DESTINATION_TEXTS),
  };
}

function toAdminDestination(
  row: repo.DestinationRow,
  counts: { packageCount: number; bookingCount: number },
  photo: PhotoView | null,
): AdminDestination {
  return {
    ...toSummary(row, counts.packageCount, photo),
    description: row.description,
    bestSeason: row.bestSeason,
    interests: row.interests as Interest[],
    avgPrice: row.avgPrice,
    rating: Math.round(row.rating * 10) / 10,
    difficulty: row.difficulty as Difficulty,
    altNames: row.altNames,
    photoId: row.photoId,
    hi: row.hi as DestinationHindi,
    bookingCount: counts.bookingCount,
    createdAt: iso(row.createdAt),
  };
}

/**
 * The columns the form sets, from its checked input. Without Hindi in the input, an edit keeps the
 * Hindi of every text whose English it did not change.
 */
const valuesOf = (
  input: DestinationInput,
  before?: repo.DestinationRow,
): repo.DestinationValues => {
  const hi = input.hi ? hindiToStore(input.hi) : carriedHindi(before, before?.hi, input);
  return { ...formValues(input), hi, altNames: withHindiName(input.altNames, hi.name) };
};

/**
 * The other names search reads, with the Hindi name added when they lack it: a traveller who
 * types "ज़ीरो" finds Ziro the day an editor writes its Hindi (the seeded destinations list
 * theirs in alt-names.ts).
 */
export function withHindiName(altNames: string, hindiName: unknown): string {
  if (typeof hindiName !== "string" || hindiName.trim() === "") return altNames;
  const name = hindiName.trim();
  const names = altNames.split(",").map((n) => n.trim());
  if (names.includes(name)) return altNames;
  return altNames.trim() === "" ? name : `${altNames}, ${name}`;
}

const formValues = (input: DestinationInput) => ({
  name: input.name,
  state: input.state,
  region: input.region,
  description: input.description,
  bestSeason: input.bestSeason,
  interests: input.interests,
  avgPrice: input.avgPrice,
  difficulty: input.difficulty,
  featured: input.featured,
  imageAlt: input.imageAlt,
  photoId: input.photoId,
  // Left out (an older client's update), the stored place stays.
  ...(input.latitude !== undefined && {
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  }),
});

export async function listDestinations(
  db: Database,
  query: DestinationListQuery,
): Promise<AdminDestinationList> {
  const { rows, total } = await repo.listDestinations(db, {
    q: query.q,
    status: query.status,
    ...pageWindow(query),
  });
  const photos = await photosNamed(
    db,
    rows.map((r) => r.destination.photoId),
  );
  return {
    destinations: rows.map((r) =>
      toSummary(r.destination, r.packageCount, photoIn(photos, r.destination.photoId)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function viewOf(db: Queryable, srNo: number): Promise<AdminDestination> {
  const row = await repo.destinationBySrNo(db, srNo);
  if (!row) throw notFound("Destination");
  const photo = await photoView(db, row.destination.photoId);
  return toAdminDestination(row.destination, row, photo);
}

export const getDestination = (db: Database, srNo: number): Promise<AdminDestination> =>
  viewOf(db, srNo);

/** A new destination, as a draft: the server numbers it and gives it a slug that never changes. */
export async function createDestination(
  deps: ContentDeps,
  input: DestinationInput,
): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    await lockContentWrites(tx);
    if (await repo.destinationNamed(tx, input.name, null)) {
      throw duplicateName("destination", input.name);
    }
    await checkedPhotos(tx, [{ field: "photoId", id: input.photoId }]);
    const srNo = await repo.nextDestinationSrNo(tx);
    const slug = await newSlug("destination", input.name, srNo, (base) =>
      repo.destinationSlugsLike(tx, base),
    );
    const row = await repo.insertDestination(tx, {
      ...valuesOf(input),
      srNo,
      slug,
      image: DEFAULT_IMAGE,
    });
    await auditContent(tx, deps, { kind: "destination", srNo, verb: "create", after: row });
    return viewOf(tx, srNo);
  });
}

const lockedDestination = (tx: Queryable, srNo: number) =>
  lockedEntry(tx, "destination", () => repo.destinationBySrNo(tx, srNo, { forUpdate: true }));

/** Every field the form edits; the number, slug and status stay as they are. */
export async function updateDestination(
  deps: ContentDeps,
  srNo: number,
  input: DestinationInput,
): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    const { destination: before } = await lockedDestination(tx, srNo);
    refuseArchived("destination", before.status);
    if (await repo.destinationNamed(tx, input.name, srNo)) {
      throw duplicateName("destination", input.name);
    }
    await checkedPhotos(tx, [{ field: "photoId", id: input.photoId }]);
    const after = await repo.updateDestination(tx, srNo, valuesOf(input, before));
    await auditContent(tx, deps, { kind: "destination", srNo, verb: "update", before, after });
    return viewOf(tx, srNo);
  });
}

/**
 * Publishes, unpublishes or archives a destination. Archiving it archives its packages too: with
 * the destination gone for good, none of them could be shown again.
 */
export async function changeDestinationStatus(
  deps: ContentDeps,
  srNo: number,
  action: StatusAction,
): Promise<AdminDestination> {
  return deps.db.transaction(async (tx) => {
    const { destination: before } = await lockedDestination(tx, srNo);
    const changed = await moveStatus(tx, deps, {
      kind: "destination",
      srNo,
      action,
      before,
      set: (status) => repo.setDestinationStatus(tx, srNo, status),
    });
    if (changed && action === "archive") {
      for (const pkg of await unarchivedPackagesOf(tx, srNo)) {
        await setPackageStatus(tx, pkg.srNo, "archived");
        await auditContent(tx, deps, {
          kind: "package",
          srNo: pkg.srNo,
          verb: "archive",
          before: { status: pkg.status },
          after: { status: "archived", because: `destination ${srNo} was archived` },
        });
      }
    }
    return viewOf(tx, srNo);
  });
}

/**
 * Deletes a destination nobody booked and with no packages left (delete or archive those first);
 * the guides who covered it simply stop covering it, and its closed seasons go with it.
 */
export async function deleteDestination(deps: ContentDeps, srNo: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { destination: before, bookingCount, packageCount } = await lockedDestination(tx, srNo);
    refuseBooked("destination", bookingCount);
    if (packageCount > 0) {
      throw conflict(
        `This destination still has ${packageCount === 1 ? "a package" : `${packageCount} packages`}. Delete ${packageCount === 1 ? "it" : "them"} first, or archive the destination instead.`,
      );
    }
    await repo.deleteDestination(tx, srNo);
    await auditContent(tx, deps, { kind: "destination", srNo, verb: "delete", before });
  });
}

/** The destination's card exactly as the public search would answer it, whatever its status. */
export async function previewDestination(
  db: Database,
  srNo: number,
  language: Language = "en",
): Promise<DestinationPreview> {
  const row = await repo.destinationBySrNo(db, srNo);
  if (!row) throw notFound("Destination");
  const { body } = await searchDestinations(db, {
    q: "",
    region: null,
    interest: null,
    min: 0,
    max: 2_147_483_647,
    sort: "popularity",
    limit: 1,
    offset: 0,
    onDate: null,
    preview: srNo,
    language,
  });
  const [destination] = JSON.parse(body) as Destination[];
  if (!destination) throw notFound("Destination");
  return { destination, status: row.destination.status as ContentStatus };
}
