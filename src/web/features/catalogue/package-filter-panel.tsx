import { useLingui } from "@lingui/react/macro";
import {
  DIFFICULTY_OPTIONS,
  PACKAGE_SORTS,
  type PackageFilters,
} from "@/shared/catalogue/package-filters";
import { REGION_OPTIONS } from "@/shared/catalogue/rules";
import { PRICE_SLIDER } from "@/shared/constants";
import { formatRupees } from "@/web/lib/format";
import { ChoiceGroup, FilterPanel, type FilterPanelProps, PriceRange } from "./filter-controls";

/** The slider's top is no upper limit: a tour may cost more. */
const highestPrice = (value: number) =>
  value >= PRICE_SLIDER.max ? `${formatRupees(value)}+` : formatRupees(value);

export function PackageFilterPanel(props: FilterPanelProps<PackageFilters>) {
  const { filters, onChange } = props;
  const { t } = useLingui();
  return (
    <FilterPanel {...props} sorts={PACKAGE_SORTS}>
      <ChoiceGroup
        legend={t`Region`}
        name="package-region"
        options={REGION_OPTIONS}
        value={filters.region}
        onSelect={(region) => onChange({ region })}
      />
      <ChoiceGroup
        legend={t`Difficulty`}
        name="package-difficulty"
        options={DIFFICULTY_OPTIONS}
        value={filters.difficulty}
        onSelect={(difficulty) => onChange({ difficulty })}
      />
      <PriceRange
        legend={t`Price per person`}
        filters={filters}
        formatMax={highestPrice}
        onChange={onChange}
      />
    </FilterPanel>
  );
}
