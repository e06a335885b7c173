/**
 * The rules for uploaded photos (issue 14, docs/decisions/0034-photos.md), shared so the browser
 * can refuse a file before sending it and say the same thing the server would.
 */

/** The largest file accepted: a phone or camera JPEG is 3–15 MB; 20 MB leaves room. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** The most pixels a photo may decode to; a small file declaring more is a decompression bomb. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The widths made of every photo (never wider than the original), smallest first. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
/** What the file input offers; the server decides by the file's first bytes, not by this. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export const PHOTO_TOO_LARGE = `Photos can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller file or export it at a lower resolution.`;
export const PHOTO_EMPTY = "The file is empty. Please choose a photo.";
export const PHOTO_MISSING = "Please choose a photo to upload.";
export const PHOTO_WRONG_TYPE = "Please choose a JPEG, PNG, WebP or AVIF photo.";
export const PHOTO_SVG_REFUSED =
  "SVG files are not accepted: an SVG can carry script. Please upload a JPEG, PNG, WebP or AVIF photo.";
export const PHOTO_TOO_MANY_PIXELS = `That image has too many pixels to process (at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels). Please choose a smaller one.`;
export const PHOTO_UNREADABLE =
  "That photo could not be read. It may be damaged; please choose another.";
export const PHOTO_BUSY =
  "Many photos are being processed right now. Please try again in a moment.";
