import {
  DEFAULT_DESTINATION_FILTERS,
  type DestinationFilters,
  isDestinationSort,
  isInterestFilter,
  isRegionFilter,
} from "@/shared/catalogue/rules";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { type CatalogueView, catalogueViewParams } from "./catalogue-view-params";

const catalogueView = catalogueViewParams({
  defaults: DEFAULT_DESTINATION_FILTERS,
  choices: [
    { name: "region", allows: isRegionFilter },
    { name: "interest", allows: isInterestFilter },
  ],
  isSort: isDestinationSort,
  maxSearchLength: MAX_SEARCH_LENGTH,
});

/** The Destinations screen's view: the list's, and whether it is shown as a map (`?view=map`). */
export interface DestinationView extends CatalogueView<DestinationFilters> {
  map?: boolean;
}

export function readDestinationView(params: URLSearchParams): DestinationView {
  const view = catalogueView.read(params);
  return params.get("view") === "map" ? { ...view, map: true } : view;
}

export function writeDestinationView({ map, ...view }: DestinationView): URLSearchParams {
  const params = catalogueView.write(view);
  if (map) params.set("view", "map");
  return params;
}
