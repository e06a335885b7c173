import { MONTH_NAMES } from "@/shared/dates";

/** Months are numbered 1 (January) to 12 (December); a season is a 12-bit mask, bit m-1 for month m. */
export type MonthMask = number;

export const ALL_MONTHS: MonthMask = 0xfff;

export const MONTH_NAMES_EN = MONTH_NAMES;

export const MONTH_NAMES_HI = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

const MONTH_BY_WORD: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES_EN.flatMap((name, i) => {
    const lower = name.toLowerCase();
    return [
      [lower, i + 1],
      [lower.slice(0, 3), i + 1],
    ] as [string, number][];
  }).concat([["sept", 9]]),
);

export function monthFromWord(word: string): number | undefined {
  return MONTH_BY_WORD.get(word.toLowerCase().replace(/\.$/, ""));
}

export function maskOf(months: readonly number[]): MonthMask {
  let mask = 0;
  for (const m of months) if (m >= 1 && m <= 12) mask |= 1 << (m - 1);
  return mask;
}

export function monthsOf(mask: MonthMask): number[] {
  const months: number[] = [];
  for (let m = 1; m <= 12; m++) if (mask & (1 << (m - 1))) months.push(m);
  return months;
}

/** From `from` to `to` inclusive, wrapping past December ("October to March"). */
export function monthRange(from: number, to: number): number[] {
  const months = [from];
  for (let m = from; m !== to; ) {
    m = (m % 12) + 1;
    months.push(m);
  }
  return months;
}

const YEAR_ROUND =
  /\b(?:year[\s-]?round|all[\s-]year(?:[\s-]round)?|any\s?time|throughout the year)\b/i;
const MONTH_WORD = /[a-z]+\.?/gi;

function parseSeasonUncached(bestSeason: string): MonthMask | null {
  if (YEAR_ROUND.test(bestSeason)) return ALL_MONTHS;
  let mask = 0;
  for (const part of bestSeason.split(/\s*(?:,|;|\band\b|&|\/)\s*/i)) {
    const months = (part.match(MONTH_WORD) ?? [])
      .map(monthFromWord)
      .filter((m): m is number => m !== undefined);
    if (months.length === 0) continue;
    const isRange = months.length >= 2 && /\b(?:to|till|until|through)\b|[-–—]/i.test(part);
    mask |= isRange ? maskOf(monthRange(months[0], months[months.length - 1])) : maskOf(months);
  }
  return mask === 0 ? null : mask;
}

const seasonCache = new Map<string, MonthMask | null>();
const SEASON_CACHE_LIMIT = 5000;

/**
 * The months a catalogue `bestSeason` text covers: "October to March", "Year-round",
 * "March to June and September to November". Null when the text names no month.
 */
export function parseSeason(bestSeason: string): MonthMask | null {
  const cached = seasonCache.get(bestSeason);
  if (cached !== undefined) return cached;
  const mask = parseSeasonUncached(bestSeason);
  if (seasonCache.size >= SEASON_CACHE_LIMIT) seasonCache.clear();
  seasonCache.set(bestSeason, mask);
  return mask;
}

export function monthName(month: number, language: "en" | "hi"): string {
  return (language === "hi" ? MONTH_NAMES_HI : MONTH_NAMES_EN)[month - 1];
}

/** Consecutive runs of a mask, wrapping the year: [[11, 3]] for November to March. */
export function seasonRuns(mask: MonthMask): [number, number][] {
  if (mask === 0) return [];
  if (mask === ALL_MONTHS) return [[1, 12]];
  let start = 1;
  while (mask & (1 << (start - 1)) || !(mask & (1 << (start % 12)))) start = (start % 12) + 1;
  const runs: [number, number][] = [];
  let runStart = 0;
  for (let i = 1; i <= 12; i++) {
    const m = ((start + i - 1) % 12) + 1;
    const on = (mask & (1 << (m - 1))) !== 0;
    if (on && runStart === 0) runStart = m;
    const next = (m % 12) + 1;
    if (on && !(mask & (1 << (next - 1)))) {
      runs.push([runStart, m]);
      runStart = 0;
    }
  }
  return runs;
}

/** "November to March", "नवंबर से मार्च", "Year-round", "July". */
export function describeSeason(mask: MonthMask, language: "en" | "hi"): string {
  if (mask === ALL_MONTHS) return language === "hi" ? "साल भर" : "Year-round";
  const joiner = language === "hi" ? " से " : " to ";
  const parts = seasonRuns(mask).map(([from, to]) =>
    from === to
      ? monthName(from, language)
      : `${monthName(from, language)}${joiner}${monthName(to, language)}`,
  );
  return joinList(parts, language);
}

export function joinList(items: readonly string[], language: "en" | "hi"): string {
  const and = language === "hi" ? " और " : " and ";
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")}${and}${items[items.length - 1]}`;
}
