import {
  capitalise,
  DESTINATION_SORTS,
  type DestinationFilters,
  INTEREST_OPTIONS,
  REGION_OPTIONS,
} from "@/shared/catalogue/rules";
import { ChoiceGroup, FilterPanel, type FilterPanelProps, PriceRange } from "./filter-controls";

export function DestinationFilterPanel(props: FilterPanelProps<DestinationFilters>) {
  const { filters, onChange } = props;
  return (
    <FilterPanel {...props} sorts={DESTINATION_SORTS}>
      <ChoiceGroup
        legend="Region"
        name="region"
        options={REGION_OPTIONS}
        value={filters.region}
        onSelect={(region) => onChange({ region })}
      />
      <ChoiceGroup
        legend="Interests"
        name="interest"
        options={INTEREST_OPTIONS}
        value={filters.interest}
        label={capitalise}
        onSelect={(interest) => onChange({ interest })}
      />
      <PriceRange legend="Price Range" filters={filters} onChange={onChange} />
    </FilterPanel>
  );
}
