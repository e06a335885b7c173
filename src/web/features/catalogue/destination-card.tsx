import { useId } from "react";
import { Link } from "react-router";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Destination } from "@/shared/catalogue/types";
import { Stars } from "@/web/components/stars";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from "@/web/components/ui/icons";
import { formatRupees } from "@/web/lib/format";

export function DestinationCard({ destination }: { destination: Destination }) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <FallbackImage
          src={destination.image}
          alt={destination.imageAlt || destination.name}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {destination.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow">
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-col gap-1">
          <h3 id={nameId} className="text-xl font-semibold text-ink">
            {destination.name}
          </h3>
          <Stars rating={destination.rating} showValue />
        </div>
        <ul className="flex flex-col gap-1 text-sm text-stone-600">
          <li className="flex items-center gap-2">
            <MapPinIcon className="h-4 w-4 shrink-0 text-brand-600" />
            <span>{destination.region}</span>
          </li>
          <li className="flex items-center gap-2">
            <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
            <span>Best season: {destination.bestSeason}</span>
          </li>
        </ul>
        <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">
          {destination.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="flex flex-col text-xs text-stone-500">
            <span className="text-lg font-bold text-ink">{formatRupees(destination.avgPrice)}</span>
            avg. per person
          </p>
          <Link
            to={`/packages/${packageIdFor(destination.srNo)}`}
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
