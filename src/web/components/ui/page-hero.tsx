import type { ReactNode } from "react";
import { FallbackImage } from "./fallback-image";

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** One of /images/hero/*.svg. */
  image: string;
  eyebrow?: string;
  /** A low banner for list screens, so that the first results show on the first screen. */
  compact?: boolean;
  children?: ReactNode;
}

/**
 * A wide banner: picture, darkening gradient, heading and optional actions. Lower on phones;
 * `compact` keeps it low on every screen.
 */
export function PageHero({
  title,
  subtitle,
  image,
  eyebrow,
  compact = false,
  children,
}: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-stone-900">
      <FallbackImage
        src={image}
        alt=""
        loading="eager"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/85 via-stone-900/55 to-stone-900/10" />
      <div
        className={`mx-auto max-w-7xl px-4 md:px-6 ${compact ? "py-5 md:py-8" : "py-10 md:py-24"}`}
      >
        <div className="max-w-2xl text-white">
          {eyebrow && (
            <p className="mb-3 text-sm font-semibold tracking-widest text-brand-100 uppercase">
              {eyebrow}
            </p>
          )}
          <h1
            className={`font-bold tracking-tight text-balance ${compact ? "text-2xl md:text-4xl" : "text-3xl md:text-5xl"}`}
          >
            {title}
          </h1>
          {subtitle && (
            <p
              className={
                compact
                  ? "mt-2 text-sm text-stone-200 md:text-lg"
                  : "mt-3 text-base text-stone-200 md:mt-4 md:text-xl"
              }
            >
              {subtitle}
            </p>
          )}
          {children && (
            <div className={`flex flex-wrap gap-3 ${compact ? "mt-4" : "mt-6 md:mt-8"}`}>
              {children}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export function SectionHeading({
  title,
  subtitle,
  id,
  align = "center",
}: {
  title: string;
  subtitle?: string;
  id?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={`mb-10 ${align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}`}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink md:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-stone-600">{subtitle}</p>}
    </div>
  );
}
