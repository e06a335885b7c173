import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import { chromium } from "playwright-core";

/**
 * What a fresh Chromium receives to show `paths`: the scripts' bytes on the wire (body as sent,
 * compressed or not, plus response headers), and the encoding the server chose for them.
 */
export async function firstScreenJs(baseUrl: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: {
      path: string;
      files: number;
      transferBytes: number;
      decodedBytes: number;
      encodings: string[];
    }[] = [];
    for (const p of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const measured: Promise<{ transfer: number; decoded: number; encoding: string }>[] = [];
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
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
