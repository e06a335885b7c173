import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The guide filters' options and sorts as the reader reads them. The values stay English (they
 * are the address bar's and the API's); only what is shown is translated.
 */
export const GUIDE_OPTION_LABELS: Record<string, MessageDescriptor> = {
  "All Specializations": msg`All Specializations`,
  Adventure: msg`Adventure`,
  Cultural: msg`Cultural`,
  Culinary: msg`Culinary`,
  Nature: msg`Nature`,
  Desert: msg`Desert`,
  Historical: msg`Historical`,
  Winter: msg`Winter`,
  "Highest Rated": msg`Highest Rated`,
  "Most Experienced": msg`Most Experienced`,
  "Name (A-Z)": msg`Name (A-Z)`,
};
