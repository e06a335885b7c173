const indiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's calendar date in India, YYYY-MM-DD (booking dates are India dates). */
export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}
