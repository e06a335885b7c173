import type { ReactNode } from "react";

const WIDTHS = {
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "4xl": "max-w-4xl",
  "6xl": "max-w-6xl",
} as const;

interface PersonalPageProps {
  title: ReactNode;
  /** A line under the title: what the page holds. */
  intro?: ReactNode;
  /** Above the title: the way back to where the page was opened from. */
  back?: ReactNode;
  width: keyof typeof WIDTHS;
  children: ReactNode;
}

/** The frame of a signed-in person's own pages (bookings, saved places, profile, account, paying). */
export function PersonalPage({ title, intro, back, width, children }: PersonalPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-stone-50">
      <div className={`mx-auto ${WIDTHS[width]} px-4 py-10 md:px-6 md:py-14`}>
        {back && <p className="mb-3 text-sm">{back}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-1 text-stone-600">{intro}</p>}
        {children}
      </div>
    </div>
  );
}
