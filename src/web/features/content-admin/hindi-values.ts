/**
 * A record's Hindi texts as form values: every text the form shows, "" where there is none yet,
 * so a form reset from a saved record is not "changed" by its empty Hindi boxes.
 */
export function hindiValues<const F extends string>(
  hi: Partial<Record<F, string>> | undefined,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, hi?.[field] ?? ""])) as Record<F, string>;
}

export const DESTINATION_HINDI = [
  "name",
  "state",
  "description",
  "bestSeason",
  "imageAlt",
] as const;
export const PACKAGE_HINDI = ["name", "description", "season", "imageAlt"] as const;
export const DAY_HINDI = ["title", "description", "stay"] as const;
export const STAY_HINDI = ["name", "type", "location", "description"] as const;
export const COST_HINDI = ["label"] as const;
export const PICTURE_HINDI = ["alt", "caption"] as const;
