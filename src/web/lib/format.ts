export { formatPaise, formatRupees } from "@/shared/money";

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatDate(isoDateOrTimestamp: string): string {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(isoDateOrTimestamp)
    ? `${isoDateOrTimestamp}T00:00:00+05:30`
    : isoDateOrTimestamp;
  return longDate.format(new Date(value));
}
