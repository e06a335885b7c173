const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** "5 days / 4 nights", as the packages describe their length. */
export function tourLengthText(durationDays: number): string {
  const nights = durationDays - 1;
  const days = `${durationDays} ${durationDays === 1 ? "day" : "days"}`;
  return nights === 0 ? days : `${days} / ${nights} ${nights === 1 ? "night" : "nights"}`;
}

/** The server's words for a group larger than the guide takes. */
export const groupTooLargeMessage = (maxGroupSize: number) =>
  `This guide takes groups of up to ${maxGroupSize} people.`;
