import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import { chromium } from "playwright-core";
import { isLanguage, LANGUAGE_COOKIE, type Language } from "@/shared/language";

/**
 * What a fresh Chromium receives to show `paths` in `language` (its `lang` cookie; English sends
 * none): the scripts' bytes on the wire (body as sent, compressed or not, plus response headers),
 * the encoding the server chose for them, and which languages' catalogs it fetched (only its own
 * may be).
 */
export async function firstScreenJs(baseUrl: string, paths: string[], language: Language = "en") {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: {
      path: string;
      files: number;
      transferBytes: number;
      decodedBytes: number;
      encodings: string[];
      language: Language;
      /** The languages whose messages the page fetched. */
      catalogLanguages: Language[];
    }[] = [];
    for (const p of paths) {
      const context = await browser.newContext();
      if (language !== "en") {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl }]);
      }
      const page = await context.newPage();
      const measured: Promise<{
        transfer: number;
        decoded: number;
        encoding: string;
        catalog: Language | null;
      }>[] = [];
      page.on("response", (res) => {
        if (res.request().resourceType() !== "script") return;
        measured.push(
          (async () => {
            const sizes = await res.request().sizes();
            const headers = await res.allHeaders();
            return {
              transfer: sizes.responseBodySize + sizes.responseHeadersSize,
              decoded: (await res.body()).length,
              encoding: headers["content-encoding"] ?? "identity",
              catalog: catalogLanguage(res.url()),
            };
          })(),
        );
      });
      await page.goto(`${baseUrl}${p}`, { waitUntil: "networkidle" });
      const scripts = await Promise.all(measured);
      results.push({
        path: p,
        files: scripts.length,
        transferBytes: scripts.reduce((sum, s) => sum + s.transfer, 0),
        decodedBytes: scripts.reduce((sum, s) => sum + s.decoded, 0),
        encodings: [...new Set(scripts.map((s) => s.encoding))],
        language,
        catalogLanguages: [
          ...new Set(scripts.flatMap((s) => (s.catalog === null ? [] : [s.catalog]))),
        ],
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The build names a catalog's chunk catalog-<language>-<part>-<hash>.js (vite.config.ts). */
function catalogLanguage(url: string): Language | null {
  const language = url
    .split("/")
    .pop()
    ?.match(/^catalog-(\w+)-/)?.[1];
  return isLanguage(language) ? language : null;
}
