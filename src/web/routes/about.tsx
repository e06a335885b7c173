import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FULL_REFUND_DAYS } from "@/shared/constants";
import { buttonStyles } from "@/web/components/ui/button";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import {
  ChatIcon,
  HeartIcon,
  LeafIcon,
  RupeeIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  UsersIcon,
} from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { PageHero } from "@/web/components/ui/page-hero";
import { FeatureCard, PageSection } from "@/web/components/ui/section";
import { COMPANY } from "@/web/features/contact/company-details";
import { JoinAsGuideButton } from "@/web/features/guide-application";

const FEATURES = [
  {
    icon: UsersIcon,
    title: msg`Expert Local Guides`,
    text: msg`Guides who grew up in the places they show you, fluent in your language and theirs.`,
  },
  {
    icon: StarIcon,
    title: msg`Curated Packages`,
    text: msg`Itineraries, stays and meals chosen with care for every region of India.`,
  },
  {
    icon: SparklesIcon,
    title: msg`AI Trip Planning`,
    text: msg`Describe your ideal trip and our assistant suggests destinations that fit.`,
  },
  {
    icon: RupeeIcon,
    title: msg`Honest Pricing`,
    text: msg`Prices in rupees with tax shown up front, calculated for your whole group.`,
  },
  {
    icon: ShieldIcon,
    title: msg`Verified and Safe`,
    text: msg`Every guide is reviewed by our team before they are listed on Yatra Tours.`,
  },
  {
    icon: LeafIcon,
    title: msg`Responsible Travel`,
    text: msg`Small groups, local businesses and respect for the communities we visit.`,
  },
];

const TEAM = [
  {
    name: msg`Ananya Sharma`,
    role: msg`Founder & CEO`,
    bio: msg`Grew up between Jaipur and Delhi and started Yatra Tours to share the India she loves.`,
  },
  {
    name: msg`Rohan Mehta`,
    role: msg`Head of Operations`,
    bio: msg`Keeps every itinerary, hotel and transfer running on time, from Goa to Ladakh.`,
  },
  {
    name: msg`Priya Nair`,
    role: msg`Guide Community Lead`,
    bio: msg`Welcomes and trains our guides, and makes sure every traveller is in good hands.`,
  },
  {
    name: msg`Arjun Singh`,
    role: msg`Head of Technology`,
    bio: msg`Builds the tools that make planning and booking a trip across India simple.`,
  },
];

const TESTIMONIALS = [
  {
    quote: msg`Our guide in Agra knew every story carved into the Taj Mahal. We watched the sunrise with almost nobody around. Unforgettable.`,
    name: msg`Emma Clarke`,
    place: msg`London, United Kingdom`,
  },
  {
    quote: msg`The Ladakh trip was planned down to the acclimatisation days. We felt safe and looked after from the first hour.`,
    name: msg`Vikram Iyer`,
    place: msg`Bengaluru, India`,
  },
  {
    quote: msg`The AI planner suggested Goa for our budget and the package was perfect for a family of four. Booking took minutes.`,
    name: msg`Sofia Martins`,
    place: msg`Lisbon, Portugal`,
  },
];

