import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FormSection } from "./form-section";

/** The console's names for the texts a record may lack in Hindi (`missingHindi`). */
const TEXT_NAMES: Record<string, MessageDescriptor> = {
  name: msg`name`,
  state: msg`state`,
  description: msg`description`,
  bestSeason: msg`best season`,
  imageAlt: msg`picture description`,
  highlights: msg`highlights`,
  season: msg`season`,
  inclusions: msg`inclusions`,
  exclusions: msg`exclusions`,
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
  names?: Record<string, MessageDescriptor>;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const names = (missing ?? []).map((field) => {
    const name = ownNames[field] ?? TEXT_NAMES[field];
    return name ? i18n._(name) : field;
  });
  const list = names.join(", ");
  return (
    <FormSection
      title={t`Hindi`}
      description={t`Optional. A text left empty is shown in English to people reading in Hindi.`}
    >
      {missing !== undefined && (
        <p className="text-sm text-stone-700 sm:col-span-2" role="status">
          {names.length === 0 ? t`Every text has its Hindi.` : t`Not yet in Hindi: ${list}.`}
        </p>
      )}
      {children}
    </FormSection>
  );
}
