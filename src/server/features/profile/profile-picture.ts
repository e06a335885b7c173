import sharp, { type Metadata } from "sharp";
import { AppError } from "@/server/http/errors";
import { ERROR_CODES } from "@/shared/api-error";
import {
  PROFILE_PICTURE_EMPTY,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_NOT_AN_IMAGE,
  PROFILE_PICTURE_TOO_LARGE,
} from "@/shared/profile/schema";

export const PROFILE_PICTURE_SIDE_PX = 512;
export const PROFILE_PICTURE_TARGET_BYTES = 200 * 1024;
/** A small file can still decode to gigabytes of pixels; phone cameras stay well below this. */
export const PROFILE_PICTURE_MAX_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
const QUALITY_STEPS = [82, 72, 62, 50];

const rejected = (status: 413 | 422, message: string) =>
  new AppError(
    status,
    status === 413 ? ERROR_CODES.payloadTooLarge : ERROR_CODES.validation,
    message,
    { picture: message },
  );

export const pictureTooLarge = () => rejected(413, PROFILE_PICTURE_TOO_LARGE);
export const pictureMissing = () => rejected(422, "Please choose a picture to upload.");

/**
 * Checks that the bytes are an image by decoding them (never trusting the name or declared type)
 * and re-encodes them as a square WebP of at most 512 px: turned upright, centred, without the
 * original's metadata (location, camera), and small enough to serve to every page view.
 */
export async function toProfilePicture(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw rejected(422, PROFILE_PICTURE_EMPTY);
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw pictureTooLarge();

  const input = { limitInputPixels: PROFILE_PICTURE_MAX_PIXELS } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit: with one, an image too large to decode
    // was refused as "not an image" instead of by the clearer check below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw rejected(422, PROFILE_PICTURE_NOT_AN_IMAGE);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw rejected(422, PROFILE_PICTURE_NOT_AN_IMAGE);
  if (metadata.width * metadata.height > PROFILE_PICTURE_MAX_PIXELS) {
    throw rejected(
      422,
      "That image has too many pixels. Please choose one of at most 50 megapixels.",
    );
  }

  // Never enlarged: a small picture stays sharp, just cropped square.
  const side = Math.min(PROFILE_PICTURE_SIDE_PX, metadata.width, metadata.height);
  let encoded: Buffer | null = null;
  try {
    for (const quality of QUALITY_STEPS) {
      encoded = await sharp(bytes, input)
        .autoOrient()
        .resize(side, side, { fit: "cover", position: "centre" })
        .webp({ quality })
        .toBuffer();
      if (encoded.length <= PROFILE_PICTURE_TARGET_BYTES) break;
    }
  } catch {
    throw rejected(422, "That image could not be read. It may be damaged; please choose another.");
  }
  if (!encoded) throw rejected(422, PROFILE_PICTURE_NOT_AN_IMAGE);
  return encoded;
}
