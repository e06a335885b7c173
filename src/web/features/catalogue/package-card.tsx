import { useId } from "react";
import { Link } from "react-router";
import type { PackageSummary } from "@/shared/catalogue/types";
import { Stars } from "@/web/components/stars";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from "@/web/components/ui/icons";
import { formatRupees } from "@/web/lib/format";

export function PackageCard({ pkg }: { pkg: PackageSummary }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-50">
        <FallbackImage
          src={pkg.image}
          alt={pkg.imageAlt || pkg.name}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 left-3 max-w-[85%] truncate rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 capitalize shadow">
          {pkg.type}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={nameId} className="text-xl font-semibold text-ink">
          {pkg.name}
        </h3>
        <p className="flex items-start gap-2 text-sm text-stone-600">
          <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <span>{pkg.regions.join(", ")}</span>
        </p>
        <div className="flex items-center gap-2 text-sm text-stone-600">
          <Stars rating={pkg.rating} showValue />
          {pkg.reviewCount > 0 && <span>({pkg.reviewCount} reviews)</span>}
        </div>
        {pkg.highlights.length > 0 && (
          <ul className="flex flex-col gap-1.5 text-sm text-stone-700">
            {pkg.highlights.slice(0, 3).map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500"
                />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-stone-100 pt-4 text-sm">
          <div>
            <dt className="text-stone-500">Best season</dt>
            <dd className="flex items-center gap-1.5 font-medium text-ink">
              <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
              {pkg.bestSeason}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Difficulty</dt>
            <dd className="font-medium text-ink">{pkg.difficulty}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
          <p className="text-sm text-stone-600">
            From <span className="text-lg font-bold text-brand-800">{formatRupees(pkg.price)}</span>{" "}
            per person
          </p>
          <Link
            to={`/packages/${pkg.id}`}
            aria-describedby={nameId}
            className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            View Details
            <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function PackageCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex w-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70"
    >
      <div className="aspect-[16/10] bg-stone-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-4 w-1/3 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-5/6 rounded bg-stone-200" />
        <div className="mt-3 h-10 w-full rounded bg-stone-200" />
      </div>
    </div>
  );
}
