import { type ReactNode, useId } from "react";

/** A titled part of a long form, its fields in two columns on wide screens. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div>
        <h4 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h4>
        {description && <p className="text-sm text-stone-600">{description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
