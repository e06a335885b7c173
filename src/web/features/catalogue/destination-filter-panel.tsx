import type { ReactNode } from "react";
import {
  capitalise,
  DESTINATION_SORTS,
  type DestinationFilters,
  type DestinationSort,
  INTEREST_OPTIONS,
  type InterestFilter,
  REGION_OPTIONS,
  type RegionFilter,
} from "@/shared/catalogue/rules";
import { PRICE_SLIDER } from "@/shared/constants";
import { SelectField } from "@/web/components/ui/field";
import { formatRupees } from "@/web/lib/format";

interface FilterPanelProps {
  id: string;
  filters: DestinationFilters;
  onChange: (changes: Partial<DestinationFilters>) => void;
  onReset: () => void;
  /** Hidden on small screens until the Filters button opens it. */
  open: boolean;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-stone-900 uppercase">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function Radio({
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

function PriceSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm">
        <span className="text-stone-700">{label}</span>
        <span aria-hidden="true" className="font-semibold text-ink">
          {formatRupees(value)}
        </span>
      </div>
      <input
        type="range"
        aria-label={label}
        aria-valuetext={formatRupees(value)}
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

export function DestinationFilterPanel({ id, filters, onChange, onReset, open }: FilterPanelProps) {
  return (
    <aside
      id={id}
      aria-label="Filters"
      className={`${open ? "flex" : "hidden"} flex-col gap-6 rounded-2xl bg-white p-5 shadow-md ring-1 ring-stone-200/70 lg:flex`}
    >
      <Group legend="Region">
        {REGION_OPTIONS.map((region) => (
          <Radio
            key={region}
            name="region"
            label={region}
            checked={filters.region === region}
            onSelect={() => onChange({ region: region as RegionFilter })}
          />
        ))}
      </Group>

      <Group legend="Interests">
        {INTEREST_OPTIONS.map((interest) => (
          <Radio
            key={interest}
            name="interest"
            label={capitalise(interest)}
            checked={filters.interest === interest}
            onSelect={() => onChange({ interest: interest as InterestFilter })}
          />
        ))}
      </Group>

      <Group legend="Price Range">
        <PriceSlider
          label="Minimum price"
          value={filters.minPrice}
          onChange={(value) => onChange({ minPrice: Math.min(value, filters.maxPrice) })}
        />
        <PriceSlider
          label="Maximum price"
          value={filters.maxPrice}
          onChange={(value) => onChange({ maxPrice: Math.max(value, filters.minPrice) })}
        />
      </Group>

      <SelectField
        label="Sort By"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as DestinationSort })}
        options={DESTINATION_SORTS}
      />

      <button
        type="button"
        onClick={onReset}
        className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Clear filters
      </button>
    </aside>
  );
}
