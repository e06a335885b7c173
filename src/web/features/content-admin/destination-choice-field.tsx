import { useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import type { AdminDestinationSummary } from "@/shared/content/types";
import { Combobox } from "@/web/components/ui/combobox";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { ContentStatusBadge } from "./content-status-badge";
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
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(initialName);
  const q = useSettled(text.trim(), SEARCH_SETTLE_MS);
  const choices = useDestinationChoices(q);
  const chosen = typeof field.value === "number" && !Number.isNaN(field.value);

  return (
    <Combobox<AdminDestinationSummary>
      label="Destination"
      hint={
        chosen
          ? "Type to choose another"
          : "Type a few letters of the destination's name and choose it from the list"
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
            <span className="block font-medium">{d.name}</span>
            <span className="block text-xs text-stone-500">
              {d.state}, {d.region}
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
      loadingText="Searching destinations..."
      emptyText={`No destination matches "${text.trim()}".`}
      countText={(count) => (count === 1 ? "1 destination found" : `${count} destinations found`)}
    />
  );
}
