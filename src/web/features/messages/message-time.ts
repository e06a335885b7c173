import { type Language, localeOf } from "@/shared/language";
import { once } from "@/shared/once";
import { currentLanguage } from "@/web/lib/i18n";

const INDIA = "Asia/Kolkata";

type Shape = "time" | "dayAndTime" | "full";

const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  time: { hour: "numeric", minute: "2-digit" },
  dayAndTime: { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" },
  full: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The shape in the language: Hindi names the part of the day (दोपहर 3:05) instead of am/pm. */
function formatter(shape: Shape, language: Language): Intl.DateTimeFormat {
  const key = `${shape}:${language}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeOf(language), {
      ...SHAPES[shape],
      ...(language === "hi" ? { dayPeriod: "short" } : {}),
      timeZone: INDIA,
    });
    formatters.set(key, made);
  }
  return made;
}

const dayKey = once(() => new Intl.DateTimeFormat("en-CA", { timeZone: INDIA }));
const yearOf = once(() => new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: INDIA }));

/**
 * "3:05 pm" today, "12 Mar, 3:05 pm" this year, with the year before that; India time, in the
 * language shown now ("दोपहर 3:05", "12 मार्च, दोपहर 3:05").
 */
export function formatMessageTime(
  iso: string,
  now = new Date(),
  language: Language = currentLanguage(),
): string {
  const at = new Date(iso);
  if (dayKey().format(at) === dayKey().format(now)) return formatter("time", language).format(at);
  if (yearOf().format(at) === yearOf().format(now))
    return formatter("dayAndTime", language).format(at);
  return formatter("full", language).format(at);
}
