import { localeOf } from "@/shared/language";
import { currentLanguage } from "@/web/lib/i18n";

/** "03-15" as "15 March" / "15 मार्च", in the language shown now (a yearly closure's ends). */
export function formatMonthDay(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  return new Intl.DateTimeFormat(localeOf(currentLanguage()), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2001, month - 1, day)));
}
