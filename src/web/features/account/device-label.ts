/** "Chrome on Windows" from a User-Agent header; good enough to tell one's own devices apart. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = browserOf(ua);
  const os = osOf(ua);
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

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "21 Nov 2026, 2:21 pm" in India time, like every other date in the app. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "unknown";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "unknown" : dateTime.format(date);
}
