import { localeOf } from "@/shared/language";
import { currentLanguage } from "@/web/lib/i18n";

/** The browser and the system named in a User-Agent header (names, never translated). */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  const ua = userAgent ?? "";
  return { browser: browserOf(ua), os: osOf(ua) };
}

/**
 * "Chrome on Windows" from a User-Agent header, in English; good enough to tell one's own devices
 * apart. The screen says it in the reader's language from `deviceOf` (sessions-section.tsx).
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
  [/^curl\//, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, "iPadOS"],
  [/iPhone|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function browserOf(ua: string): string | null {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

function osOf(ua: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = dateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      // Hindi says the part of the day ("दोपहर 2:21") where English says "pm".
      ...(locale === "hi-IN" ? { dayPeriod: "short" } : {}),
      timeZone: "Asia/Kolkata",
    });
    dateTimes.set(locale, format);
  }
  return format;
}

/**
 * "21 Nov 2026, 2:21 pm" ("21 नव॰ 2026, दोपहर 2:21") in India time, like every other date in the
 * app, in the interface's language (a component showing it calls `useLingui()` to follow a
 * switch); `unknownText` (the caller's, translated) for nothing or nonsense.
 */
export function formatDateTime(iso: string | null | undefined, unknownText = "unknown"): string {
  const date = new Date(iso ?? "");
  if (!iso || Number.isNaN(date.getTime())) return unknownText;
  return dateTimeFormat(localeOf(currentLanguage())).format(date);
}
