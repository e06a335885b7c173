import { addDays, MONTH_NAMES } from "@/shared/dates";
import { once } from "@/shared/once";

/** How far ahead a tour may start: today (India time) plus this many days. */
export const BOOKING_HORIZON_DAYS = 365;

/** The last day of a tour of `durationDays` days starting on `startDate` (5 days from 10 June: 14 June). */
export const tourEndDate = (startDate: string, durationDays: number) =>
  addDays(startDate, Math.max(1, durationDays) - 1);

/** The latest start date the booking form offers. */
export const latestStartDate = (today: string) => addDays(today, BOOKING_HORIZON_DAYS);

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** A yearly closed season, month-days "MM-DD" inclusive; it wraps over the new year when it ends first. */
export interface SeasonalClosure {
  startsOn: string;
  endsOn: string;
  reason: string;
}

export function isInClosure(date: string, closure: Pick<SeasonalClosure, "startsOn" | "endsOn">) {
  const monthDay = date.slice(5);
  return closure.startsOn <= closure.endsOn
    ? monthDay >= closure.startsOn && monthDay <= closure.endsOn
    : monthDay >= closure.startsOn || monthDay <= closure.endsOn;
}

/** "11-15" → "15 November". */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  return `${day} ${MONTH_NAMES[month - 1]}`;
}

/** Every calendar date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const longDate = once(
  () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** "2027-06-14" → "14 June 2027", for messages. */
export const formatTourDate = (date: string) => longDate().format(new Date(`${date}T00:00:00Z`));
