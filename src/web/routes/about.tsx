import type { ReactNode } from "react";
import { Link } from "react-router";
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
import { PageHero } from "@/web/components/ui/page-hero";
import { FeatureCard, PageSection } from "@/web/components/ui/section";
import { COMPANY } from "@/web/features/contact/company-details";
import { JoinAsGuideButton } from "@/web/features/guide-application";

const FEATURES = [
  {
    icon: UsersIcon,
    title: "Expert Local Guides",
    text: "Guides who grew up in the places they show you, fluent in your language and theirs.",
  },
  {
    icon: StarIcon,
    title: "Curated Packages",
    text: "Itineraries, stays and meals chosen with care for every region of India.",
  },
  {
    icon: SparklesIcon,
    title: "AI Trip Planning",
    text: "Describe your ideal trip and our assistant suggests destinations that fit.",
  },
  {
    icon: RupeeIcon,
    title: "Honest Pricing",
    text: "Prices in rupees with tax shown up front, calculated for your whole group.",
  },
  {
    icon: ShieldIcon,
    title: "Verified and Safe",
    text: "Every guide is reviewed by our team before they are listed on Yatra Tours.",
  },
  {
    icon: LeafIcon,
    title: "Responsible Travel",
    text: "Small groups, local businesses and respect for the communities we visit.",
  },
];

const TEAM = [
  {
    name: "Ananya Sharma",
    role: "Founder & CEO",
    bio: "Grew up between Jaipur and Delhi and started Yatra Tours to share the India she loves.",
  },
  {
    name: "Rohan Mehta",
    role: "Head of Operations",
    bio: "Keeps every itinerary, hotel and transfer running on time, from Goa to Ladakh.",
  },
  {
    name: "Priya Nair",
    role: "Guide Community Lead",
    bio: "Welcomes and trains our guides, and makes sure every traveller is in good hands.",
  },
  {
    name: "Arjun Singh",
    role: "Head of Technology",
    bio: "Builds the tools that make planning and booking a trip across India simple.",
  },
];

const TESTIMONIALS = [
  {
    quote:
      "Our guide in Agra knew every story carved into the Taj Mahal. We watched the sunrise with almost nobody around. Unforgettable.",
    name: "Emma Clarke",
    place: "London, United Kingdom",
  },
  {
    quote:
      "The Ladakh trip was planned down to the acclimatisation days. We felt safe and looked after from the first hour.",
    name: "Vikram Iyer",
    place: "Bengaluru, India",
  },
  {
    quote:
      "The AI planner suggested Goa for our budget and the package was perfect for a family of four. Booking took minutes.",
    name: "Sofia Martins",
    place: "Lisbon, Portugal",
  },
];

export default function AboutScreen() {
  return (
    <>
      <PageHero
        image="/images/hero/about.svg"
        eyebrow="About Us"
        title="Travel India with people who call it home"
        subtitle="Yatra Tours connects travellers with verified local guides for journeys that feel personal, safe and unforgettable."
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
              Our Story
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-stone-600">
              <p>
                Yatra Tours was founded in {COMPANY.foundedYear} in New Delhi by a small group of
                travellers and guides who believed the best way to see India is beside someone who
                knows it by heart.
              </p>
              <p>
                What began as walking tours through the lanes of Old Delhi has grown into a
                community of guides across the country, from the forts of Rajasthan to the
                backwaters of Kerala and the monasteries of Ladakh.
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <Fact term="Founded" value={String(COMPANY.foundedYear)} />
            <Fact term="Based in" value="New Delhi" />
            <Fact term="Regions" value="5 across India" />
            <Fact term="Cancellation" value={`Full refund ${FULL_REFUND_DAYS}+ days ahead`} />
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
            Our Mission
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-stone-700">
            We want every journey in India to be guided by local knowledge and shared with care.
            Anyone who loves their region and enjoys meeting people can become a tourist guide with
            us: tell us about yourself, and we will help you welcome travellers from around the
            world.
          </p>
          <div className="mt-8 flex justify-center">
            <JoinAsGuideButton className={buttonStyles({ className: "rounded-full px-6 py-3" })} />
          </div>
        </div>
      </section>

      <PageSection
        name="features"
        title="Why Choose Us"
        subtitle="Everything you need for a journey across India, in one place."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon, title, text }) => (
            <FeatureCard
              key={title}
              icon={icon}
              title={title}
              text={text}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        name="team"
        band
        title="Meet Our Team"
        subtitle="The people behind every itinerary."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member, index) => (
            <li key={member.name} className="text-center">
              <FallbackImage
                src={`/images/team/member-${index + 1}.svg`}
                alt={`Portrait of ${member.name}`}
                className="mx-auto h-40 w-40 rounded-full bg-stone-100 object-cover shadow-md ring-4 ring-brand-50"
              />
              <h3 className="mt-4 text-lg font-semibold text-ink">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mx-auto mt-2 max-w-xs text-sm leading-relaxed text-stone-600">
                {member.bio}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        name="testimonials"
        title="What Travellers Say"
        subtitle="Stories from people who explored India with us."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
                <ChatIcon className="h-8 w-8 text-brand-600" />
                <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="mt-6 border-t border-stone-100 pt-4">
                  <p className="font-semibold text-ink">{testimonial.name}</p>
                  <p className="text-sm text-stone-500">{testimonial.place}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="px-4 pb-16 md:px-6 md:pb-20">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-center text-white shadow-xl">
          <h2 className="text-3xl font-bold tracking-tight">Start planning your journey</h2>
          <p className="max-w-xl text-brand-50">
            Explore our tour packages or talk to a travel expert about the trip you have in mind.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link
              to="/packages"
              className="rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Explore Packages
            </Link>
            <Link
              to="/contact-us"
              className="rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Contact Us
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
            Policies
          </h2>
          <Policy id="privacy" title="Privacy Policy">
            <p>
              We keep the details you give us (your account, profile, bookings and messages) only to
              run your trips and to answer you. Your booking details are shared with the guide you
              book, and nobody else. We never sell your data.
            </p>
            <p>To see, correct or delete your information, write to {COMPANY.emails[0]}.</p>
          </Policy>
          <Policy id="terms" title="Terms of Service">
            <p>
              A booking is a request until your guide accepts it; we e-mail you when it is
              confirmed. The price is the package price per person, tax included, multiplied by the
              number of travellers, and is calculated by us when you book.
            </p>
            <p>
              Guides set their own availability and can accept or decline requests. Please treat
              guides, hosts and fellow travellers with respect.
            </p>
          </Policy>
          <Policy id="cancellation" title="Cancellation Policy">
            <p>
              Cancel your booking {FULL_REFUND_DAYS} or more days before the tour starts and you get
              a full refund.
            </p>
            <p>
              For later cancellations, contact us at {COMPANY.emails[1]} and we will explain what
              can still be refunded.
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
