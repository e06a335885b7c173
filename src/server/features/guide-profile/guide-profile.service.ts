import type { Database } from "@/server/db/client";
import type { GuideWithReviews } from "@/server/features/guides/guides.repo";
import { toGuide } from "@/server/features/guides/guides.service";
import { toProfilePicture } from "@/server/features/profile/profile-picture";
import { AppError, notFound } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Storage } from "@/server/platform/storage";
import type { AdminGuideListQuery } from "@/shared/admin/schema";
import type { AdminGuideInput, GuideProfileInput } from "@/shared/guides/profile-schema";
import type {
  AdminGuideList,
  GuideProfileView,
  MissingForListing,
} from "@/shared/guides/profile-types";
import * as repo from "./guide-profile.repo";

interface Actor {
  id: string;
  /** A guide whose role was taken away keeps the row but not the right to change it. */
  role?: string | null;
}

export interface GuideProfileDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

const invalid = (field: string, message: string) =>
  new AppError(422, "VALIDATION_FAILED", message, { [field]: message });

/** What booking needs besides an admin's approval (decision 0024). */
export function missingForListing(row: GuideWithReviews): MissingForListing[] {
  const missing: MissingForListing[] = [];
  if (!row.guide.image) missing.push("photo");
  if (row.regions.length === 0) missing.push("destination");
  return missing;
}

async function toViews(db: Database, rows: GuideWithReviews[]): Promise<GuideProfileView[]> {
  const covered = await repo.coveredDestinations(
    db,
    rows.map((r) => r.guide.id),
  );
  return rows.map((row) => {
    const { guide } = row;
    return {
      sno: guide.sno,
      name: guide.name,
      image: guide.image,
      description: guide.description,
      languages: guide.languages,
      certifications: guide.certifications,
      destinations: covered.get(guide.id) ?? [],
      specialization: guide.specialization,
      experience: guide.experience,
      maxGroupSize: guide.maxGroupSize,
      verified: guide.verified,
      listed: guide.listed,
      isAvailable: guide.isAvailable,
      missing: missingForListing(row),
      card: toGuide(row),
    };
  });
}

async function ownRow(db: Database, actor: Actor) {
  const row = await repo.guideByUser(db, actor.id);
  if (!row || actor.role !== "guide")
    throw new AppError(403, "NOT_A_GUIDE", "Only guides with a guide profile can edit one.");
  return row;
}

async function rowBySno(db: Database, sno: number) {
  const row = await repo.guideBySno(db, sno);
  if (!row) throw notFound("Guide");
  return row;
}

export async function ownProfile(db: Database, actor: Actor) {
  return (await toViews(db, [await ownRow(db, actor)]))[0];
}

async function save(db: Database, guideId: number, input: GuideProfileInput | AdminGuideInput) {
  const { destinationSrNos, ...values } = input;
  const srNos = [...new Set(destinationSrNos)];
  const ids = await repo.destinationIdsFor(db, srNos);
  const unknown = srNos.filter((srNo) => !ids.has(srNo));
  if (unknown.length > 0)
    throw invalid("destinationSrNos", "Choose destinations from the catalogue's list.");
  await repo.saveProfile(db, guideId, values, [...ids.values()]);
}

export async function updateOwnProfile(db: Database, actor: Actor, input: GuideProfileInput) {
  const row = await ownRow(db, actor);
  await save(db, row.guide.id, input);
  return ownProfile(db, actor);
}

export async function setOwnPhoto(deps: GuideProfileDeps, actor: Actor, upload: Buffer) {
  const row = await ownRow(deps.db, actor);
  const picture = await toProfilePicture(upload);
  const url = await deps.storage.save(picture, "webp");
  let replaced: string | null;
  try {
    replaced = await repo.replacePhoto(deps.db, row.guide.id, url, `Portrait of ${row.guide.name}`);
  } catch (error) {
    await deps.storage.remove(url).catch(() => {});
    throw error;
  }
  if (replaced)
    await deps.storage
      .remove(replaced)
      .catch((err: unknown) => deps.logger.warn({ err }, "an old guide photo stayed behind"));
  return ownProfile(deps.db, actor);
}

export async function removeOwnPhoto(deps: GuideProfileDeps, actor: Actor) {
  const row = await ownRow(deps.db, actor);
  const replaced = await repo.replacePhoto(deps.db, row.guide.id, null, row.guide.imageAlt);
  if (replaced) await deps.storage.remove(replaced).catch(() => {});
  return ownProfile(deps.db, actor);
}

export async function listForAdmin(
  db: Database,
  { page, pageSize }: AdminGuideListQuery,
): Promise<AdminGuideList> {
  const { rows, total } = await repo.guidePage(db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { guides: await toViews(db, rows), total, page, pageSize };
}

export async function guideForAdmin(db: Database, sno: number) {
  return (await toViews(db, [await rowBySno(db, sno)]))[0];
}

export async function updateByAdmin(db: Database, sno: number, input: AdminGuideInput) {
  const row = await rowBySno(db, sno);
  await save(db, row.guide.id, input);
  return guideForAdmin(db, sno);
}
