import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import type { PackageDetail } from "@/shared/catalogue/types";
import { ResponsiveImage } from "@/web/components/responsive-image";
import { Stars } from "@/web/components/stars";
import { Button, ButtonLink } from "@/web/components/ui/button";
import {
  CalendarIcon,
  ChatIcon,
  ClockIcon,
  CloseIcon,
  MapPinIcon,
  RupeeIcon,
} from "@/web/components/ui/icons";
import { Tabs } from "@/web/components/ui/tabs";
import { langOf } from "@/web/lib/english-fields";
import { formatMonthDay } from "@/web/lib/format";
import { optionLabel, tourTypeLabel } from "./filter-labels";
import { formatBestTime, formatDuration, formatPackagePrice } from "./package-format";
import {
  AccommodationPanel,
  CostBreakdownPanel,
  GalleryPanel,
  InclusionsPanel,
  ItineraryPanel,
  OverviewPanel,
  ReviewsPanel,
} from "./package-tab-panels";

interface PackageDetailsViewProps {
  pkg: PackageDetail;
  /** When given (the view is embedded somewhere), a close button is shown. */
  onClose?: () => void;
  /** The booking dialog that Book Now opens; the route supplies it (features do not import each other). */
  renderBooking: (dialog: { open: boolean; onClose: () => void }) => ReactNode;
  /** Called when the reader is likely to press Book Now (pointer over it, focus, touch). */
  onBookingIntent?: () => void;
}

/** A package's full page: hero, quick info, tabs and booking. Also usable embedded. */
export function PackageDetailsView({
  pkg,
  onClose,
  renderBooking,
  onBookingIntent,
}: PackageDetailsViewProps) {
  const [booking, setBooking] = useState(false);
  const titleId = useId();
  const destinationsId = useId();
  const HeadingTag = onClose ? "h2" : "h1";
  const { t, i18n } = useLingui();
  const reviews = pkg.reviewCount;

  return (
    <article aria-labelledby={titleId} className="bg-stone-50">
      <header className="relative isolate overflow-hidden bg-brand-800 text-white">
        <ResponsiveImage
          photo={pkg.photo}
          fallbackSrc={pkg.image}
          alt=""
          sizes="100vw"
          eager
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/45 to-black/20" />
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t`Close`}
            className="absolute top-4 right-4 rounded-full bg-black/40 p-2 text-white hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        )}
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 pt-20 pb-10 sm:px-6 md:pt-28">
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold tracking-wide capitalize shadow">
            {tourTypeLabel(i18n, pkg.type)}
          </span>
          <HeadingTag
            id={titleId}
            lang={langOf(pkg, "name")}
            className="text-3xl font-bold tracking-tight drop-shadow sm:text-4xl md:text-5xl"
          >
            {pkg.name}
          </HeadingTag>
          <div className="flex items-center gap-2 text-sm text-white/90">
            <Stars rating={pkg.rating} />
            <span aria-hidden="true" className="font-semibold">
              {pkg.rating.toFixed(1)}
            </span>
            {reviews > 0 && (
              <span>
                <Plural value={reviews} one="(# review)" other="(# reviews)" />
              </span>
            )}
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <section
          aria-label={t`Quick info`}
          className="relative -mt-6 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-stone-200/70 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-8"
        >
          <p className="flex items-center gap-3 text-stone-800">
            <ClockIcon className="h-6 w-6 shrink-0 text-brand-600" />
            <span>{formatDuration(pkg.durationDays)}</span>
          </p>
          <p className="flex items-center gap-3 text-stone-800">
            <CalendarIcon className="h-6 w-6 shrink-0 text-brand-600" />
            <span>{formatBestTime(pkg.bestSeason)}</span>
          </p>
          <p className="flex items-center gap-3 font-semibold text-brand-800">
            <RupeeIcon className="h-6 w-6 shrink-0 text-brand-600" />
            <span>{formatPackagePrice(pkg.price)}</span>
          </p>
          <Button
            onClick={() => setBooking(true)}
            onPointerEnter={onBookingIntent}
            onFocus={onBookingIntent}
            onTouchStart={onBookingIntent}
            size="lg"
            className="sm:ml-auto"
          >
            <Trans>Book Now</Trans>
          </Button>
          {pkg.closures.map((closure) => {
            const from = formatMonthDay(closure.startsOn);
            const to = formatMonthDay(closure.endsOn);
            const reason = closure.reason;
            return (
              <p key={closure.startsOn} className="w-full text-sm text-amber-900">
                <Trans>
                  Closed every year from {from} to {to}: {reason}. No tour is offered that would
                  fall in it.
                </Trans>
              </p>
            );
          })}
        </section>

        {pkg.regions.length > 0 && (
          <section aria-labelledby={destinationsId} className="mt-8">
            <h2
              id={destinationsId}
              className="mb-3 text-sm font-semibold tracking-wide text-stone-500 uppercase"
            >
              <Trans>Destinations</Trans>
            </h2>
            <ul className="flex flex-wrap gap-2">
              {pkg.regions.map((place) => (
                <li
                  key={place}
                  className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm text-stone-800 shadow-sm ring-1 ring-stone-200"
                >
                  <MapPinIcon className="h-4 w-4 text-brand-600" />
                  {optionLabel(i18n, place)}
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="mt-8 rounded-2xl bg-white px-4 shadow-md ring-1 ring-stone-200/70 sm:px-6">
          <Tabs
            label={t`Package details`}
            tabs={[
              { id: "overview", label: t`Overview`, content: <OverviewPanel pkg={pkg} /> },
              { id: "itinerary", label: t`Itinerary`, content: <ItineraryPanel pkg={pkg} /> },
              {
                id: "accommodation",
                label: t`Accommodation`,
                content: <AccommodationPanel pkg={pkg} />,
              },
              { id: "cost", label: t`Cost Breakdown`, content: <CostBreakdownPanel pkg={pkg} /> },
              {
                id: "inclusions",
                label: t`Inclusions/Exclusions`,
                content: <InclusionsPanel pkg={pkg} />,
              },
              { id: "gallery", label: t`Gallery`, content: <GalleryPanel pkg={pkg} /> },
              { id: "reviews", label: t`Reviews`, content: <ReviewsPanel pkg={pkg} /> },
            ]}
          />
        </div>

        <aside className="my-10 flex flex-col items-center gap-4 rounded-2xl bg-brand-50 px-6 py-8 text-center sm:flex-row sm:text-left">
          <ChatIcon className="h-10 w-10 shrink-0 text-brand-700" />
          <div className="flex-1">
            <p className="font-semibold text-ink">
              <Trans>Want to change something about this tour?</Trans>
            </p>
            <p className="text-sm text-stone-600">
              <Trans>Dates, pace, hotels or places: we shape every tour around you.</Trans>
            </p>
          </div>
          <ButtonLink to="/contact-us" variant="secondary">
            <Trans>Contact our travel experts</Trans>
          </ButtonLink>
        </aside>
      </div>

      {renderBooking({ open: booking, onClose: () => setBooking(false) })}
    </article>
  );
}
