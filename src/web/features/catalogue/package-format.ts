import { formatRupees } from "@/web/lib/format";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** "{n} days / {n−1} nights", or 'Flexible' when the length is unknown. */
export function formatDuration(days: number | null | undefined): string {
  if (!days || days < 1 || !Number.isInteger(days)) return "Flexible";
  return `${plural(days, "day")} / ${plural(days - 1, "night")}`;
}

export function formatBestTime(season: string | null | undefined): string {
  return `Best Time: ${season?.trim() || "Year-round"}`;
}

export function formatPackagePrice(price: number | null | undefined): string {
  return price && price > 0 ? `From ${formatRupees(price)} per person` : "Contact for pricing";
}
