import type { ReactNode } from "react";
import { PRICE_SLIDER } from "@/shared/constants";
import { formatRupees } from "@/web/lib/format";

// The pieces of the catalogue screens' filter panels.

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-stone-900 uppercase">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

export function Radio({
  name,
  label,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-0.5 text-sm text-stone-700 hover:text-ink">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="h-4 w-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

export function PriceSlider({
  label,
  value,
  onChange,
  format = formatRupees,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** How the value is shown and announced. */
  format?: (value: number) => string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm">
        <span className="text-stone-700">{label}</span>
        <span aria-hidden="true" className="font-semibold text-ink">
          {format(value)}
        </span>
      </div>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={format(value)}
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="w-full accent-brand-700"
      />
    </div>
  );
}
