/**
 * Texts written in English by the shared schemas and the server (validation and error messages),
 * with their translation (issue 15, decision 0040). A key is the English exactly as written; a key
 * may hold placeholders in braces, `{count}`, each matching any text in that place, and the same
 * placeholder in the translation receives that text, itself translated when the dictionary has it
 * ("Add at least one {item}" with item "cost line"). One dictionary serves the server, which
 * answers errors in the request's language, and the browser, which translates what its own copy of
 * a schema says.
 */
export type TextDictionary = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

export interface CompiledTexts {
  exact: Map<string, string>;
  patterns: Pattern[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function compileTexts(...dictionaries: TextDictionary[]): CompiledTexts {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const dictionary of dictionaries) {
    for (const [english, translation] of Object.entries(dictionary)) {
      const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (names.length === 0) {
        exact.set(english, translation);
        continue;
      }
      const source = english
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegex(part)))
        .join("");
      patterns.push({ regex: new RegExp(`^${source}$`, "s"), names, translation });
    }
  }
  // The longest keys first, so "Each {item} in Hindi must be text" wins over "Each {item} must be text".
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return { exact, patterns };
}

/** The text's translation, or the text itself when the dictionary does not know it. */
export function translateWith(texts: CompiledTexts, text: string): string {
  const exact = texts.exact.get(text);
  if (exact !== undefined) return exact;
  for (const { regex, names, translation } of texts.patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    return translation.replace(PLACEHOLDER, (whole, name: string) => {
      const index = names.indexOf(name);
      if (index < 0) return whole;
      const value = match[index + 1];
      return texts.exact.get(value) ?? value;
    });
  }
  return text;
}

/** A field-to-message map (an API error's `fields`), translated. */
export function translateFields(
  texts: CompiledTexts,
  fields: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!fields) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, translateWith(texts, message)]),
  );
}
