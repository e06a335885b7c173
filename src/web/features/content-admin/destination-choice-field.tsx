import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import type { AdminDestinationSummary } from "@/shared/content/types";
import { Combobox } from "@/web/components/ui/combobox";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { ContentStatusBadge } from "./content-status-badge";
import { InEnglish } from "./in-english";
import { REGION_LABELS } from "./labels";
import { useDestinationChoices } from "./queries";

interface DestinationChoiceFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The field holding the destination's number. */
  name: Path<T>;
  /** The chosen destination's name when the form opens. */
  initialName: string;
}

/**
 * The destination a package belongs to, found by typing. Drafts are offered too, so a new
 * destination and its package can be prepared together; archived ones cannot take packages.
 */
export function DestinationChoiceField<T extends FieldValues>({
  control,
  name,
  initialName,
}: DestinationChoiceFieldProps<T>) {
  const { t, i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(initialName);
  const q = useSettled(text.trim(), SEARCH_SETTLE_MS);
  const choices = useDestinationChoices(q);
  const typed = text.trim();
  const chosen = typeof field.value === "number" && !Number.isNaN(field.value);

  return (
    <Combobox<AdminDestinationSummary>
      label={t`Destination`}
      hint={
        chosen
          ? t`Type to choose another`
          : t`Type a few letters of the destination's name and choose it from the list`
      }
      error={fieldState.error?.message}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (chosen) field.onChange(undefined);
      }}
      inputRef={field.ref}
      onBlur={field.onBlur}
      options={q === "" ? [] : (choices.data ?? [])}
      optionKey={(d) => d.srNo}
      renderOption={(d) => (
        <span className="flex items-center justify-between gap-2">
          <span>
            <span className="block font-medium">
              <InEnglish>{d.name}</InEnglish>
            </span>
            <span className="block text-xs text-stone-500">
              <InEnglish>{d.state}</InEnglish>,{" "}
              {REGION_LABELS[d.region] ? i18n._(REGION_LABELS[d.region]) : d.region}
            </span>
          </span>
          <ContentStatusBadge status={d.status} />
        </span>
      )}
      onSelect={(d) => {
        setText(d.name);
        field.onChange(d.srNo);
      }}
      loading={text.trim() !== q || choices.isFetching}
      failed={choices.isError}
      loadingText={t`Searching destinations...`}
      emptyText={t`No destination matches "${typed}".`}
      countText={(count) =>
        t`${plural(count, { one: "# destination found", other: "# destinations found" })}`
      }
    />
  );
}
