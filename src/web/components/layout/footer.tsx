import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { packageIdFor } from "@/shared/catalogue/rules";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import {
  COMPANY,
  COMPANY_TEXTS,
  POPULAR_DESTINATIONS,
  telHref,
} from "@/web/features/contact/company-details";
import { BrandLogo } from "./brand-logo";

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

// Below the fold on every screen: its code (a form library and a schema, ~20 KB) loads when the
// footer comes near the screen, not with the first screen (decision 0038, the 150 KB budget).
const NewsletterForm = lazy(() =>
  import("@/web/features/newsletter/newsletter-form").then((m) => ({
    default: m.NewsletterForm,
  })),
);

const QUICK_LINKS: FooterLink[] = [
  { to: "/", label: msg`Home` },
  { to: "/destinations", label: msg`Destinations` },
  { to: "/packages", label: msg`Tour Packages` },
  { to: "/guides", label: msg`Guides` },
  { to: "/aihelp", label: msg`AI Help` },
  { to: "/about-us", label: msg`About Us` },
  { to: "/contact-us", label: msg`Contact` },
];

export const LEGAL_LINKS: FooterLink[] = [
  { to: "/about-us#privacy", label: msg`Privacy Policy` },
  { to: "/about-us#terms", label: msg`Terms of Service` },
  { to: "/about-us#cancellation", label: msg`Cancellation Policy` },
];

/** The popular destinations' names as the reader writes them. */
const PLACE_NAMES: Record<string, MessageDescriptor> = {
  agra: msg`Agra`,
  delhi: msg`Delhi`,
  goa: msg`Goa`,
  ladakh: msg`Ladakh`,
};

const linkClass =
  "rounded hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

const POPULAR_LINKS: FooterLink[] = POPULAR_DESTINATIONS.map((destination) => ({
  to: `/packages/${packageIdFor(destination.srNo)}`,
  label: PLACE_NAMES[destination.slug] ?? { id: destination.name, message: destination.name },
}));

function LinkList({ links, className }: { links: FooterLink[]; className: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactItem({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" />
      {children}
    </li>
  );
}

/** Renders its children once it is within a screen's height of the viewport. */
function WhenNear({ children, className }: { children: ReactNode; className: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className={className}>
      {near && children}
    </div>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>
  );
}

export function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const company = i18n._(COMPANY_TEXTS.name);
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 md:px-6 lg:grid-cols-12">
        <div className="col-span-2 space-y-5 lg:col-span-4">
          <BrandLogo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-stone-400">
            <Trans>
              Handpicked journeys across India with verified local guides, honest prices in rupees
              and real people to call when plans change.
            </Trans>
          </p>
          <WhenNear className="min-h-[4.75rem]">
            <Suspense fallback={null}>
              <NewsletterForm />
            </Suspense>
          </WhenNear>
        </div>

        <div className="lg:col-span-2">
          <FooterHeading>
            <Trans>Quick Links</Trans>
          </FooterHeading>
          <LinkList links={QUICK_LINKS} className="space-y-2 text-sm" />
        </div>

        <div className="lg:col-span-2">
          <FooterHeading>
            <Trans>Popular Destinations</Trans>
          </FooterHeading>
          <LinkList links={POPULAR_LINKS} className="space-y-2 text-sm" />
        </div>

        <div className="col-span-2 lg:col-span-4">
          <FooterHeading>
            <Trans>Contact Us</Trans>
          </FooterHeading>
          <ul className="space-y-3 text-sm">
            <ContactItem icon={MapPinIcon}>
              <address className="not-italic">{i18n._(COMPANY_TEXTS.address)}</address>
            </ContactItem>
            <ContactItem icon={PhoneIcon}>
              {/* Apart enough that each link is a 24 px target (WCAG 2.5.8, Lighthouse's target-size). */}
              <span className="flex flex-col gap-1.5">
                {COMPANY.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)} className={linkClass}>
                    {phone}
                  </a>
                ))}
              </span>
            </ContactItem>
            <ContactItem icon={MailIcon}>
              <span className="flex flex-col gap-1.5">
                {COMPANY.emails.map((email) => (
                  <a key={email} href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                ))}
              </span>
            </ContactItem>
            <ContactItem icon={ClockIcon}>
              <span className="flex flex-col">
                {COMPANY_TEXTS.workingHours.map((hours) => (
                  <span key={hours.id}>{i18n._(hours)}</span>
                ))}
              </span>
            </ContactItem>
          </ul>
        </div>
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-stone-400 md:flex-row md:items-center md:justify-between md:px-6">
          <p>
            <Trans>
              © {year} {company}. All prices in Indian rupees (₹).
            </Trans>
          </p>
          <nav aria-label={t`Legal`}>
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
