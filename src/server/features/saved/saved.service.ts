import type { Database } from "@/server/db/client";
import { AppError, notFound } from "@/server/http/errors";
import { inLanguage } from "@/server/platform/localise";
import { ERROR_CODES } from "@/shared/api-error";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Language } from "@/shared/language";
import {
  MAX_SAVED_PLACES,
  type SavedKind,
  type SavedPlace,
  type SavedPlaceParams,
} from "@/shared/saved/schema";
import * as repo from "./saved.repo";

const LOCALISED = ["name", "imageAlt"] as const;

/** The user's saved places, newest first, in the reader's language. */
export async function listSaved(
  db: Database,
  userId: string,
  language: Language,
): Promise<SavedPlace[]> {
  const rows = await repo.savedOf(db, userId);
  return rows.map(({ hi, createdAt, ...row }) =>
    inLanguage(
      language,
      {
        kind: row.kind as SavedKind,
        srNo: row.srNo,
        name: row.name,
        image: row.image,
        imageAlt: row.imageAlt,
        photo: row.photo,
        // Both open the tour page, as the catalogue's cards do.
        to: `/packages/${packageIdFor(row.srNo)}`,
        savedAt: createdAt.toISOString(),
      },
      hi,
      LOCALISED,
    ),
  );
}

/** Saves a published place; saving it again changes nothing. At most MAX_SAVED_PLACES. */
export async function savePlace(db: Database, userId: string, { kind, srNo }: SavedPlaceParams) {
  if (!(await repo.isPublished(db, kind, srNo))) {
    throw notFound(kind === "destination" ? "Destination" : "Package");
  }
  await db.transaction(async (tx) => {
    await repo.lockUserSaves(tx, userId);
    if (await repo.isSaved(tx, userId, kind, srNo)) return;
    if ((await repo.countSaved(tx, userId)) >= MAX_SAVED_PLACES) {
      throw new AppError(
        422,
        ERROR_CODES.validation,
        `You can save up to ${MAX_SAVED_PLACES} places. Remove some to save more.`,
      );
    }
    await repo.insertSaved(tx, userId, kind, srNo);
  });
}

/** Forgets a saved place; removing one that is not saved changes nothing. */
export async function removePlace(db: Database, userId: string, { kind, srNo }: SavedPlaceParams) {
  await repo.deleteSaved(db, userId, kind, srNo);
}
