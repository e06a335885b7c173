/**
 * The languages the app speaks (issue 15): English, the spec's, and Hindi. A person's choice is kept
 * on their account and in the `lang` cookie; without either, the browser's Accept-Language decides.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "lang";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The locale numbers, money (₹ with Indian grouping) and dates are written in. */
export const localeOf = (language: Language) => (language === "hi" ? "hi-IN" : "en-IN");

/** The language's own name, as its speakers write it (for the switch). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/**
 * The best of our languages for an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"): the one the
 * browser ranks highest, English when it names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((t) => t.weight > 0 && isLanguage(t.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
