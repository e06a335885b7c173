import type { I18n, MessageDescriptor } from "@lingui/core";
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

/** A region, interest or difficulty as the reader reads it; a value without a label as it is. */
export const optionLabel = (i18n: I18n, value: string): string =>
  OPTION_LABELS[value] ? i18n._(OPTION_LABELS[value]) : value;

/**
 * A package's tour type ("Nature & Adventure", its destination's interests) as the reader reads
 * it: English exactly as the spec writes it, Hindi with each interest translated.
 */
export const tourTypeLabel = (i18n: I18n, type: string): string =>
  i18n.locale === "hi"
    ? type
        .split(" & ")
        .map((interest) => optionLabel(i18n, interest.toLowerCase()))
        .join(", ")
    : type;
