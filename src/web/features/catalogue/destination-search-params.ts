import {
  DEFAULT_DESTINATION_FILTERS,
  isDestinationSort,
  isInterestFilter,
  isRegionFilter,
} from "@/shared/catalogue/rules";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { catalogueViewParams } from "./catalogue-view-params";

export const { read: readDestinationView, write: writeDestinationView } = catalogueViewParams({
  defaults: DEFAULT_DESTINATION_FILTERS,
  choices: [
    { name: "region", allows: isRegionFilter },
    { name: "interest", allows: isInterestFilter },
  ],
  isSort: isDestinationSort,
  maxSearchLength: MAX_SEARCH_LENGTH,
});
