import type { Database, Queryable } from "@/server/db/client";
import { photoViews } from "@/server/features/photos/photos.repo";
import { AppError } from "@/server/http/errors";
import { ERROR_CODES } from "@/shared/api-error";
import type { PhotoView } from "@/shared/photos/types";

/** Who is changing the catalogue: the session's admin, never the browser's say. */
export interface ContentDeps {
  db: Database;
  actorId: string;
}

/** The drawn picture of an entry added in the console, shown until a photo is uploaded. */
export const DEFAULT_IMAGE = "/images/fallback.svg";

/** A 422 naming one field, as a form shows it beside that field. */
export const fieldError = (field: string, message: string) =>
  new AppError(422, ERROR_CODES.validation, message, { [field]: message });

export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);

/** The views of the photos `ids` name; an entry without a photo names none. */
export const photosNamed = (db: Queryable, ids: (string | null)[]) =>
  photoViews(
    db,
    ids.filter((id): id is string => Boolean(id)),
  );

export const UNKNOWN_PHOTO = "That photo is not one we have: please upload it again.";

/**
 * The views of the photos a form names, or a 422 naming each field whose photo does not exist
 * (removed since, or never uploaded).
 */
export async function checkedPhotos(
  db: Queryable,
  wanted: { field: string; id: string | null }[],
): Promise<Map<string, PhotoView>> {
  const views = await photosNamed(
    db,
    wanted.map((w) => w.id),
  );
  const fields: Record<string, string> = {};
  for (const { field, id } of wanted) {
    if (id && !views.has(id)) fields[field] = UNKNOWN_PHOTO;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(422, ERROR_CODES.validation, "Some fields need your attention.", fields);
  }
  return views;
}

/** The view of a photo id from `views`, or null. */
export const photoIn = (views: Map<string, PhotoView>, id: string | null) =>
  (id && views.get(id)) || null;

export const iso = (date: Date | string) => new Date(date).toISOString();