export default function AboutScreen() {
  const { t, i18n } = useLingui();
  const foundedYear = COMPANY.foundedYear;
  const refundDays = FULL_REFUND_DAYS;
  const privacyEmail = COMPANY.emails[0];
  const bookingsEmail = COMPANY.emails[1];
  return (
    <>
      <PageHero
        image="/images/hero/about.svg"
        eyebrow={t`About Us`}
        title={t`Travel India with people who call it home`}
        subtitle={t`Yatra Tours connects travellers with verified local guides for journeys that feel personal, safe and unforgettable.`}
      />

      <section
        aria-labelledby="story-heading"
        className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20"
      >
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2
              id="story-heading"
              className="text-3xl font-bold tracking-tight text-ink md:text-4xl"
            >
              <Trans>Our Story</Trans>
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-stone-600">
              <p>
                <Trans>
                  Yatra Tours was founded in {foundedYear} in New Delhi by a small group of
                  travellers and guides who believed the best way to see India is beside someone who
                  knows it by heart.
                </Trans>
              </p>
              <p>
                <Trans>
                  What began as walking tours through the lanes of Old Delhi has grown into a
                  community of guides across the country, from the forts of Rajasthan to the
                  backwaters of Kerala and the monasteries of Ladakh.
                </Trans>
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <Fact term={t`Founded`} value={String(foundedYear)} />
            <Fact term={t`Based in`} value={t`New Delhi`} />
            <Fact term={t`Regions`} value={t`5 across India`} />
            <Fact term={t`Cancellation`} value={t`Full refund ${refundDays}+ days ahead`} />
          </dl>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-brand-50 py-16 md:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center md:px-6">
          <HeartIcon className="mx-auto mb-4 h-10 w-10 text-brand-700" />
          <h2
            id="mission-heading"
            className="text-3xl font-bold tracking-tight text-ink md:text-4xl"
          >
            <Trans>Our Mission</Trans>
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-stone-700">
            <Trans>
              We want every journey in India to be guided by local knowledge and shared with care.
              Anyone who loves their region and enjoys meeting people can become a tourist guide
              with us: tell us about yourself, and we will help you welcome travellers from around
              the world.
            </Trans>
          </p>
          <div className="mt-8 flex justify-center">
            <JoinAsGuideButton className={buttonStyles({ className: "rounded-full px-6 py-3" })} />
          </div>
        </div>
      </section>

      <PageSection
        name="features"
        title={t`Why Choose Us`}
        subtitle={t`Everything you need for a journey across India, in one place.`}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon, title, text }) => (
            <FeatureCard
              key={title.id}
              icon={icon}
              title={i18n._(title)}
              text={i18n._(text)}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        name="team"
        band
        title={t`Meet Our Team`}
        subtitle={t`The people behind every itinerary.`}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member, index) => {
            const name = i18n._(member.name);
            return (
              <li key={member.name.id} className="text-center">
                <FallbackImage
                  src={`/images/team/member-${index + 1}.svg`}
                  alt={t`Portrait of ${name}`}
                  className="mx-auto h-40 w-40 rounded-full bg-stone-100 object-cover shadow-md ring-4 ring-brand-50"
                />
                <h3 className="mt-4 text-lg font-semibold text-ink">{name}</h3>
                <p className="text-sm font-medium text-brand-700">{i18n._(member.role)}</p>
                <p className="mx-auto mt-2 max-w-xs text-sm leading-relaxed text-stone-600">
                  {i18n._(member.bio)}
                </p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection
        name="testimonials"
        title={t`What Travellers Say`}
        subtitle={t`Stories from people who explored India with us.`}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
                <ChatIcon className="h-8 w-8 text-brand-600" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">
                  “{i18n._(testimonial.quote)}”
                </blockquote>
                <figcaption className="mt-6 border-t border-stone-100 pt-4">
                  <p className="font-semibold text-ink">{i18n._(testimonial.name)}</p>
                  <p className="text-sm text-stone-500">{i18n._(testimonial.place)}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="px-4 pb-16 md:px-6 md:pb-20">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-center text-white shadow-xl">
          <h2 className="text-3xl font-bold tracking-tight">
            <Trans>Start planning your journey</Trans>
          </h2>
          <p className="max-w-xl text-brand-50">
            <Trans>
              Explore our tour packages or talk to a travel expert about the trip you have in mind.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              to="/packages"
              className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Trans>Explore Packages</Trans>
            </Link>
            <Link
              to="/contact-us"
              className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Trans>Contact Us</Trans>
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="policies-heading"
        className="border-t border-stone-200 bg-white py-16"
      >
        <div className="mx-auto max-w-3xl space-y-10 px-4 md:px-6">
          <h2 id="policies-heading" className="text-2xl font-bold text-ink">
            <Trans>Policies</Trans>
          </h2>
          <Policy id="privacy" title={t`Privacy Policy`}>
            <p>
              <Trans>
                We keep the details you give us (your account, profile, bookings and messages) only
                to run your trips and to answer you. Your booking details are shared with the guide
                you book, and nobody else. We never sell your data.
              </Trans>
            </p>
            <p>
              <Trans>
                To see, correct or delete your information, write to{" "}
                <span translate="no">{privacyEmail}</span>.
              </Trans>
            </p>
          </Policy>
          <Policy id="terms" title={t`Terms of Service`}>
            <p>
              <Trans>
                A booking is a request until your guide accepts it; we e-mail you when it is
                confirmed. The price is the package price per person, tax included, multiplied by
                the number of travellers, and is calculated by us when you book.
              </Trans>
            </p>
            <p>
              <Trans>
                Guides set their own availability and can accept or decline requests. Please treat
                guides, hosts and fellow travellers with respect.
              </Trans>
            </p>
          </Policy>
          <Policy id="cancellation" title={t`Cancellation Policy`}>
            <p>
              <Trans>
                Cancel your booking {refundDays} or more days before the tour starts and you get a
                full refund.
              </Trans>
            </p>
            <p>
              <Trans>
                For later cancellations, contact us at <span translate="no">{bookingsEmail}</span>{" "}
                and we will explain what can still be refunded.
              </Trans>
            </p>
          </Policy>
        </div>
      </section>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70">
      <dt className="text-sm font-medium text-stone-500">{term}</dt>
      <dd className="mt-1 text-xl font-bold text-brand-800">{value}</dd>
    </div>
  );
}

function Policy({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32">
      <h3 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {title}
      </h3>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-600">{children}</div>
    </section>
  );
}
