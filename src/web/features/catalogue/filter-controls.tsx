import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PRICE_SLIDER } from "@/shared/constants";
import { SelectField } from "@/web/components/ui/field";
import { formatRupees } from "@/web/lib/format";
import { OPTION_LABELS, SORT_LABELS } from "./filter-labels";

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

/** A filter picked from a list: one radio button an option. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onSelect,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onSelect: (option: T) => void;
}) {
  const { i18n } = useLingui();
  const label = (option: T) => {
    const descriptor = OPTION_LABELS[option];
    return descriptor ? i18n._(descriptor) : option;
  };
  return (
    <Group legend={legend}>
      {options.map((option) => (
        <Radio
          key={option}
          name={name}
          label={label(option)}
          checked={value === option}
          onSelect={() => onSelect(option)}
        />
      ))}
    </Group>
  );
}

interface PriceRangeValue {
  minPrice: number;
  maxPrice: number;
}

/** The lowest and highest price; neither slider passes the other. */
export function PriceRange({
  legend,
  filters,
  formatMax,
  onChange,
}: {
  legend: string;
  filters: PriceRangeValue;
  formatMax?: (value: number) => string;
  onChange: (changes: Partial<PriceRangeValue>) => void;
}) {
  const { t } = useLingui();
  return (
    <Group legend={legend}>
      <PriceSlider
        label={t`Minimum price`}
        value={filters.minPrice}
        onChange={(value) => onChange({ minPrice: Math.min(value, filters.maxPrice) })}
      />
      <PriceSlider
        label={t`Maximum price`}
        value={filters.maxPrice}
        format={formatMax}
        onChange={(value) => onChange({ maxPrice: Math.max(value, filters.minPrice) })}
      />
    </Group>
  );
}

export interface FilterPanelProps<F> {
  id: string;
  filters: F;
  onChange: (changes: Partial<F>) => void;
  onReset: () => void;
  /** Hidden on small screens until the Filters button opens it. */
  open: boolean;
}

/** A catalogue screen's filter panel: its filters (`children`), then the sort and Clear filters. */
export function FilterPanel<F extends { sort: string }>({
  id,
  open,
  filters,
  onChange,
  sorts,
  onReset,
  children,
}: FilterPanelProps<F> & {
  sorts: readonly { value: F["sort"]; label: string }[];
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const sortOptions = sorts.map((sort) => {
    const descriptor = SORT_LABELS[sort.value];
    return { value: sort.value, label: descriptor ? i18n._(descriptor) : sort.label };
  });
  return (
    <aside
      id={id}
      aria-label={t`Filters`}
      className={`${open ? "flex" : "hidden"} flex-col gap-6 rounded-2xl bg-white p-5 shadow-md ring-1 ring-stone-200/70 lg:flex`}
    >
      {children}

      <SelectField
        label={t`Sort By`}
        value={filters.sort}
        // The select offers only `sorts`.
        onChange={(event) => onChange({ sort: event.currentTarget.value } as Partial<F>)}
        options={sortOptions}
      />

      <button
        type="button"
        onClick={onReset}
        className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Trans>Clear filters</Trans>
      </button>
    </aside>
  );
}
