import type { Context } from "hono";
import { multipartOnlyFor, readUploadedFile, uploadBodyLimit } from "@/server/http/form-upload";
import type { AppEnv } from "@/server/http/types";
import { PHOTO_MAX_BYTES, PHOTO_MISSING } from "@/shared/photos/rules";
import { photoRefused, photoTooLarge } from "./photo-pipeline";

export const photoMultipartOnly = multipartOnlyFor("photo");

/** A 40 MB upload is answered 413 without being kept in memory. */
export const photoBodyLimit = uploadBodyLimit(PHOTO_MAX_BYTES, photoTooLarge);

/** The bytes of the form field `photo`, or a clear error. */
export const readPhoto = (c: Context<AppEnv>): Promise<Buffer> =>
  readUploadedFile(c, {
    field: "photo",
    what: "photo",
    maxBytes: PHOTO_MAX_BYTES,
    missing: () => photoRefused(422, PHOTO_MISSING),
    tooLarge: photoTooLarge,
  });
