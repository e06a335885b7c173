import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { packageIdFor } from "@/shared/catalogue/rules";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import {
  ArrowDownIcon,
  ArrowRightIcon,
  CalendarIcon,
  CheckCircleIcon,
  CompassIcon,
  RupeeIcon,
  ShieldIcon,
  SparklesIcon,
  SuitcaseIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { SectionHeading } from "@/web/components/ui/page-hero";
import { FeatureCard, PageSection } from "@/web/components/ui/section";
import { POPULAR_DESTINATIONS } from "@/web/features/contact/company-details";
import { JoinAsGuideButton } from "@/web/features/guide-application";

/** The four popular destinations as the reader writes them: name, state and a line about each. */
const PLACES: Record<
  string,
  { name: MessageDescriptor; state: MessageDescriptor; blurb: MessageDescriptor }
> = {
  agra: {
    name: msg`Agra`,
    state: msg`Uttar Pradesh`,
    blurb: msg`The Taj Mahal at sunrise, the red walls of Agra Fort and the Mughal city of Fatehpur Sikri.`,
  },
  delhi: {
    name: msg`Delhi`,
    state: msg`National Capital Territory`,
    blurb: msg`Old Delhi's lanes and bazaars, Humayun's Tomb, Qutub Minar and the boulevards of New Delhi.`,
  },
  goa: {
    name: msg`Goa`,
    state: msg`Goa`,
    blurb: msg`Palm-lined beaches, the whitewashed churches of Old Goa and seafood by the Arabian Sea.`,
  },
  ladakh: {
    name: msg`Ladakh`,
    state: msg`Ladakh`,
    blurb: msg`High mountain passes, cliff-top monasteries and the changing blues of Pangong Tso.`,
  },
};

const REASONS = [
  {
    icon: ShieldIcon,
    title: msg`Verified local guides`,
    text: msg`Every guide is checked by our team before they are listed, with reviews from real travellers.`,
  },
  {
    icon: RupeeIcon,
    title: msg`Clear prices in rupees`,
    text: msg`See the price per person with tax before you book. No surprises at the end.`,
  },
  {
    icon: CalendarIcon,
    title: msg`Flexible cancellation`,
    text: msg`Cancel 30 days or more before your tour starts and get a full refund.`,
  },
  {
    icon: SparklesIcon,
    title: msg`AI trip planner`,
    text: msg`Describe your ideal trip in your own words and get destination ideas in seconds.`,
  },
];

const STEPS = [
  {
    title: msg`Pick a tour`,
    text: msg`Browse destinations and packages, compare itineraries, stays and prices.`,
  },
  {
    title: msg`Choose dates and a guide`,
    text: msg`Press Book Now, pick your dates, group size and an available local guide.`,
  },
  {
    title: msg`Guide confirms`,
    text: msg`Your guide accepts the request and you get an e-mail as soon as it is confirmed.`,
  },
  {
    title: msg`Travel and share`,
    text: msg`Message your guide before you go, enjoy the trip, then leave a review.`,
  },
];

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: "smooth" });
  target.focus({ preventScroll: true });
}

const GUIDE_POINTS = [
  msg`Set your own availability`,
  msg`Accept the bookings that suit you`,
  msg`Chat with travellers before they arrive`,
];

