import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HINDI_DICTIONARIES } from "./hindi-dictionaries";
import { NOT_SHOWN_TO_PEOPLE, UNSCANNED_FILES } from "./not-shown-texts";
import { compileTexts, translateWith } from "./texts";

/**
 * Every sentence the shared schemas and the server write in English reaches a Hindi reader in
 * Hindi (issue 15, decision 0040). This finds them in the source, as a reviewer would: string and
 * template literals that start with a capital and hold a space. A sentence that is never shown to
 * a person (a log line, a developer's error) is listed in not-shown-texts.ts instead.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCANNED = ["src/shared", "src/server"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Test fixtures (`testing/` folders) hold made-up data, not messages.
    if (name === "testing") return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const DOUBLE_QUOTED = /"((?:[^"\\\n]|\\.)*)"/g;
const TEMPLATE = /`((?:[^`\\]|\\.)*)`/g;
const SENTENCE = /^[A-Z][^\n]*\s[^\n]*[a-z]/;

/** The English sentences in a file: a template's `${…}` becomes `{…}`, matching any text. */
function sentencesIn(source: string): string[] {
  const found: string[] = [];
  for (const [, text] of source.matchAll(DOUBLE_QUOTED)) {
    const unescaped = text.replace(/\\(.)/g, "$1");
    if (SENTENCE.test(unescaped)) found.push(unescaped);
  }
  for (const [, text] of source.matchAll(TEMPLATE)) {
    if (text.includes("`")) continue;
    const withPlaceholders = text.replace(/\$\{[^}]*\}/g, "{…}");
    if (SENTENCE.test(withPlaceholders)) found.push(withPlaceholders);
  }
  return found;
}

function scannedSentences(): { file: string; text: string }[] {
  return SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !UNSCANNED_FILES.some((skip) => file === skip || file.startsWith(`${skip}/`)))
    .flatMap((file) =>
      sentencesIn(readFileSync(path.join(ROOT, file), "utf8")).map((text) => ({ file, text })),
    );
}

const hindi = compileTexts(...HINDI_DICTIONARIES);
/** A template's `{…}` stands for a value: any sample must still find its pattern. */
const sample = (text: string) => text.replaceAll("{…}", "⟨value⟩");

describe("the Hindi of the schemas' and the server's texts", () => {
  it("has Hindi for every sentence a person can see", () => {
    const missing = scannedSentences()
      .filter(({ text }) => !NOT_SHOWN_TO_PEOPLE.has(text))
      .filter(({ text }) => translateWith(hindi, sample(text)) === sample(text))
      .map(({ file, text }) => `${file}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("writes every translation in Devanagari and keeps its placeholders", () => {
    for (const [english, translation] of HINDI_DICTIONARIES.flatMap(Object.entries)) {
      expect(translation, english).toMatch(/[\u0900-\u097F]/);
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(translation), english).toEqual(placeholders(english));
    }
  });

  it("lists as not shown only sentences that are still in the source", () => {
    const present = new Set(scannedSentences().map(({ text }) => text));
    expect([...NOT_SHOWN_TO_PEOPLE].filter((text) => !present.has(text))).toEqual([]);
  });

  it("finds a new sentence without Hindi", () => {
    const source = 'z.string().check(z.minLength(1, "Tell us the name of your pet elephant"));';
    const [text] = sentencesIn(source);
    expect(translateWith(hindi, sample(text))).toBe(sample(text));
  });
});

describe("translating with placeholders", () => {
  const texts = compileTexts({
    "Add at least one {item}": "कम से कम एक {item} जोड़ें",
    "cost line": "ख़र्च की मद",
    "Each {item} in Hindi must be text": "हिंदी में हर {item} टेक्स्ट होना चाहिए",
    "Each {item} must be text": "हर {item} टेक्स्ट होना चाहिए",
  });

  it("fills a placeholder with its value, translated when the dictionary has it", () => {
    expect(translateWith(texts, "Add at least one cost line")).toBe("कम से कम एक ख़र्च की मद जोड़ें");
    expect(translateWith(texts, "Add at least one widget")).toBe("कम से कम एक widget जोड़ें");
  });

  it("prefers the longer pattern and leaves unknown texts alone", () => {
    expect(translateWith(texts, "Each highlight in Hindi must be text")).toBe(
      "हिंदी में हर highlight टेक्स्ट होना चाहिए",
    );
    expect(translateWith(texts, "Something else entirely")).toBe("Something else entirely");
  });
});
