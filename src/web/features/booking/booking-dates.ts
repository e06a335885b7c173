import { plural, t } from "@lingui/core/macro";

// Called while a component that uses useLingui() renders (or its form validates), so they follow
// a language switch.

/** "5 days / 4 nights", as the packages describe their length. */
export function tourLengthText(durationDays: number): string {
  const nights = durationDays - 1;
  const days = plural(durationDays, { one: "# day", other: "# days" });
  if (nights === 0) return days;
  const nightCount = plural(nights, { one: "# night", other: "# nights" });
  return `${days} / ${nightCount}`;
}

/** The server's words for a group larger than the guide takes. */
export const groupTooLargeMessage = (maxGroupSize: number) =>
  t`This guide takes groups of up to ${maxGroupSize} people.`;
