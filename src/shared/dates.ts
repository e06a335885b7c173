/** India Standard Time is UTC+05:30 all year: India has kept no daylight saving since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Today's calendar date in India, YYYY-MM-DD (booking dates are India dates). By arithmetic, not
 * `Intl`: a screen's first time-zone formatter costs a phone tens of milliseconds (decision 0046).
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (YYYY-MM-DD), by the calendar alone: no time zones. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD ("2027-02-30" is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "25 November 2026 at 8:15 pm": a moment in India time, for messages and screens. */
export const formatIndiaTime = (at: Date) =>
  at.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long", timeStyle: "short" });
