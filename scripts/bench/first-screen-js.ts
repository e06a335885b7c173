import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromiumArgs, chromiumPath } from "@tests/support/chromium";
import { chromium } from "playwright-core";

/** Gzipped bytes of every script a fresh browser loads to show `paths` (React included). */
export async function firstScreenJs(baseUrl: string, distDir: string, paths: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: { path: string; files: number; gzipBytes: number }[] = [];
    for (const p of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(new URL(res.url()).pathname);
      });
      await page.goto(`${baseUrl}${p}`, { waitUntil: "networkidle" });
      let gzipBytes = 0;
      for (const s of scripts) {
        const file = path.join(distDir, s);
        gzipBytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
      }
      results.push({ path: p, files: scripts.size, gzipBytes });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
