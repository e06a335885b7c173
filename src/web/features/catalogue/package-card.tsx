import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { PackageSummary } from "@/shared/catalogue/types";
import { Stars } from "@/web/components/stars";
import { CalendarIcon, ClockIcon, MapPinIcon } from "@/web/components/ui/icons";
import { langOf } from "@/web/lib/english-fields";
import { formatRupees } from "@/web/lib/format";
import { CatalogueCard } from "./catalogue-card";
import { optionLabel, tourTypeLabel } from "./filter-labels";
import { formatDuration } from "./package-format";
import { useShownLanguage } from "./use-shown-language";

export function PackageCard({
  pkg,
  eager,
  action,
}: {
  pkg: PackageSummary;
  /** The first card on screen: its picture loads at once. */
  eager?: boolean;
  /** A control over the picture's top-right corner (e.g. Save). */
  action?: ReactNode;
}) {
  const language = useShownLanguage();
  const { i18n } = useLingui();
  const price = formatRupees(pkg.price, language);
  const reviews = pkg.reviewCount;
  return (
    <CatalogueCard
      title={pkg.name}
      titleLang={langOf(pkg, "name")}
      image={pkg.image}
      imageAlt={pkg.imageAlt || pkg.name}
      photo={pkg.photo}
      eager={eager}
      action={action}
      aspect="aspect-[16/10]"
      badge={
        <span className="absolute top-3 left-3 max-w-[calc(100%-4.5rem)] truncate rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 capitalize shadow">
          {tourTypeLabel(i18n, pkg.type)}
        </span>
      }
      to={`/packages/${pkg.id}`}
      footerClassName="flex flex-wrap items-center justify-between gap-3 pt-1"
      price={
        <p className="text-sm text-stone-600">
          <Trans>
            From <span className="text-lg font-bold text-brand-800">{price}</span> per person
          </Trans>
        </p>
      }
    >
      <p className="flex items-start gap-2 text-sm text-stone-600">
        <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
        <span>{pkg.regions.map((place) => optionLabel(i18n, place)).join(", ")}</span>
      </p>
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <ClockIcon className="h-4 w-4 shrink-0 text-brand-600" />
        <span>{formatDuration(pkg.durationDays)}</span>
      </p>
      <div className="flex items-center gap-2 text-sm text-stone-600">
        <Stars rating={pkg.rating} showValue />
        {reviews > 0 && (
          <span>
            <Plural value={reviews} one="(# review)" other="(# reviews)" />
          </span>
        )}
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
          <dt className="text-stone-500">
            <Trans>Best season</Trans>
          </dt>
          <dd className="flex items-center gap-1.5 font-medium text-ink">
            <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
            {pkg.bestSeason}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Difficulty</Trans>
          </dt>
          <dd className="font-medium text-ink">{optionLabel(i18n, pkg.difficulty)}</dd>
        </div>
      </dl>
    </CatalogueCard>
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
