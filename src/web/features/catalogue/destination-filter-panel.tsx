import { useLingui } from "@lingui/react/macro";
import {
  DESTINATION_SORTS,
  type DestinationFilters,
  INTEREST_OPTIONS,
  REGION_OPTIONS,
} from "@/shared/catalogue/rules";
import { ChoiceGroup, FilterPanel, type FilterPanelProps, PriceRange } from "./filter-controls";

export function DestinationFilterPanel(props: FilterPanelProps<DestinationFilters>) {
  const { filters, onChange } = props;
  const { t } = useLingui();
  return (
    <FilterPanel {...props} sorts={DESTINATION_SORTS}>
      <ChoiceGroup
        legend={t`Region`}
        name="region"
        options={REGION_OPTIONS}
        value={filters.region}
        onSelect={(region) => onChange({ region })}
      />
      <ChoiceGroup
        legend={t`Interests`}
        name="interest"
        options={INTEREST_OPTIONS}
        value={filters.interest}
        onSelect={(interest) => onChange({ interest })}
      />
      <PriceRange legend={t`Price Range`} filters={filters} onChange={onChange} />
    </FilterPanel>
  );
}
