import { type Language, localeOf } from "@/shared/language";
import { currentLanguage } from "@/web/lib/i18n";

/**
 * Numbers, money and dates in the reader's language, through Intl with en-IN or hi-IN (issue 15):
 * both group the Indian way (₹1,00,000) and keep Latin digits; Hindi names the months in Hindi.
 * Each function takes the language, defaulting to the one shown now. English output is unchanged.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

const wholeNumber = (language: Language) =>
  cached(`n:${language}`, () => new Intl.NumberFormat(localeOf(language)));
const rupees = (language: Language) =>
  cached(
    `r:${language}`,
    () => new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }),
  );
const rupeesAndPaise = (language: Language) =>
  cached(
    `p:${language}`,
    () =>
      new Intl.NumberFormat(localeOf(language), {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
const longDate = (language: Language) =>
  cached(
    `d:${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }),
  );

/** 1,00,000 style. */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return wholeNumber(language).format(value);
}

/** ₹1,00,000 style, as decisions.md asks. */
export function formatRupees(amount: number, language: Language = currentLanguage()): string {
  return `₹${rupees(language).format(amount)}`;
}

/** An amount in paise as rupees: whole rupees plainly (₹20,815), otherwise with paise (₹20,815.20). */
export function formatPaise(paise: number, language: Language = currentLanguage()): string {
  return paise % 100 === 0
    ? formatRupees(paise / 100, language)
    : `₹${rupeesAndPaise(language).format(paise / 100)}`;
}

/** "26 November 2026" / "26 नवंबर 2026", in India's time. */
export function formatDate(isoDateOrTimestamp: string, language: Language = currentLanguage()) {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(isoDateOrTimestamp)
    ? `${isoDateOrTimestamp}T00:00:00+05:30`
    : isoDateOrTimestamp;
  return longDate(language).format(new Date(value));
}

/**
 * India's time in the reader's language. Hindi names the part of the day ("दोपहर 3:05") where
 * English says "pm": hi-IN would otherwise print the Latin "am"/"pm".
 */
const moment = (language: Language, style: "long" | "short") =>
  cached(
    `m:${style}:${language}`,
    () =>
      new Intl.DateTimeFormat(
        localeOf(language),
        language === "hi"
          ? {
              day: "numeric",
              month: style,
              year: "numeric",
              hour: "numeric",
              minute: "2-digit",
              dayPeriod: "short",
              timeZone: "Asia/Kolkata",
            }
          : {
              dateStyle: style === "long" ? "long" : "medium",
              timeStyle: "short",
              timeZone: "Asia/Kolkata",
            },
      ),
  );

/** "4 August 2025 at 4:00 pm" / "4 अगस्त 2025 को शाम 4:00 बजे". */
export function formatMoment(at: string | Date, language: Language = currentLanguage()): string {
  return moment(language, "long").format(new Date(at));
}

/** "4 Aug 2025, 3:30 pm" / "4 अग॰ 2025, दोपहर 3:30". */
export function formatShortMoment(
  at: string | Date,
  language: Language = currentLanguage(),
): string {
  return moment(language, "short").format(new Date(at));
}

const monthDay = (language: Language) =>
  cached(
    `md:${language}`,
    () =>
      new Intl.DateTimeFormat(localeOf(language), {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      }),
  );

/** "03-15" as "15 March" / "15 मार्च" (a yearly closure's ends). */
export function formatMonthDay(value: string, language: Language = currentLanguage()): string {
  const [month, day] = value.split("-").map(Number);
  return monthDay(language).format(new Date(Date.UTC(2001, month - 1, day)));
}

const weekday = (language: Language) =>
  cached(
    `wd:${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { weekday: "long", timeZone: "UTC" }),
  );

/** ISO weekday 1 as "Monday" / "सोमवार" (1 January 2024 was a Monday). */
export function formatWeekday(isoWeekday: number, language: Language = currentLanguage()): string {
  return weekday(language).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}
