import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type Ref, useCallback, useEffect, useRef, useState } from "react";
import type { Destination, DestinationPage } from "@/shared/catalogue/types";
import { Combobox } from "@/web/components/ui/combobox";
import { CloseIcon } from "@/web/components/ui/icons";
import { api } from "@/web/lib/api";
import { langOf } from "@/web/lib/english-fields";
import { translateText } from "@/web/lib/i18n";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";

/** A destination as the picker takes and gives it: its number and name are enough. */
export interface DestinationChoice {
  srNo: number;
  name: string;
  /** The server's answer names a field it had only in English (issue 15). */
  englishFields?: string[];
}

/** How many matches the list shows: a search narrows it, nobody scrolls through more. */
export const DESTINATION_MATCHES = 10;

interface PickerFrame {
  label: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  className?: string;
}

export type DestinationPickerProps = PickerFrame &
  (
    | {
        /** One destination: its name stays in the box once chosen. */
        multiple?: false;
        value: DestinationChoice | null;
        onChange: (destination: DestinationChoice | null) => void;
      }
    | {
        /** Several: each chosen one becomes a removable tag under the box. */
        multiple: true;
        value: DestinationChoice[];
        onChange: (destinations: DestinationChoice[]) => void;
      }
  );

/** Up to ten destinations matching what is typed, asked for once typing pauses. */
function useDestinationMatches(text: string) {
  const q = useSettled(text.trim(), SEARCH_SETTLE_MS);
  const params = new URLSearchParams({ q, limit: String(DESTINATION_MATCHES) });
  const query = useQuery({
    queryKey: ["destinations", "picker", q],
    queryFn: () => api.get<DestinationPage>(`/api/destinations/search?${params}`),
    enabled: q !== "",
    placeholderData: keepPreviousData,
  });
  return {
    matches: q === "" ? [] : (query.data?.destinations ?? []),
    loading: text.trim() !== q || query.isFetching,
    failed: query.isError,
  };
}

/**
 * Finds destinations by typing (typos and Hindi names too, through the catalogue's search) and
 * chooses one, or several shown as tags. Only the matches are ever loaded, never the catalogue.
 */
export function DestinationPicker(props: DestinationPickerProps) {
  const { label, hint, error, placeholder, onBlur, className, inputRef } = props;
  const { t } = useLingui();
  const chosenSrNo = props.multiple ? null : (props.value?.srNo ?? null);
  const [text, setText] = useState(props.multiple ? "" : (props.value?.name ?? ""));
  const { matches, loading, failed } = useDestinationMatches(text);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      ownInput.current = element;
      if (typeof inputRef === "function") inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );

  // A single choice set from outside (a form reset) shows its name; one typed here keeps the text.
  const emitted = useRef(chosenSrNo);
  const chosenName = props.multiple ? "" : (props.value?.name ?? "");
  useEffect(() => {
    if (chosenSrNo === emitted.current) return;
    emitted.current = chosenSrNo;
    setText(chosenName);
  }, [chosenSrNo, chosenName]);

  const chipButtons = useRef(new Map<number, HTMLButtonElement>());

  function remove(srNo: number) {
    if (!props.multiple) return;
    const list = props.value;
    const index = list.findIndex((d) => d.srNo === srNo);
    // Focus moves to the next tag, or the previous one, or back to the box.
    const next = list[index + 1] ?? list[index - 1];
    props.onChange(list.filter((d) => d.srNo !== srNo));
    (next ? chipButtons.current.get(next.srNo) : ownInput.current)?.focus();
  }

  function select(destination: Destination) {
    const choice = {
      srNo: destination.srNo,
      name: destination.name,
      englishFields: destination.englishFields,
    };
    if (props.multiple) {
      setText("");
      // Choosing a chosen one again takes it off, as in any list of several.
      const kept = props.value.filter((d) => d.srNo !== choice.srNo);
      props.onChange(kept.length < props.value.length ? kept : [...props.value, choice]);
    } else {
      emitted.current = choice.srNo;
      setText(choice.name);
      props.onChange(choice);
    }
  }

  function type(next: string) {
    setText(next);
    if (!props.multiple && chosenSrNo !== null) {
      emitted.current = null;
      props.onChange(null);
    }
  }

  const typed = text.trim();
  return (
    <Combobox
      label={label}
      hint={hint}
      error={error}
      placeholder={placeholder}
      className={className}
      inputRef={setInput}
      onBlur={onBlur}
      text={text}
      onTextChange={type}
      options={matches}
      optionKey={(d) => d.srNo}
      renderOption={(d) => (
        <>
          <span lang={langOf(d, "name")} className="block font-medium">
            {d.name}
          </span>{" "}
          <span className="block text-xs text-stone-500">
            <span lang={langOf(d, "state")}>{d.state}</span>, {translateText(d.region)}
          </span>
        </>
      )}
      onSelect={select}
      isChosen={
        props.multiple ? (d) => props.value.some((chosen) => chosen.srNo === d.srNo) : undefined
      }
      loading={loading}
      failed={failed}
      loadingText={t`Searching destinations...`}
      emptyText={t`No destination matches "${typed}".`}
      countText={(count) =>
        t`${plural(count, { one: "# destination found", other: "# destinations found" })}`
      }
    >
      {props.multiple && props.value.length > 0 && (
        <ul aria-label={t`Chosen destinations`} className="mt-2 flex flex-wrap gap-2">
          {props.value.map((d) => (
            <li
              key={d.srNo}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800 ring-1 ring-brand-100"
            >
              <span lang={langOf(d, "name")}>{d.name}</span>
              <button
                type="button"
                ref={(button) => {
                  if (button) chipButtons.current.set(d.srNo, button);
                  else chipButtons.current.delete(d.srNo);
                }}
                aria-label={t`Remove ${d.name}`}
                onClick={() => remove(d.srNo)}
                className="rounded-full p-1 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Combobox>
  );
}
