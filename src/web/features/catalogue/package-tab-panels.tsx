import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { PackageDetail } from "@/shared/catalogue/types";
import { averageRating } from "@/shared/guides/rules";
import { Lightbox } from "@/web/components/lightbox";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { Stars } from "@/web/components/stars";
import { CheckCircleIcon, CrossCircleIcon, MapPinIcon } from "@/web/components/ui/icons";
import { langOf } from "@/web/lib/english-fields";
import { formatDate, formatNumber, formatRupees } from "@/web/lib/format";
import { optionLabel, tourTypeLabel } from "./filter-labels";
import { formatDuration } from "./package-format";
import { useShownLanguage } from "./use-shown-language";

const panelHeading = "mb-4 text-xl font-semibold text-ink";

/** The meals as the reader reads them; the server sends them in English. */
const MEALS = {
  Breakfast: msg`Breakfast`,
  Lunch: msg`Lunch`,
  Dinner: msg`Dinner`,
} as const;
const NO_MEALS = msg`None included`;

export function OverviewPanel({ pkg }: { pkg: PackageDetail }) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div>
        <h2 className={panelHeading}>
          <Trans>About this tour</Trans>
        </h2>
        <p lang={langOf(pkg, "description")} className="leading-relaxed text-stone-700">
          {pkg.description}
        </p>
        {pkg.highlights.length > 0 && (
          <>
            <h3 className="mt-6 mb-3 font-semibold text-ink">
              <Trans>Highlights</Trans>
            </h3>
            <ul className="flex flex-col gap-2">
              {pkg.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2 text-stone-700">
                  <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {highlight}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <dl className="grid h-fit gap-4 rounded-2xl bg-brand-50 p-5 text-sm">
        <div>
          <dt className="text-stone-500">
            <Trans>Duration</Trans>
          </dt>
          <dd className="font-semibold text-ink">{formatDuration(pkg.durationDays)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Difficulty</Trans>
          </dt>
          <dd className="font-semibold text-ink">{optionLabel(i18n, pkg.difficulty)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Best season</Trans>
          </dt>
          <dd className="font-semibold text-ink">{pkg.bestSeason || t`Year-round`}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Tour type</Trans>
          </dt>
          <dd className="font-semibold text-ink capitalize">{tourTypeLabel(i18n, pkg.type)}</dd>
        </div>
      </dl>
    </div>
  );
}

export function ItineraryPanel({ pkg }: { pkg: PackageDetail }) {
  const { i18n } = useLingui();
  if (pkg.itinerary.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>The day-by-day plan is shaped with you when you book.</Trans>
      </p>
    );
  }
  const mealName = (meal: string) =>
    meal in MEALS ? i18n._(MEALS[meal as keyof typeof MEALS]) : meal;
  return (
    <div>
      <h2 className={panelHeading}>
        <Trans>Day by day</Trans>
      </h2>
      <ol className="relative flex flex-col gap-6 border-l-2 border-brand-100 pl-6">
        {pkg.itinerary.map((day) => {
          const number = day.day;
          const meals =
            day.meals.length > 0 ? day.meals.map(mealName).join(", ") : i18n._(NO_MEALS);
          const stay = day.stay;
          return (
            <li key={day.day} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[33px] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100"
              />
              <h3 className="font-semibold text-ink">
                <span className="mr-2 text-brand-700">
                  <Trans>Day {number}:</Trans>
                </span>
                <span lang={langOf(day, "title")}>{day.title}</span>
              </h3>
              <p lang={langOf(day, "description")} className="mt-1 leading-relaxed text-stone-700">
                {day.description}
              </p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-500">
                <span>
                  <Trans>Meals: {meals}</Trans>
                </span>
                {stay && (
                  <span>
                    <Trans>Stay: {stay}</Trans>
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function NightCount({ nights }: { nights: number }) {
  return <Plural value={nights} one="# night" other="# nights" />;
}

export function AccommodationPanel({ pkg }: { pkg: PackageDetail }) {
  if (pkg.accommodation.length === 0) {
    return (
      <p className="text-stone-600">
        <Trans>Stays are arranged to your taste when you book.</Trans>
      </p>
    );
  }
  return (
    <div>
      <h2 className={panelHeading}>
        <Trans>Where you will stay</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {pkg.accommodation.map((stay) => (
          <li
            key={`${stay.name}-${stay.location}`}
            className="rounded-2xl border border-stone-200 p-5"
          >
            <h3 className="font-semibold text-ink">{stay.name}</h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
              <MapPinIcon className="h-4 w-4 text-brand-600" />
              {stay.location}
            </p>
            <p className="mt-2 text-sm font-medium text-brand-800">
              {stay.type} · <NightCount nights={stay.nights} />
            </p>
            <p className="mt-2 text-sm leading-relaxed text-stone-700">{stay.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CostBreakdownPanel({ pkg }: { pkg: PackageDetail }) {
  const language = useShownLanguage();
  const taxPercent = formatNumber(Math.round(pkg.taxRate * 100), language);
  return (
    <div className="max-w-xl">
      <h2 className={panelHeading}>
        <Trans>Cost breakdown</Trans>
      </h2>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Cost per person in rupees</Trans>
        </caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-500">
            <th scope="col" className="py-2 font-medium">
              <Trans>Item</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <Trans>Per person</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {pkg.costItems.map((item) => (
            <tr key={item.label} className="border-b border-stone-100">
              <th scope="row" className="py-2 font-normal text-stone-700">
                {item.label}
              </th>
              <td className="py-2 text-right text-stone-900">
                {formatRupees(item.amount, language)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 font-medium text-stone-700">
              <Trans>Subtotal</Trans>
            </th>
            <td className="pt-3 text-right">{formatRupees(pkg.subtotal, language)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-medium text-stone-700">
              <Trans>Tax ({taxPercent}%)</Trans>
            </th>
            <td className="py-1 text-right">{formatRupees(pkg.tax, language)}</td>
          </tr>
          <tr className="border-t-2 border-stone-200 text-base">
            <th scope="row" className="pt-3 font-semibold text-ink">
              <Trans>Total per person</Trans>
            </th>
            <td className="pt-3 text-right font-bold text-brand-800">
              {formatRupees(pkg.price, language)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function InclusionsPanel({ pkg }: { pkg: PackageDetail }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h2 className={panelHeading}>
          <Trans>Included</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {pkg.inclusions.map((item) => (
            <li key={item} className="flex gap-2 text-stone-700">
              <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className={panelHeading}>
          <Trans>Not included</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {pkg.exclusions.map((item) => (
            <li key={item} className="flex gap-2 text-stone-700">
              <CrossCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-500" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Thumbnails a third of the 72rem page on wide screens, half or all of a narrower one. */
const THUMBNAIL_SIZES = "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw";

/** The pictures as thumbnails; each opens the lightbox at its place in the gallery. */
export function GalleryPanel({ pkg }: { pkg: PackageDetail }) {
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useLingui();
  const name = pkg.name;
  const openLarger = (alt: string) => t`Open larger: ${alt}`;
  return (
    <div>
      <h2 className={panelHeading}>
        <Trans>Gallery</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pkg.gallery.map((picture, index) => (
          <li key={`${index}:${picture.image}`}>
            <figure className="overflow-hidden rounded-2xl bg-white shadow ring-1 ring-stone-200/70">
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={openLarger(picture.alt)}
                className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
              >
                <ResponsiveImage
                  photo={picture.photo}
                  fallbackSrc={picture.image}
                  alt={picture.alt}
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
              <figcaption className="px-4 py-3 text-sm text-stone-700">
                {picture.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox
        items={pkg.gallery}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label={t`Gallery: ${name}`}
      />
    </div>
  );
}

export function ReviewsPanel({ pkg }: { pkg: PackageDetail }) {
  const language = useShownLanguage();
  const average = averageRating(pkg.reviews.map((review) => review.rating));
  const count = pkg.reviews.length;
  if (count === 0) {
    return (
      <p className="text-stone-600">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <h2 className={panelHeading}>
        <Trans>Traveler reviews</Trans>
      </h2>
      <div className="mb-6 flex flex-wrap items-center gap-4 rounded-2xl bg-brand-50 p-5">
        <p className="text-4xl font-bold text-ink">{average.toFixed(1)}</p>
        <div>
          <Stars rating={average} size="md" />
          <p className="text-sm text-stone-600">
            <Plural value={count} one="Based on # review" other="Based on # reviews" />
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-4">
        {pkg.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-stone-200 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p translate="no" className="font-semibold text-ink">
                {review.author}
              </p>
              <Stars rating={review.rating} />
            </div>
            {/* A traveller's own words, in whatever language they wrote. */}
            <p translate="no" className="mt-2 leading-relaxed text-stone-700">
              {review.comment}
            </p>
            <p className="mt-2 text-xs text-stone-500">{formatDate(review.date, language)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
