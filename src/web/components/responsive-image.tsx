import { useState } from "react";
import type { PhotoView } from "@/shared/photos/types";
import { FALLBACK_IMAGE, FallbackImage } from "./ui/fallback-image";

interface ResponsiveImageProps {
  /** An uploaded photo; null shows the drawn picture at `fallbackSrc`. */
  photo: PhotoView | null;
  fallbackSrc: string;
  alt: string;
  /** How wide the image is shown, for the browser to pick a width: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above the fold (the first card, a page's hero): loaded at once and first. */
  eager?: boolean;
  /** The drawn picture's own size (the catalogue's are 800 × 500, the guides' 400 × 400). */
  fallbackWidth?: number;
  fallbackHeight?: number;
}

/**
 * A photo in the width the layout needs: AVIF where the browser reads it, else WebP, each from
 * 400, 800 and 1600 px versions; explicit width and height so nothing shifts as it loads; lazy
 * below the fold; a tiny blurred preview behind it until it arrives. Without a photo (or if its
 * files fail), the drawn SVG.
 */
export function ResponsiveImage({
  photo,
  fallbackSrc,
  alt,
  sizes,
  className,
  eager = false,
  fallbackWidth = 800,
  fallbackHeight = 500,
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const loading = eager ? "eager" : "lazy";

  if (!photo || failed) {
    return (
      <FallbackImage
        src={fallbackSrc || FALLBACK_IMAGE}
        alt={alt}
        width={fallbackWidth}
        height={fallbackHeight}
        loading={loading}
        fetchPriority={eager ? "high" : undefined}
        className={className}
      />
    );
  }
  const placeholder =
    !loaded && photo.placeholder
      ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: "cover" }
      : undefined;
  return (
    <picture className="contents">
      {photo.avif && <source type="image/avif" srcSet={photo.avif} sizes={sizes} />}
      {photo.webp && <source type="image/webp" srcSet={photo.webp} sizes={sizes} />}
      <img
        src={photo.src}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={className}
        style={placeholder}
        // A cached image may have loaded before React attached onLoad.
        ref={(image) => {
          if (image?.complete && image.naturalWidth > 0) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
