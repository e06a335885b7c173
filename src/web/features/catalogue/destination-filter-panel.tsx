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
import { SelectField } from "@/web/components/ui/field";
import { Group, PriceSlider, Radio } from "./filter-controls";

interface FilterPanelProps {
  id: string;
  filters: DestinationFilters;
  onChange: (changes: Partial<DestinationFilters>) => void;
  onReset: () => void;
  /** Hidden on small screens until the Filters button opens it. */
  open: boolean;
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
