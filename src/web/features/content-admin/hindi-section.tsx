import type { ReactNode } from "react";
import { FormSection } from "./form-section";

/** The console's names for the texts a record may lack in Hindi (`missingHindi`). */
const TEXT_NAMES: Record<string, string> = {
  name: "name",
  state: "state",
  description: "description",
  bestSeason: "best season",
  imageAlt: "picture description",
  highlights: "highlights",
  season: "season",
  inclusions: "inclusions",
  exclusions: "exclusions",
};

/**
 * The record's texts in Hindi (issue 15). Every one is optional: one left empty is shown to Hindi
 * readers in English, and the list at the top tells the editor which are still missing.
 */
export function HindiSection({
  missing,
  names: ownNames = {},
  children,
}: {
  /** The saved record's `missingHindi`; undefined for a record not saved yet. */
  missing: readonly string[] | undefined;
  /** The form's own names for some texts (a package's description is its "overview"). */
  names?: Record<string, string>;
  children: ReactNode;
}) {
  const names = (missing ?? []).map((field) => ownNames[field] ?? TEXT_NAMES[field] ?? field);
  return (
    <FormSection
      title="Hindi"
      description="Optional. A text left empty is shown in English to people reading in Hindi."
    >
      {missing !== undefined && (
        <p className="text-sm text-stone-700 sm:col-span-2" role="status">
          {names.length === 0
            ? "Every text has its Hindi."
            : `Not yet in Hindi: ${names.join(", ")}.`}
        </p>
      )}
      {children}
    </FormSection>
  );
}
