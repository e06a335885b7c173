import {
  DEFAULT_PACKAGE_FILTERS,
  isDifficultyFilter,
  isPackageSort,
} from "@/shared/catalogue/package-filters";
import { isRegionFilter } from "@/shared/catalogue/rules";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import { catalogueViewParams } from "./catalogue-view-params";

export const { read: readPackageView, write: writePackageView } = catalogueViewParams({
  defaults: DEFAULT_PACKAGE_FILTERS,
  choices: [
    { name: "region", allows: isRegionFilter },
    { name: "difficulty", allows: isDifficultyFilter },
  ],
  isSort: isPackageSort,
  maxSearchLength: MAX_SEARCH_LENGTH,
});
