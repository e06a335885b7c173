import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type Ref, useEffect, useId, useState } from "react";
import { cn } from "./cn";
import { describedByOf, FieldMessages } from "./field";
import { inputStyles } from "./input";

export interface ComboboxProps<T> {
  label: string;
  hint?: ReactNode;
  /** The message shown under the box and announced with it. */
  error?: string;
  placeholder?: string;
  /** What is typed in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches for what is typed, shown while the box has focus and something is typed. */
  options: readonly T[];
  optionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** For a choice of several: the options already chosen (the list says so). */
  isChosen?: (option: T) => boolean;
  /** The matches for the latest text are on their way. */
  loading?: boolean;
  /** The search failed. */
  failed?: boolean;
  loadingText?: string;
  /** Shown when nothing matches what is typed. */
  emptyText: string;
  failedText?: string;
  /** What a screen reader hears when matches arrive: "3 destinations". */
  countText: (count: number) => string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  className?: string;
  /** Shown under the box, e.g. the chosen values of a choice of several. */
  children?: ReactNode;
}

const popupClass =
  "absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-stone-200 bg-white shadow-lg";

/**
 * A text box that suggests matches as you type (the WAI-ARIA combobox with a listbox popup, list
 * autocomplete with manual selection): arrow keys move through the matches, Enter chooses one,
 * Escape closes the list, then clears the text. Focus stays in the box throughout.
 */
export function Combobox<T>({
  label,
  hint,
  error,
  placeholder,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  isChosen,
  loading = false,
  failed = false,
  loadingText: loadingTextProp,
  emptyText,
  failedText: failedTextProp,
  countText,
  id,
  inputRef,
  onBlur,
  className,
  children,
}: ComboboxProps<T>) {
  const { t } = useLingui();
  const loadingText = loadingTextProp ?? t`Searching...`;
  const failedText = failedTextProp ?? t`We couldn't search just now. Please try again.`;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const shown = open && text.trim() !== "";
  const expanded = shown && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const message = !shown
    ? ""
    : options.length > 0
      ? countText(options.length)
      : loading
        ? loadingText
        : failed
          ? failedText
          : emptyText;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  function choose(option: T) {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  }

  function move(step: number) {
    if (!shown) {
      if (text.trim() !== "") setOpen(true);
      return;
    }
    if (options.length === 0) return;
    setActive((current) => {
      const from = current < options.length ? current : -1;
      if (from === -1) return step > 0 ? 0 : options.length - 1;
      return (from + step + options.length) % options.length;
    });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        return;
      case "Enter":
        // While the list is open, Enter picks from it and never submits the form.
        if (!shown) return;
        event.preventDefault();
        if (activeIndex >= 0) choose(options[activeIndex]);
        return;
      case "Escape":
        // Handled here, so a dialog around the box stays open.
        if (shown) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== "") {
          event.preventDefault();
          event.stopPropagation();
          onTextChange("");
        }
        return;
    }
  }

  return (
    <div className={className}>
      <label
        id={labelId}
        htmlFor={inputId}
        className="mb-1 block text-sm font-medium text-stone-700"
      >
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(inputId, { hint, error })}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
          className={inputStyles()}
        />
        <div
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          aria-multiselectable={isChosen ? true : undefined}
          hidden={!expanded}
          className={cn(popupClass, "max-h-72 overflow-y-auto py-1")}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: focus stays in the box (aria-activedescendant), whose keys choose.
            <div
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={isChosen ? isChosen(option) : index === activeIndex}
              // Keeps focus in the box, so choosing with the mouse does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-stone-800",
                index === activeIndex &&
                  "bg-brand-50 outline-2 -outline-offset-2 outline-brand-600",
              )}
            >
              {isChosen && (
                <span aria-hidden="true" className="w-4 shrink-0 text-brand-700">
                  {isChosen(option) ? "✓" : ""}
                </span>
              )}
              <span className="min-w-0 flex-1">{renderOption(option)}</span>
            </div>
          ))}
        </div>
        <p
          role="status"
          className={
            shown && options.length === 0
              ? cn(popupClass, "px-3 py-2 text-sm text-stone-600")
              : "sr-only"
          }
        >
          {message}
        </p>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
      {children}
    </div>
  );
}
