const INDIA = "Asia/Kolkata";

const timeOnly = new Intl.DateTimeFormat("en-IN", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA,
});
const dayAndTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA,
});
const fullDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA,
});
const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA });
const yearOf = new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: INDIA });

/** "3:05 pm" today, "12 Mar, 3:05 pm" this year, with the year before that; India time. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (dayKey.format(at) === dayKey.format(now)) return timeOnly.format(at);
  if (yearOf.format(at) === yearOf.format(now)) return dayAndTime.format(at);
  return fullDate.format(at);
}
