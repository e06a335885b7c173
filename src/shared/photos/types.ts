/**
 * An uploaded photo as the browser needs it (issue 14): responsive sources in AVIF and WebP, the
 * original's size for width/height attributes (no layout shift) and a tiny blurred placeholder.
 * Catalogue answers carry `photo: PhotoView | null` next to the drawn `image`, which stays the
 * picture when no photo was uploaded.
 */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  /** A data: URL of a tiny blurred preview, or "" when none was made. */
  placeholder: string;
  /** `srcset` values, e.g. "/uploads/a.avif 400w, /uploads/b.avif 800w". */
  avif: string;
  webp: string;
  /** One middle-sized WebP for the plain `src`. */
  src: string;
}
