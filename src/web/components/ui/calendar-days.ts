/**
 * Calendar days as the date picker takes them, apart from the picker itself so that a screen can
 * work with its days before the picker's code has loaded.
 */

/** "2027-06-14" → that calendar day as a local Date (what the calendar shows). */
export function dateFromIso(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** A calendar day (local Date) → "YYYY-MM-DD". */
export function isoFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** How many week rows a month takes in a calendar whose weeks start on Monday. */
export function weekRowsOf(year: number, monthIndex: number): number {
  const leading = (new Date(year, monthIndex, 1).getDay() + 6) % 7;
  const days = new Date(year, monthIndex + 1, 0).getDate();
  return Math.ceil((leading + days) / 7);
}