export default function HomeScreen() {
  const { t, i18n } = useLingui();
  return (
    <>
      <section className="relative isolate flex min-h-[calc(100svh-8rem)] flex-col overflow-hidden bg-stone-900 md:min-h-[calc(100svh-7.5rem)] xl:min-h-[calc(100svh-4.5rem)]">
        <FallbackImage
          src="/images/hero/home.svg"
          alt=""
          loading="eager"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-stone-950/70 via-stone-900/45 to-stone-950/75" />
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-center px-4 py-16 md:px-6">
          <p className="mb-4 text-sm font-semibold tracking-widest text-brand-100 uppercase">
            <Trans>Tours across India with local experts</Trans>
          </p>
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl md:text-6xl">
            <Trans>Discover the colours, stories and flavours of India</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-stone-200 md:text-xl">
            <Trans>
              From the Taj Mahal to the Himalayas, travel with guides who call these places home.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/destinations"
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <CompassIcon className="h-5 w-5" />
              <Trans>Explore Destinations</Trans>
            </Link>
            <Link
              to="/aihelp"
              className="inline-flex items-center gap-2 rounded-full bg-white/15 px-6 py-3 font-semibold text-white ring-1 ring-white/50 backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <SparklesIcon className="h-5 w-5" />
              <Trans>Plan with AI</Trans>
            </Link>
          </div>
        </div>
        <button
          type="button"
          onClick={() => scrollToSection("popular-destinations")}
          className="mx-auto mb-8 flex flex-col items-center gap-1 rounded-lg px-3 py-1 text-sm font-medium text-white/90 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Trans>Swipe Down</Trans>
          <ArrowDownIcon className="h-5 w-5 animate-bounce motion-reduce:animate-none" />
        </button>
      </section>

      <section
        id="popular-destinations"
        tabIndex={-1}
        aria-labelledby="popular-destinations-heading"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-16 focus:outline-none md:px-6 md:py-20"
      >
        <SectionHeading
          id="popular-destinations-heading"
          title={t`Popular Destinations`}
          subtitle={t`Four places travellers love most, each with tours led by local guides.`}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_DESTINATIONS.map((destination) => {
            const place = PLACES[destination.slug];
            const name = place ? i18n._(place.name) : destination.name;
            const state = place ? i18n._(place.state) : destination.state;
            return (
              <li key={destination.srNo}>
                <Link
                  to={`/packages/${packageIdFor(destination.srNo)}`}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200/70 transition hover:-translate-y-1 hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <div className="aspect-[4/3] overflow-hidden bg-stone-200">
                    <FallbackImage
                      src={`/images/destinations/${destination.slug}.svg`}
                      alt={`${name}, ${state}`}
                      className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-xl font-semibold text-ink">{name}</h3>
                    <p className="text-sm text-stone-500">{state}</p>
                    <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">
                      {place && i18n._(place.blurb)}
                    </p>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                      <Trans>Explore tours</Trans>
                      <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-1" />
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex justify-center">
          <Link
            to="/destinations"
            className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>View More Destinations</Trans>
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </div>
      </section>

      <PageSection
        name="why"
        band
        title={t`Why travel with Yatra Tours`}
        subtitle={t`Trips planned with care, run by people who know every lane and viewpoint.`}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon, title, text }) => (
            <FeatureCard
              key={title.id}
              icon={icon}
              title={i18n._(title)}
              text={i18n._(text)}
              className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200/70"
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        name="how"
        title={t`How booking works`}
        subtitle={t`Four simple steps from idea to itinerary.`}
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <FeatureCard
              key={step.title.id}
              icon={index + 1}
              title={i18n._(step.title)}
              text={i18n._(step.text)}
              className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
            />
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <CtaLink to="/packages" icon={<SuitcaseIcon className="h-5 w-5" />}>
            <Trans>Browse Tour Packages</Trans>
          </CtaLink>
          <CtaLink to="/guides" icon={<UsersIcon className="h-5 w-5" />}>
            <Trans>Meet Our Guides</Trans>
          </CtaLink>
        </div>
      </PageSection>

      <section className="px-4 pb-16 md:px-6 md:pb-20">
        <div className="mx-auto grid max-w-7xl items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 p-8 text-white shadow-xl md:grid-cols-2 md:p-12">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">
              <Trans>Know your city like nobody else?</Trans>
            </h2>
            <p className="mt-3 text-brand-50">
              <Trans>
                Join our community of tourist guides. Share the stories of your home with travellers
                and grow your business with bookings from across the world.
              </Trans>
            </p>
          </div>
          <ul className="space-y-3 text-brand-50">
            {GUIDE_POINTS.map((point) => (
              <li key={point.id} className="flex items-center gap-3">
                <CheckCircleIcon className="h-5 w-5 shrink-0 text-brand-100" />
                {i18n._(point)}
              </li>
            ))}
            <li className="pt-3">
              <JoinAsGuideButton className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white" />
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

function CtaLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-stone-800 shadow-sm ring-1 ring-stone-300 hover:ring-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {icon}
      {children}
    </Link>
  );
}
