import type { ImgHTMLAttributes } from "react";

export const FALLBACK_IMAGE = "/images/fallback.svg";

/** An <img> that swaps to the default card image when its own file fails to load. */
export function FallbackImage({
  src,
  alt,
  fallback = FALLBACK_IMAGE,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; fallback?: string }) {
  return (
    <img
      src={src || fallback}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(fallback)) image.src = fallback;
        else image.style.visibility = "hidden";
      }}
      {...rest}
    />
  );
}
