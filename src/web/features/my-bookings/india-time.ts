import { type Language, localeOf } from "@/shared/language";
import { currentLanguage } from "@/web/lib/i18n";

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment in India's time in the reader's language: "21 November 2098 at 3:05 pm" (as
 * `formatIndiaTime` from shared/dates), "21 नवंबर 2098 को दोपहर 3:05 बजे" (Hindi names the part of
 * the day instead of the Latin am/pm). The same as checkout/india-time.ts (a feature imports
 * no other feature): both can move to @/web/lib/format.
 */
export function formatIndiaDateTime(at: Date, language: Language = currentLanguage()): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      localeOf(language),
      language === "hi"
        ? {
            day: "numeric",
            month: "long",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
            dayPeriod: "short",
            timeZone: "Asia/Kolkata",
          }
        : { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" },
    );
    formatters.set(language, formatter);
  }
  return formatter.format(at);
}
