import type { Database, Queryable } from "@/server/db/client";
import type { PhotoVariant } from "@/server/db/schema";
import { recordAudit } from "@/server/features/audit/audit.repo";
import type { Logger } from "@/server/platform/logger";
import type { Storage } from "@/server/platform/storage";
import type { PhotoView } from "@/shared/photos/types";
import { type ProcessedPhoto, processPhoto } from "./photo-pipeline";
import { photoQueue } from "./photo-queue";
import * as repo from "./photos.repo";

export interface PhotoDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/** Removes stored files, logging (not throwing) what stays behind: the caller's answer stands. */
async function removeFiles(deps: Pick<PhotoDeps, "storage" | "logger">, urls: string[]) {
  await Promise.all(
    urls.map((url) =>
      deps.storage
        .remove(url)
        .catch((err: unknown) => deps.logger.warn({ err, url }, "a photo file stayed behind")),
    ),
  );
}

/** Stores every rendition; if one fails, the ones already stored are removed before it throws. */
async function storeVariants(
  deps: Pick<PhotoDeps, "storage" | "logger">,
  processed: ProcessedPhoto,
): Promise<PhotoVariant[]> {
  const stored: PhotoVariant[] = [];
  try {
    for (const v of processed.variants) {
      const url = await deps.storage.save(v.bytes, v.format);
      stored.push({
        width: v.width,
        height: v.height,
        format: v.format,
        url,
        bytes: v.bytes.length,
      });
    }
  } catch (error) {
    await removeFiles(
      deps,
      stored.map((v) => v.url),
    );
    throw error;
  }
  return stored;
}

/**
 * Checks and processes an upload (one at a time per server), stores its renditions and records
 * the photo; `within` runs in the same transaction, after the insert (a guide's row pointing at
 * it, an audit entry). All or nothing: if the insert or `within` fails, the stored files are
 * removed, so neither a row without files nor files without a row are left.
 */
export async function savePhoto<T>(
  deps: PhotoDeps,
  bytes: Buffer,
  uploadedBy: string | null,
  within: (tx: Queryable, photo: PhotoView) => Promise<T>,
): Promise<{ photo: PhotoView; result: T }> {
  const processed = await photoQueue.run(() => processPhoto(bytes));
  const variants = await storeVariants(deps, processed);
  try {
    return await deps.db.transaction(async (tx) => {
      const photo = await repo.insertPhoto(tx, {
        width: processed.width,
        height: processed.height,
        variants,
        placeholder: processed.placeholder,
        uploadedBy,
      });
      return { photo, result: await within(tx, photo) };
    });
  } catch (error) {
    await removeFiles(
      deps,
      variants.map((v) => v.url),
    );
    throw error;
  }
}

/** An admin's upload for the catalogue: the photo, recorded in the audit log. */
export async function uploadCataloguePhoto(
  deps: PhotoDeps,
  adminId: string,
  bytes: Buffer,
): Promise<PhotoView> {
  const { photo } = await savePhoto(deps, bytes, adminId, (tx, saved) =>
    recordAudit(tx, {
      actorId: adminId,
      action: "photo.upload",
      entityType: "photo",
      entityId: saved.id,
      after: { width: saved.width, height: saved.height, avif: saved.avif, webp: saved.webp },
    }),
  );
  return photo;
}

/**
 * Deletes a photo that nothing uses any more, and its files once that is committed; a photo still
 * in use somewhere is kept.
 */
export async function dropPhotoIfUnused(deps: PhotoDeps, id: string | null): Promise<void> {
  if (!id) return;
  const variants = await repo.deletePhotoIfUnused(deps.db, id);
  if (variants)
    await removeFiles(
      deps,
      variants.map((v) => v.url),
    );
}
