import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { ArrowDownIcon, ArrowUpIcon, CloseIcon } from "@/web/components/ui/icons";

interface RepeatableListProps {
  legend: string;
  hint?: string;
  /** A message about the whole list, e.g. that it is longer than the tour. */
  error?: string;
  /** The stable keys of the rows (react-hook-form's field ids), in order. */
  keys: readonly string[];
  /** Names one row in its legend and buttons: "Day 2", "Highlight 3". */
  itemLabel: (index: number) => string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** The row's fields. A row of one field ("inline") shows its buttons beside it. */
  renderItem: (index: number) => ReactNode;
  inline?: boolean;
  max?: number;
  /** Shown instead of the rows while there are none. */
  empty?: string;
}

type FocusTarget = { key: string; control: "first" | "up" | "down" | "remove" } | "add";

const LAST_ROW = "\u0000last";

/**
 * A list of rows an admin adds, removes and reorders: each button is a real button named after its
 * row ("Move Day 2 up"), focus lands where the change happened, and a live region says what moved.
 */
export function RepeatableList({
  legend,
  hint,
  error,
  keys,
  itemLabel,
  addLabel,
  onAdd,
  onRemove,
  onMove,
  renderItem,
  inline = false,
  max,
  empty,
}: RepeatableListProps) {
  const { t } = useLingui();
  const id = useId();
  const rows = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const full = max !== undefined && keys.length >= max;

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === "add") {
      addButton.current?.focus();
      return;
    }
    const row = rows.current.get(
      focusTarget.key === LAST_ROW ? (keys.at(-1) ?? "") : focusTarget.key,
    );
    if (!row) return;
    const wanted =
      focusTarget.control === "first"
        ? row.querySelector<HTMLElement>("input, textarea, select")
        : row.querySelector<HTMLButtonElement>(`[data-control="${focusTarget.control}"]:enabled`);
    // A row moved to the top or bottom has that way disabled: the other way takes the focus.
    (wanted ?? row.querySelector<HTMLButtonElement>("[data-control]:enabled"))?.focus();
  }, [focusTarget, keys]);

  function add() {
    onAdd();
    const added = itemLabel(keys.length);
    setAnnouncement(t`${added} added.`);
    // The new row's key is only known once it has rendered: the effect finds it last.
    setFocusTarget({ key: LAST_ROW, control: "first" });
  }

  function remove(index: number) {
    const next = keys[index + 1] ?? keys[index - 1];
    onRemove(index);
    const removed = itemLabel(index);
    setAnnouncement(t`${removed} removed.`);
    setFocusTarget(next ? { key: next, control: "remove" } : "add");
  }

  function move(index: number, step: -1 | 1) {
    const to = index + step;
    onMove(index, to);
    const moved = itemLabel(index);
    const place = itemLabel(to).toLowerCase();
    setAnnouncement(t`${moved} is now ${place}.`);
    setFocusTarget({ key: keys[index], control: step < 0 ? "up" : "down" });
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset aria-describedby={describedBy} className="space-y-3">
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {keys.length === 0 && empty && <p className="text-sm text-stone-500">{empty}</p>}
      <ol className="space-y-3">
        {keys.map((key, index) => {
          const label = itemLabel(index);
          const buttons = (
            <div className="flex shrink-0 flex-wrap gap-1">
              <Button
                variant="secondary"
                size="sm"
                data-control="up"
                aria-label={t`Move ${label} up`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUpIcon className="h-4 w-4" />
                <Trans>Up</Trans>
              </Button>
              <Button
                variant="secondary"
                size="sm"
                data-control="down"
                aria-label={t`Move ${label} down`}
                disabled={index === keys.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDownIcon className="h-4 w-4" />
                <Trans>Down</Trans>
              </Button>
              <Button
                variant="danger-outline"
                size="sm"
                data-control="remove"
                aria-label={t`Remove ${label}`}
                onClick={() => remove(index)}
              >
                <CloseIcon className="h-4 w-4" />
                <Trans>Remove</Trans>
              </Button>
            </div>
          );
          return (
            <li
              key={key}
              ref={(element) => {
                if (element) rows.current.set(key, element);
                else rows.current.delete(key);
              }}
            >
              {inline ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">{renderItem(index)}</div>
                  <div className="sm:pt-6">{buttons}</div>
                </div>
              ) : (
                <fieldset className="rounded-xl border border-stone-200 bg-stone-50/60 p-4">
                  <legend className="sr-only">{label}</legend>
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <p aria-hidden="true" className="font-semibold text-ink">
                      {label}
                    </p>
                    {buttons}
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">{renderItem(index)}</div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={addButton} variant="secondary" size="sm" onClick={add} disabled={full}>
          {addLabel}
        </Button>
        {full && (
          <p className="text-sm text-stone-600">
            <Trans>That is the most this list holds.</Trans>
          </p>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
