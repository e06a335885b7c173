import sharp, { type Metadata } from "sharp";
import { AppError } from "@/server/http/errors";
import { ERROR_CODES } from "@/shared/api-error";
import {
  PHOTO_EMPTY,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_SVG_REFUSED,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_UNREADABLE,
  PHOTO_WIDTHS,
  PHOTO_WRONG_TYPE,
} from "@/shared/photos/rules";
import { sniffFormat } from "./photo-format";

/** One encoded rendition, not yet stored. */
export interface EncodedVariant {
  width: number;
  height: number;
  format: "avif" | "webp";
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The original's size once turned upright. */
  width: number;
  height: number;
  variants: EncodedVariant[];
  placeholder: string;
}

/** Every refusal names the form field, so a form shows it under the file input. */
export const photoRefused = (status: 413 | 415 | 422, message: string) =>
  new AppError(
    status,
    status === 413
      ? ERROR_CODES.payloadTooLarge
      : status === 415
        ? ERROR_CODES.unsupportedMediaType
        : ERROR_CODES.validation,
    message,
    { photo: message },
  );

export const photoTooLarge = () => photoRefused(413, PHOTO_TOO_LARGE);

/** What sharp calls the formats the first bytes named (AVIF is read by its HEIF decoder). */
const DECODER = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" } as const;
/** Encoders' settings: about the visual quality of a JPEG at 80, at a fraction of its bytes. */
const AVIF = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } as const;
const WEBP = { quality: 75, effort: 4 } as const;
/** One encode may not run away with the server (seconds). */
const ENCODE_TIMEOUT = { seconds: 30 } as const;
const PLACEHOLDER_WIDTH = 16;

/**
 * The widths to make of an original `width` px wide: each of 400, 800 and 1600 that it reaches,
 * and the original's own width when it falls short of the next one (never enlarged).
 */
export function widthsFor(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/**
 * Checks an upload and makes its renditions: the format from its first bytes (JPEG, PNG, WebP or
 * AVIF; SVG is refused, it can carry script), its pixel count from its header before any
 * decoding (a small file may declare gigapixels), then one decode that turns it upright by its
 * EXIF orientation and drops every metadata block (GPS position, camera), and AVIF and WebP at
 * each width plus a tiny blurred placeholder. CPU-heavy: callers queue it (`photoQueue`).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw photoRefused(422, PHOTO_EMPTY);
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  const format = sniffFormat(bytes);
  if (format === "svg") throw photoRefused(415, PHOTO_SVG_REFUSED);
  if (format === "unknown") throw photoRefused(415, PHOTO_WRONG_TYPE);

  let metadata: Metadata;
  try {
    // Only the header is read; the pixel limit is checked below with a clearer message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRefused(422, PHOTO_UNREADABLE);
  }
  if (metadata.format !== DECODER[format]) throw photoRefused(415, PHOTO_WRONG_TYPE);
  if (format === "avif" && metadata.compression !== "av1")
    throw photoRefused(415, PHOTO_WRONG_TYPE);
  if (!(metadata.width > 0 && metadata.height > 0)) throw photoRefused(422, PHOTO_UNREADABLE);
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS)
    throw photoRefused(422, PHOTO_TOO_MANY_PIXELS);

  const { width, height } = metadata.autoOrient ?? metadata;
  const widths = widthsFor(width);
  const largest = widths[widths.length - 1];
  try {
    // One decode to the largest width; the smaller ones and the placeholder come from it.
    const master = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .timeout(ENCODE_TIMEOUT)
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: {
        width: master.info.width,
        height: master.info.height,
        channels: master.info.channels,
      },
    };
    const from = (w: number) =>
      sharp(master.data, raw)
        .resize({ width: w, withoutEnlargement: true })
        .timeout(ENCODE_TIMEOUT);
    const variants: EncodedVariant[] = [];
    for (const w of widths) {
      for (const kind of ["avif", "webp"] as const) {
        const pipeline = from(w);
        const { data, info } = await (kind === "avif"
          ? pipeline.avif(AVIF)
          : pipeline.webp(WEBP)
        ).toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format: kind, bytes: data });
      }
    }
    const tiny = await from(PLACEHOLDER_WIDTH)
      .blur(0.6)
      .webp({ quality: 40, alphaQuality: 40 })
      .toBuffer();
    return {
      width,
      height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String(error))) throw photoRefused(422, PHOTO_TOO_MANY_PIXELS);
    throw photoRefused(422, PHOTO_UNREADABLE);
  }
}
