import type { Context } from "hono";
import { bodyLimit } from "@/server/http/body-limit";
import { AppError } from "@/server/http/errors";
import { multipartOnlyFor } from "@/server/http/picture-upload";
import type { AppEnv } from "@/server/http/types";
import { ERROR_CODES } from "@/shared/api-error";
import { PHOTO_MAX_BYTES, PHOTO_MISSING } from "@/shared/photos/rules";
import { photoRefused, photoTooLarge } from "./photo-pipeline";

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const photoMultipartOnly = multipartOnlyFor("photo");

/**
 * Refuses a body over the photo limit as soon as its declared length or the bytes read so far
 * pass it: a 40 MB upload is answered 413 without being kept in memory.
 */
export const photoBodyLimit = bodyLimit(PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, photoTooLarge);

/** The bytes of the form field `photo`, or a clear error. */
export async function readPhoto(c: Context<AppEnv>): Promise<Buffer> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(
      400,
      ERROR_CODES.badRequest,
      "The upload could not be read. Please choose the photo again.",
    );
  }
  const file = body.photo;
  if (!(file instanceof File)) throw photoRefused(422, PHOTO_MISSING);
  if (file.size > PHOTO_MAX_BYTES) throw photoTooLarge();
  return Buffer.from(await file.arrayBuffer());
}
