/** "5 days / 4 nights", as the packages describe their length. */
export function tourLengthText(durationDays: number): string {
  const nights = durationDays - 1;
  const days = `${durationDays} ${durationDays === 1 ? "day" : "days"}`;
  return nights === 0 ? days : `${days} / ${nights} ${nights === 1 ? "night" : "nights"}`;
}

/** The server's words for a group larger than the guide takes. */
export const groupTooLargeMessage = (maxGroupSize: number) =>
  `This guide takes groups of up to ${maxGroupSize} people.`;
