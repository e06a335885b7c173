import { type ReactNode, useId } from "react";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Next to the title, e.g. an On/Off badge. */
  badge?: ReactNode;
  tone?: "normal" | "danger";
  children: ReactNode;
}

/** One titled block of the Account & security page. */
export function SectionCard({
  title,
  description,
  badge,
  tone = "normal",
  children,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-7 ${
        tone === "danger" ? "ring-red-200" : "ring-stone-200/70"
      }`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2
          id={headingId}
          className={`text-xl font-semibold ${tone === "danger" ? "text-red-800" : "text-ink"}`}
        >
          {title}
        </h2>
        {badge}
      </div>
      {description && <div className="mt-1 text-sm text-stone-600">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
