import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { packageIdFor } from "@/shared/catalogue/rules";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "@/web/components/ui/icons";
import { COMPANY, POPULAR_DESTINATIONS, telHref } from "@/web/features/contact/company-details";
import { NewsletterForm } from "@/web/features/newsletter/newsletter-form";
import { BrandLogo } from "./brand-logo";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/destinations", label: "Destinations" },
  { to: "/packages", label: "Tour Packages" },
  { to: "/guides", label: "Guides" },
  { to: "/aihelp", label: "AI Help" },
  { to: "/about-us", label: "About Us" },
  { to: "/contact-us", label: "Contact" },
];

export const LEGAL_LINKS = [
  { to: "/about-us#privacy", label: "Privacy Policy" },
  { to: "/about-us#terms", label: "Terms of Service" },
  { to: "/about-us#cancellation", label: "Cancellation Policy" },
];

const linkClass =
  "rounded hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

const POPULAR_LINKS = POPULAR_DESTINATIONS.map((destination) => ({
  to: `/packages/${packageIdFor(destination.srNo)}`,
  label: destination.name,
}));

function LinkList({
  links,
  className,
}: {
  links: { to: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
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

function FooterHeading({ children }: { children: string }) {
  return (
    <h2 className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>
  );
}

export function Footer() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 md:px-6 lg:grid-cols-12">
        <div className="col-span-2 space-y-5 lg:col-span-4">
          <BrandLogo tone="light" />
          <p className="max-w-sm text-sm leading-relaxed text-stone-400">
            Handpicked journeys across India with verified local guides, honest prices in rupees and
            real people to call when plans change.
          </p>
          <NewsletterForm />
        </div>

        <div className="lg:col-span-2">
          <FooterHeading>Quick Links</FooterHeading>
          <LinkList links={QUICK_LINKS} className="space-y-2 text-sm" />
        </div>

        <div className="lg:col-span-2">
          <FooterHeading>Popular Destinations</FooterHeading>
          <LinkList links={POPULAR_LINKS} className="space-y-2 text-sm" />
        </div>

        <div className="col-span-2 lg:col-span-4">
          <FooterHeading>Contact Us</FooterHeading>
          <ul className="space-y-3 text-sm">
            <ContactItem icon={MapPinIcon}>
              <address className="not-italic">{COMPANY.address}</address>
            </ContactItem>
            <ContactItem icon={PhoneIcon}>
              <span className="flex flex-col">
                {COMPANY.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)} className={linkClass}>
                    {phone}
                  </a>
                ))}
              </span>
            </ContactItem>
            <ContactItem icon={MailIcon}>
              <span className="flex flex-col">
                {COMPANY.emails.map((email) => (
                  <a key={email} href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                ))}
              </span>
            </ContactItem>
            <ContactItem icon={ClockIcon}>
              <span className="flex flex-col">
                {COMPANY.workingHours.map((hours) => (
                  <span key={hours}>{hours}</span>
                ))}
              </span>
            </ContactItem>
          </ul>
        </div>
      </div>

      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-stone-400 md:flex-row md:items-center md:justify-between md:px-6">
          <p>
            © {new Date().getFullYear()} {COMPANY.name}. All prices in Indian rupees (₹).
          </p>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-5 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
