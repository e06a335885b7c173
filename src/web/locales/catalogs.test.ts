import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every message has its Hindi (issue 15). An untranslated message shows its English, and since
 * catalogs fetched later are merged over earlier ones, an empty entry in one catalog would also
 * hide the Hindi another catalog has for the same text (the shell's "Home" turned English once).
 */
const DIR = import.meta.dirname;
const catalogs = readdirSync(path.join(DIR, "hi")).filter((f) => f.endsWith(".po"));

/** The entries of a .po file: id and translation, each possibly on several lines. */
function entries(file: string): { id: string; translation: string }[] {
  const text = readFileSync(file, "utf8");
  const joined = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join("");
  return [...text.matchAll(/^(?:msgctxt (".*")\n)?msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)]
    .map(([, context, id, translation]) => ({
      id: context ? `${joined(context)}\u0004${joined(id)}` : joined(id),
      translation: joined(translation),
    }))
    .filter(({ id }) => id !== "");
}

describe("the Hindi catalogs", () => {
  it("finds the catalogs", () => {
    expect(catalogs).toEqual(expect.arrayContaining(["first-screen.po", "messages.po"]));
  });

  it.each(catalogs)("%s has Hindi for every message", (catalog) => {
    const untranslated = entries(path.join(DIR, "hi", catalog))
      .filter(({ translation }) => translation === "")
      .map(({ id }) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(catalogs)("%s holds the same messages as its English catalog", (catalog) => {
    const ids = (language: string) =>
      entries(path.join(DIR, language, catalog))
        .map(({ id }) => id)
        .sort();
    expect(ids("hi")).toEqual(ids("en"));
  });

  it("gives a text the same Hindi in every catalog (catalogs fetched later override earlier ones)", () => {
    const seen = new Map<string, { catalog: string; translation: string }>();
    const differing: string[] = [];
    for (const catalog of catalogs) {
      for (const { id, translation } of entries(path.join(DIR, "hi", catalog))) {
        const earlier = seen.get(id);
        if (earlier && earlier.translation !== translation) {
          differing.push(
            `${id}: ${earlier.catalog} "${earlier.translation}", ${catalog} "${translation}"`,
          );
        }
        seen.set(id, { catalog, translation });
      }
    }
    expect(differing).toEqual([]);
  });
});
