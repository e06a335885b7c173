import { useState } from "react";
import type { PackageDetail } from "@/shared/catalogue/types";
import { averageRating } from "@/shared/guides/rules";
import { Lightbox } from "@/web/components/lightbox";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { Stars } from "@/web/components/stars";
import { CheckCircleIcon, CrossCircleIcon, MapPinIcon } from "@/web/components/ui/icons";
import { formatDate, formatRupees } from "@/web/lib/format";
import { formatDuration } from "./package-format";

const panelHeading = "mb-4 text-xl font-semibold text-ink";

export function OverviewPanel({ pkg }: { pkg: PackageDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div>
        <h2 className={panelHeading}>About this tour</h2>
        <p className="leading-relaxed text-stone-700">{pkg.description}</p>
        {pkg.highlights.length > 0 && (
          <>
            <h3 className="mt-6 mb-3 font-semibold text-ink">Highlights</h3>
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
          <dt className="text-stone-500">Duration</dt>
          <dd className="font-semibold text-ink">{formatDuration(pkg.durationDays)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Difficulty</dt>
          <dd className="font-semibold text-ink">{pkg.difficulty}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Best season</dt>
          <dd className="font-semibold text-ink">{pkg.bestSeason || "Year-round"}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Tour type</dt>
          <dd className="font-semibold text-ink capitalize">{pkg.type}</dd>
        </div>
      </dl>
    </div>
  );
}

export function ItineraryPanel({ pkg }: { pkg: PackageDetail }) {
  if (pkg.itinerary.length === 0) {
    return <p className="text-stone-600">The day-by-day plan is shaped with you when you book.</p>;
  }
  return (
    <div>
      <h2 className={panelHeading}>Day by day</h2>
      <ol className="relative flex flex-col gap-6 border-l-2 border-brand-100 pl-6">
        {pkg.itinerary.map((day) => (
          <li key={day.day} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[33px] h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100"
            />
            <h3 className="font-semibold text-ink">
              <span className="mr-2 text-brand-700">Day {day.day}:</span>
              {day.title}
            </h3>
            <p className="mt-1 leading-relaxed text-stone-700">{day.description}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-500">
              <span>Meals: {day.meals.length > 0 ? day.meals.join(", ") : "None included"}</span>
              {day.stay && <span>Stay: {day.stay}</span>}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AccommodationPanel({ pkg }: { pkg: PackageDetail }) {
  if (pkg.accommodation.length === 0) {
    return <p className="text-stone-600">Stays are arranged to your taste when you book.</p>;
  }
  return (
    <div>
      <h2 className={panelHeading}>Where you will stay</h2>
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
              {stay.type} · {stay.nights} {stay.nights === 1 ? "night" : "nights"}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-stone-700">{stay.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CostBreakdownPanel({ pkg }: { pkg: PackageDetail }) {
  const taxPercent = Math.round(pkg.taxRate * 100);
  return (
    <div className="max-w-xl">
      <h2 className={panelHeading}>Cost breakdown</h2>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cost per person in rupees</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-500">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Per person
            </th>
          </tr>
        </thead>
        <tbody>
          {pkg.costItems.map((item) => (
            <tr key={item.label} className="border-b border-stone-100">
              <th scope="row" className="py-2 font-normal text-stone-700">
                {item.label}
              </th>
              <td className="py-2 text-right text-stone-900">{formatRupees(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 font-medium text-stone-700">
              Subtotal
            </th>
            <td className="pt-3 text-right">{formatRupees(pkg.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 font-medium text-stone-700">
              Tax ({taxPercent}%)
            </th>
            <td className="py-1 text-right">{formatRupees(pkg.tax)}</td>
          </tr>
          <tr className="border-t-2 border-stone-200 text-base">
            <th scope="row" className="pt-3 font-semibold text-ink">
              Total per person
            </th>
            <td className="pt-3 text-right font-bold text-brand-800">{formatRupees(pkg.price)}</td>
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
        <h2 className={panelHeading}>Included</h2>
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
        <h2 className={panelHeading}>Not included</h2>
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
  return (
    <div>
      <h2 className={panelHeading}>Gallery</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pkg.gallery.map((picture, index) => (
          <li key={`${index}:${picture.image}`}>
            <figure className="overflow-hidden rounded-2xl bg-white shadow ring-1 ring-stone-200/70">
              <button
                type="button"
                onClick={() => setOpen(index)}
                aria-label={`Open larger: ${picture.alt}`}
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
        label={`Gallery: ${pkg.name}`}
      />
    </div>
  );
}

export function ReviewsPanel({ pkg }: { pkg: PackageDetail }) {
  const average = averageRating(pkg.reviews.map((review) => review.rating));
  if (pkg.reviews.length === 0) {
    return <p className="text-stone-600">No reviews yet.</p>;
  }
  return (
    <div>
      <h2 className={panelHeading}>Traveler reviews</h2>
      <div className="mb-6 flex flex-wrap items-center gap-4 rounded-2xl bg-brand-50 p-5">
        <p className="text-4xl font-bold text-ink">{average.toFixed(1)}</p>
        <div>
          <Stars rating={average} size="md" />
          <p className="text-sm text-stone-600">
            Based on {pkg.reviews.length} {pkg.reviews.length === 1 ? "review" : "reviews"}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-4">
        {pkg.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-stone-200 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink">{review.author}</p>
              <Stars rating={review.rating} />
            </div>
            <p className="mt-2 leading-relaxed text-stone-700">{review.comment}</p>
            <p className="mt-2 text-xs text-stone-500">{formatDate(review.date)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
