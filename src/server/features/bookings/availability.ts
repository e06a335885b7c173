import {
  datesBetween,
  isInClosure,
  isoWeekday,
  type SeasonalClosure,
  tourEndDate,
} from "@/shared/bookings/tour-dates";
import { addDays } from "@/shared/dates";

/** Inclusive calendar dates, India time. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** What decides a guide's free days (decision 0024): working weekdays, blocks, confirmed tours. */
export interface GuideCalendar {
  workingDays: readonly number[];
  blocked: readonly DateRange[];
  booked: readonly DateRange[];
}

export type TourConflict =
  | { kind: "closure"; date: string; closure: SeasonalClosure }
  | { kind: "day-off"; date: string; weekday: number }
  | { kind: "blocked"; range: DateRange }
  | { kind: "booked"; range: DateRange };

const overlaps = (a: DateRange, b: DateRange) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The first thing that stops a tour from `startDate` to `endDate`, or null when it fits. */
export function tourConflict(
  tour: DateRange,
  calendar: GuideCalendar,
  closures: readonly SeasonalClosure[],
): TourConflict | null {
  const days = datesBetween(tour.startDate, tour.endDate);
  for (const date of days) {
    const closure = closures.find((c) => isInClosure(date, c));
    if (closure) return { kind: "closure", date, closure };
  }
  const working = new Set(calendar.workingDays);
  for (const date of days) {
    const weekday = isoWeekday(date);
    if (!working.has(weekday)) return { kind: "day-off", date, weekday };
  }
  const blocked = calendar.blocked.find((range) => overlaps(range, tour));
  if (blocked) return { kind: "blocked", range: blocked };
  const booked = calendar.booked.find((range) => overlaps(range, tour));
  if (booked) return { kind: "booked", range: booked };
  return null;
}

/**
 * Every start date from `from` to `to` whose whole tour fits the calendar: one pass over the days
 * with a running count of unusable ones, so a year of starts costs a year of days, not a year of
 * tours.
 */
export function freeStartDates(options: {
  from: string;
  to: string;
  durationDays: number;
  calendar: GuideCalendar;
  closures: readonly SeasonalClosure[];
}): string[] {
  const { from, to, durationDays, calendar, closures } = options;
  if (to < from) return [];
  const days = datesBetween(from, tourEndDate(to, durationDays));
  const index = new Map(days.map((date, i) => [date, i]));
  const unusable = new Uint8Array(days.length);
  const working = new Set(calendar.workingDays);
  days.forEach((date, i) => {
    if (!working.has(isoWeekday(date)) || closures.some((c) => isInClosure(date, c)))
      unusable[i] = 1;
  });
  const last = days[days.length - 1];
  for (const range of [...calendar.blocked, ...calendar.booked]) {
    if (range.endDate < from || range.startDate > last) continue;
    const start = range.startDate < from ? from : range.startDate;
    const end = range.endDate > last ? last : range.endDate;
    for (let date = start; date <= end; date = addDays(date, 1)) unusable[index.get(date)!] = 1;
  }
  const starts: string[] = [];
  let inWindow = 0;
  for (let i = 0; i < days.length; i++) {
    inWindow += unusable[i];
    if (i >= durationDays) inWindow -= unusable[i - durationDays];
    const start = i - durationDays + 1;
    if (start >= 0 && days[start] <= to && inWindow === 0) starts.push(days[start]);
  }
  return starts;
}
