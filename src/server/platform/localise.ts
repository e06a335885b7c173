import type { HindiTexts } from "@/server/db/schema/catalogue";
import type { Language } from "@/shared/language";

/** A row's `hi` column (issue 15): its texts in Hindi under the English fields' names. */
export type { HindiTexts };

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The Hindi for an English value, or undefined when it has none (blank, or a list of another length). */
function hindiFor(english: unknown, hindi: unknown): unknown {
  if (Array.isArray(english)) {
    return Array.isArray(hindi) && hindi.length === english.length && hindi.every(isText)
      ? hindi
      : undefined;
  }
  return isText(hindi) ? hindi : undefined;
}

const hasEnglish = (english: unknown) =>
  !(english === null || english === undefined || english === "") &&
  !(Array.isArray(english) && english.length === 0);

/**
 * The fields of `english` that have text but no Hindi in `hi`: for editors (`missingHindi`) and,
 * in a Hindi answer, the ones shown in English (`englishFields`).
 */
export function missingHindi<T extends object>(
  english: T,
  hi: HindiTexts | null | undefined,
  fields: readonly (keyof T & string)[],
): string[] {
  const values = english as Record<string, unknown>;
  return fields.filter(
    (field) => hasEnglish(values[field]) && hindiFor(values[field], hi?.[field]) === undefined,
  );
}

/**
 * An editor's Hindi as the `hi` column keeps it: blank texts left out, a list kept (aligned with
 * the English, blanks included) only when something in it is written.
 */
export function hindiToStore(hi: Record<string, unknown> | undefined): HindiTexts {
  const kept: HindiTexts = {};
  for (const [field, value] of Object.entries(hi ?? {})) {
    if (isText(value)) kept[field] = value.trim();
    else if (Array.isArray(value) && value.some(isText))
      kept[field] = value.map((v) => (typeof v === "string" ? v.trim() : ""));
  }
  return kept;
}

/**
 * The Hindi an edited row keeps when the editor sent none: that of each text whose English did
 * not change (a changed English text needs a new translation).
 */
export function carriedHindi(
  before: Record<string, unknown> | undefined,
  beforeHi: HindiTexts | undefined,
  after: Record<string, unknown>,
): HindiTexts {
  const kept: HindiTexts = {};
  if (!before || !beforeHi) return kept;
  for (const [field, value] of Object.entries(beforeHi)) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) kept[field] = value;
  }
  return kept;
}

/**
 * An answer item in the reader's language: in English, `item` itself (so English answers stay
 * exactly as they were); in Hindi, a copy with each of `fields` in Hindi where `hi` has it, else in
 * English and named in `englishFields` (omitted when every field has its Hindi). An English value
 * that is null or empty has nothing to translate and is never marked.
 */
export function inLanguage<T extends object>(
  language: Language,
  item: T,
  hi: HindiTexts | null | undefined,
  fields: readonly (keyof T & string)[],
): T & { englishFields?: string[] } {
  if (language === "en") return item;
  const copy = { ...item } as Record<string, unknown>;
  const englishFields: string[] = [];
  for (const field of fields) {
    const english = copy[field];
    if (!hasEnglish(english)) continue;
    const hindi = hindiFor(english, hi?.[field]);
    if (hindi === undefined) englishFields.push(field);
    else copy[field] = hindi;
  }
  if (englishFields.length > 0) copy.englishFields = englishFields;
  return copy as T & { englishFields?: string[] };
}
