import { plural, t } from "@lingui/core/macro";
import { formatDate } from "@/web/lib/format";
import type { TripDate } from "./trip-date-params";

/**
 * The line under the search: what was found for the trip, or that it is being checked. Called while
 * a component that uses useLingui() renders, so it follows a language switch.
 */
export function tripStatus(
  trip: TripDate | undefined,
  found: { count: number; kind: "destination" | "package" } | undefined,
  failed: string | undefined,
): string | undefined {
  if (!trip) return undefined;
  const startDate = formatDate(trip.startDate);
  const travellers = trip.travellers;
  const when =
    travellers > 1 ? t`from ${startDate} for ${travellers} travellers` : t`from ${startDate}`;
  if (failed) {
    return found?.kind === "destination"
      ? t`We couldn't check the guides' calendars (${failed}), so every destination is shown.`
      : found?.kind === "package"
        ? t`We couldn't check the guides' calendars (${failed}), so every tour package is shown.`
        : t`We couldn't check the guides' calendars (${failed}), so every tour is shown.`;
  }
  if (!found) return t`Checking which guides are free ${when}...`;
  const count = found.count;
  return found.kind === "destination"
    ? plural(count, {
        one: `# destination with a guide free for the whole tour ${when}.`,
        other: `# destinations with a guide free for the whole tour ${when}.`,
      })
    : plural(count, {
        one: `# tour package with a guide free for the whole tour ${when}.`,
        other: `# tour packages with a guide free for the whole tour ${when}.`,
      });
}
