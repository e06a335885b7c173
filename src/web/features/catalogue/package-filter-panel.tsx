import {
  DIFFICULTY_OPTIONS,
  type DifficultyFilter,
  PACKAGE_SORTS,
  type PackageFilters,
  type PackageSort,
} from "@/shared/catalogue/package-filters";
import { REGION_OPTIONS, type RegionFilter } from "@/shared/catalogue/rules";
import { PRICE_SLIDER } from "@/shared/constants";
import { SelectField } from "@/web/components/ui/field";
import { formatRupees } from "@/web/lib/format";
import { Group, PriceSlider, Radio } from "./filter-controls";

interface PackageFilterPanelProps {
  id: string;
  filters: PackageFilters;
  onChange: (changes: Partial<PackageFilters>) => void;
  onReset: () => void;
  /** Hidden on small screens until the Filters button opens it. */
  open: boolean;
}

/** The slider's top is no upper limit: a tour may cost more. */
const highestPrice = (value: number) =>
  value >= PRICE_SLIDER.max ? `${formatRupees(value)}+` : formatRupees(value);

export function PackageFilterPanel({
  id,
  filters,
  onChange,
  onReset,
  open,
}: PackageFilterPanelProps) {
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
            name="package-region"
            label={region}
            checked={filters.region === region}
            onSelect={() => onChange({ region: region as RegionFilter })}
          />
        ))}
      </Group>

      <Group legend="Difficulty">
        {DIFFICULTY_OPTIONS.map((difficulty) => (
          <Radio
            key={difficulty}
            name="package-difficulty"
            label={difficulty}
            checked={filters.difficulty === difficulty}
            onSelect={() => onChange({ difficulty: difficulty as DifficultyFilter })}
          />
        ))}
      </Group>

      <Group legend="Price per person">
        <PriceSlider
          label="Minimum price"
          value={filters.minPrice}
          onChange={(value) => onChange({ minPrice: Math.min(value, filters.maxPrice) })}
        />
        <PriceSlider
          label="Maximum price"
          value={filters.maxPrice}
          format={highestPrice}
          onChange={(value) => onChange({ maxPrice: Math.max(value, filters.minPrice) })}
        />
      </Group>

      <SelectField
        label="Sort By"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.currentTarget.value as PackageSort })}
        options={PACKAGE_SORTS}
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
