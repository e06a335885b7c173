import type { DateRange } from "./queries";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Both dates as a range the guide list can be narrowed by, or null while they are unfinished or wrong. */
export function bookableDateRange(startDate: unknown, endDate: unknown, today: string) {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return null;
  if (startDate < today || endDate < startDate) return null;
  return { startDate, endDate } satisfies DateRange;
}

/** The server's words for a group larger than the guide takes. */
export const groupTooLargeMessage = (maxGroupSize: number) =>
  `This guide takes groups of up to ${maxGroupSize} people.`;
