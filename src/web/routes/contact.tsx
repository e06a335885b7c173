import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ButtonLink } from "@/web/components/ui/button";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/web/components/ui/icons";
import { PageHero, SectionHeading } from "@/web/components/ui/page-hero";
import { COMPANY, COMPANY_TEXTS, telHref } from "@/web/features/contact/company-details";
import { ContactForm } from "@/web/features/contact/contact-form";
import { OfficeMap } from "@/web/features/contact/office-map";
import { useGuideEnquiry } from "@/web/features/contact/use-guide-enquiry";
import { JoinAsGuideButton } from "@/web/features/guide-application";
import { useProfileQuery } from "@/web/features/profile/queries";
import { useCurrentUser } from "@/web/lib/use-current-user";

const FAQS = [
  {
    question: msg`What is your cancellation policy?`,
    answer: msg`Cancel 30 days or more before the tour starts and you get a full refund. For later cancellations, write to us and we will explain what the guide and hotels can still refund.`,
  },
  {
    question: msg`How do I book a tour with a guide?`,
    answer: msg`Open a tour package, press Book Now, choose your dates, the number of travellers and an available guide. The guide confirms the request and you receive an e-mail as soon as it is accepted.`,
  },
  {
    question: msg`Are your guides verified?`,
    answer: msg`Yes. Every guide applies through our guide application, and our team checks their experience and certifications before they are listed.`,
  },
  {
    question: msg`Can you plan a custom itinerary?`,
    answer: msg`Certainly. Describe your ideal trip to our AI Help planner for instant ideas, or send us a message with your dates, budget and interests and a travel expert will reply.`,
  },
];

export default function ContactScreen() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const guideEnquiry = useGuideEnquiry(searchParams.get("guide"));
  const { user } = useCurrentUser();
  // The profile's full name, when the signed-in person has one, signs their message.
  const profileName = useProfileQuery(user !== null).data?.profile.fullName;

  return (
    <>
      <PageHero
        image="/images/hero/contact.svg"
        eyebrow={t`Contact Us`}
        title={t`We're here to help you plan`}
        subtitle={t`Questions about a tour, a guide or a booking? Our travel experts in New Delhi reply within one working day.`}
      />

      <section
        aria-labelledby="reach-us-heading"
        className="relative z-10 mx-auto -mt-10 max-w-7xl px-4 md:px-6"
      >
        <h2 id="reach-us-heading" className="sr-only">
          <Trans>How to reach us</Trans>
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={<MapPinIcon className="h-6 w-6" />} title={t`Visit Us`}>
            <address className="not-italic">{i18n._(COMPANY_TEXTS.address)}</address>
          </InfoCard>
          <InfoCard icon={<PhoneIcon className="h-6 w-6" />} title={t`Call Us`}>
            {COMPANY.phones.map((phone) => (
              <a
                key={phone}
                href={telHref(phone)}
                translate="no"
                className="block hover:text-brand-700"
              >
                {phone}
              </a>
            ))}
          </InfoCard>
          <InfoCard icon={<MailIcon className="h-6 w-6" />} title={t`Email Us`}>
            {COMPANY.emails.map((email) => (
              <a
                key={email}
                href={`mailto:${email}`}
                translate="no"
                className="block break-all hover:text-brand-700"
              >
                {email}
              </a>
            ))}
          </InfoCard>
          <InfoCard icon={<ClockIcon className="h-6 w-6" />} title={t`Working Hours`}>
            {COMPANY_TEXTS.workingHours.map((hours) => (
              <span key={hours.id} className="block">
                {i18n._(hours)}
              </span>
            ))}
          </InfoCard>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:px-6 lg:grid-cols-5">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 lg:col-span-3">
          <h2 className="text-2xl font-bold text-ink">
            <Trans>Send us a message</Trans>
          </h2>
          <p className="mt-1 mb-6 text-stone-600">
            <Trans>Tell us what you have in mind and we will get back to you.</Trans>
          </p>
          <ContactForm guideEnquiry={guideEnquiry} profileName={profileName} />
        </div>
        <div className="space-y-4 lg:col-span-2">
          <h2 className="text-2xl font-bold text-ink">
            <Trans>Find our office</Trans>
          </h2>
          <OfficeMap />
          <p className="text-sm text-stone-600">
            <Trans>
              A short walk from Rajiv Chowk metro station (Blue and Yellow lines), exit 7 towards
              Janpath.
            </Trans>
          </p>
        </div>
      </section>

      <section className="bg-white py-16">
        <div className="mx-auto max-w-3xl px-4 md:px-6">
          <SectionHeading
            title={t`Frequently Asked Questions`}
            subtitle={t`Quick answers before you write to us.`}
          />
          <div className="space-y-3">
            {FAQS.map((faq) => (
              <details
                key={faq.question.id}
                className="group rounded-xl border border-stone-200 bg-stone-50 open:bg-white open:shadow-sm"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                  {i18n._(faq.question)}
                  <span
                    aria-hidden="true"
                    className="text-xl text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-stone-600">{i18n._(faq.answer)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 md:px-6">
        <div className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-800 px-6 py-12 text-center text-white shadow-lg">
          <h2 className="text-3xl font-bold">
            <Trans>Ready for your next journey?</Trans>
          </h2>
          <p className="max-w-xl text-brand-50">
            <Trans>
              Browse our tour packages, or share your own corner of India with travellers as a
              guide.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink
              to="/packages"
              variant="secondary"
              className="border-white bg-white text-brand-800"
            >
              <Trans>View Packages</Trans>
            </ButtonLink>
            <JoinAsGuideButton
              label={t`Become a Guide`}
              className="inline-flex items-center justify-center rounded-lg border border-white/70 px-4 py-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            />
          </div>
        </div>
      </section>
    </>
  );
}

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-stone-200/70">
      <span className="mb-4 inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">{icon}</span>
      <h3 className="mb-2 text-lg font-semibold text-ink">{title}</h3>
      <div className="space-y-0.5 text-sm leading-relaxed text-stone-600">{children}</div>
    </div>
  );
}
