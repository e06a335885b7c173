import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The filters' options and sorts as the reader reads them. The values stay English (they are
 * the address bar's and the API's); only what is shown is translated.
 */
export const OPTION_LABELS: Record<string, MessageDescriptor> = {
  "All Regions": msg`All Regions`,
  "North India": msg`North India`,
  "West India": msg`West India`,
  "South India": msg`South India`,
  Islands: msg`Islands`,
  "Central India": msg`Central India`,
  "All Interests": msg`All Interests`,
  historical: msg`Historical`,
  cultural: msg`Cultural`,
  adventure: msg`Adventure`,
  beach: msg`Beach`,
  nightlife: msg`Nightlife`,
  nature: msg`Nature`,
  spiritual: msg`Spiritual`,
  food: msg`Food`,
  wildlife: msg`Wildlife`,
  "All Difficulties": msg`All Difficulties`,
  Easy: msg`Easy`,
  Moderate: msg`Moderate`,
  Challenging: msg`Challenging`,
};

export const SORT_LABELS: Record<string, MessageDescriptor> = {
  popularity: msg`Popularity`,
  alphabetical: msg`Alphabetical`,
  "price-asc": msg`Price: Low to High`,
  "price-desc": msg`Price: High to Low`,
  rating: msg`Rating`,
  duration: msg`Duration: Shortest First`,
};
