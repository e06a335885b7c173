import { plural, t } from "@lingui/core/macro";
import { formatRupees } from "@/web/lib/format";

// Called while a component that uses useLingui() renders, so they follow a language switch.

/** "{n} days / {n−1} nights", or 'Flexible' when the length is unknown. */
export function formatDuration(days: number | null | undefined): string {
  if (!days || days < 1 || !Number.isInteger(days)) return t`Flexible`;
  const nights = days - 1;
  const dayCount = plural(days, { one: "# day", other: "# days" });
  const nightCount = plural(nights, { one: "# night", other: "# nights" });
  return `${dayCount} / ${nightCount}`;
}

export function formatBestTime(season: string | null | undefined): string {
  const when = season?.trim() || t`Year-round`;
  return t`Best Time: ${when}`;
}

export function formatPackagePrice(price: number | null | undefined): string {
  if (!price || price <= 0) return t`Contact for pricing`;
  const amount = formatRupees(price);
  return t`From ${amount} per person`;
}
