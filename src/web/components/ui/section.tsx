import type { ComponentType, ReactNode } from "react";
import { SectionHeading } from "./page-hero";

interface PageSectionProps {
  /** Names the section: its heading gets the id `${name}-heading`. */
  name: string;
  title: string;
  subtitle?: string;
  /** A full-width white band instead of the page background. */
  band?: boolean;
  children: ReactNode;
}

/** A titled block of a landing page (home, about). */
export function PageSection({ name, title, subtitle, band = false, children }: PageSectionProps) {
  const heading = <SectionHeading id={`${name}-heading`} title={title} subtitle={subtitle} />;
  return band ? (
    <section aria-labelledby={`${name}-heading`} className="bg-white py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        {heading}
        {children}
      </div>
    </section>
  ) : (
    <section
      aria-labelledby={`${name}-heading`}
      className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-20"
    >
      {heading}
      {children}
    </section>
  );
}

interface FeatureCardProps {
  /** An icon, or the step number in a round badge. */
  icon: ComponentType<{ className?: string }> | number;
  title: string;
  text: string;
  /** The card's surface. */
  className: string;
}

/** One item of a grid of reasons, features or steps. */
export function FeatureCard({ icon: Icon, title, text, className }: FeatureCardProps) {
  return (
    <li className={className}>
      {typeof Icon === "number" ? (
        <span className="mb-4 flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
          {Icon}
        </span>
      ) : (
        <span className="mb-4 inline-flex rounded-xl bg-brand-100 p-3 text-brand-700">
          <Icon className="h-6 w-6" />
        </span>
      )}
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-stone-600">{text}</p>
    </li>
  );
}
