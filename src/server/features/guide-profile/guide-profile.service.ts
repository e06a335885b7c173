import type { Database } from "@/server/db/client";
import { recordAudit } from "@/server/features/audit/audit.repo";
import type { GuideWithReviews } from "@/server/features/guides/guides.repo";
import { guideCardsInLanguage } from "@/server/features/guides/guides.service";
import { dropPhotoIfUnused, savePhoto } from "@/server/features/photos/photos.service";
import { AppError, notFound } from "@/server/http/errors";
import type { Logger } from "@/server/platform/logger";
import type { Storage } from "@/server/platform/storage";
import type { AdminGuideListQuery } from "@/shared/admin/schema";
import { onlyChanges } from "@/shared/audit/diff";
import type { AdminGuideInput, GuideProfileInput } from "@/shared/guides/profile-schema";
import type {
  AdminGuideList,
  GuideProfileView,
  MissingForListing,
} from "@/shared/guides/profile-types";
import type { Language } from "@/shared/language";
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

/** The profiles as their editors see them, the destinations named in `language`. */
async function toViews(
  db: Database,
  rows: GuideWithReviews[],
  language: Language = "en",
): Promise<GuideProfileView[]> {
  const covered = await repo.coveredDestinations(
    db,
    rows.map((r) => r.guide.id),
    language,
  );
  const cards = await guideCardsInLanguage(db, rows, language);
  return rows.map((row, i) => {
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
      card: cards[i],
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

export async function ownProfile(db: Database, actor: Actor, language: Language = "en") {
  return (await toViews(db, [await ownRow(db, actor)], language))[0];
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

export async function updateOwnProfile(
  db: Database,
  actor: Actor,
  input: GuideProfileInput,
  language: Language = "en",
) {
  const row = await ownRow(db, actor);
  await save(db, row.guide.id, input);
  return ownProfile(db, actor, language);
}

/** Once a change committed: the replaced photo and its files go, or an older single file. */
async function dropReplaced(
  deps: GuideProfileDeps,
  replaced: { image: string | null; photoId: string | null } | null,
) {
  if (replaced?.photoId) await dropPhotoIfUnused(deps, replaced.photoId);
  else if (replaced?.image)
    await deps.storage
      .remove(replaced.image)
      .catch((err: unknown) => deps.logger.warn({ err }, "an old guide photo stayed behind"));
}

/**
 * The guide's own photo goes through the catalogue's photo pipeline (responsive AVIF and WebP,
 * metadata stripped); `image` keeps its middle WebP for whatever reads only a URL.
 */
export async function setOwnPhoto(
  deps: GuideProfileDeps,
  actor: Actor,
  upload: Buffer,
  language: Language = "en",
) {
  const row = await ownRow(deps.db, actor);
  const { result: replaced } = await savePhoto(deps, upload, actor.id, (tx, photo) =>
    repo.replacePhoto(
      tx,
      row.guide.id,
      { image: photo.src, photoId: photo.id },
      `Portrait of ${row.guide.name}`,
    ),
  );
  await dropReplaced(deps, replaced);
  return ownProfile(deps.db, actor, language);
}

export async function removeOwnPhoto(
  deps: GuideProfileDeps,
  actor: Actor,
  language: Language = "en",
) {
  const row = await ownRow(deps.db, actor);
  const replaced = await deps.db.transaction((tx) =>
    repo.replacePhoto(tx, row.guide.id, { image: null, photoId: null }, row.guide.imageAlt),
  );
  await dropReplaced(deps, replaced);
  return ownProfile(deps.db, actor, language);
}

export async function listForAdmin(
  db: Database,
  { page, pageSize }: AdminGuideListQuery,
  language: Language = "en",
): Promise<AdminGuideList> {
  const { rows, total } = await repo.guidePage(db, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { guides: await toViews(db, rows, language), total, page, pageSize };
}

export async function guideForAdmin(db: Database, sno: number, language: Language = "en") {
  return (await toViews(db, [await rowBySno(db, sno)], language))[0];
}

/** What the audit log keeps of a guide's profile: the fields an admin edits. */
const guideSnapshot = (view: GuideProfileView) => ({
  description: view.description,
  languages: view.languages,
  certifications: view.certifications,
  destinations: view.destinations.map((d) => d.name),
  specialization: view.specialization,
  experience: view.experience,
  maxGroupSize: view.maxGroupSize,
  listed: view.listed,
});

/** An admin's edit: unlisting (or listing) a guide is named as such in the audit log. */
export async function updateByAdmin(
  db: Database,
  sno: number,
  input: AdminGuideInput,
  actorId: string,
  language: Language = "en",
) {
  const row = await rowBySno(db, sno);
  return db.transaction(async (tx) => {
    // The audit log keeps the catalogue's own (English) names, whatever the admin reads.
    const before = guideSnapshot(await guideForAdmin(tx, sno));
    await save(tx, row.guide.id, input);
    const after = guideSnapshot(await guideForAdmin(tx, sno));
    const verb = before.listed === after.listed ? "update" : after.listed ? "list" : "unlist";
    await recordAudit(tx, {
      actorId,
      action: `guide.${verb}`,
      entityType: "guide",
      entityId: sno,
      ...onlyChanges(before, after),
    });
    return guideForAdmin(tx, sno, language);
  });
}
