import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferredEncoding, withDocumentLanguage } from "./document";

// As the build writes it: the language of the source index.html, then a couple of KB of head.
const PAGE = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><title>Yatra Tours</title>
  ${Array.from({ length: 30 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" />`).join("\n  ")}
  </head>
  <body><div id="root"></div></body>
</html>`;

const langOf = (html: string) => html.match(/<html lang="([^"]+)"/)?.[1];

describe("index.html in the reader's language", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-lang-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), PAGE);
    // The build's precompressed copies say English: they must never be what a reader gets.
    fs.writeFileSync(path.join(dist, "index.html.br"), zlib.brotliCompressSync(PAGE));
    fs.writeFileSync(path.join(dist, "index.html.gz"), zlib.gzipSync(PAGE));
    fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log(1)");
    t = await createTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (p: string, headers: Record<string, string>) => {
    const res = await t.request(p, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    return { res, html: await res.text() };
  };

  it("follows the lang cookie, else the browser's Accept-Language, else English", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "en-IN"],
      [{ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" }, "hi-IN"],
      [{ "accept-language": "en-GB,en;q=0.9,hi;q=0.5" }, "en-IN"],
      [{ "accept-language": "fr-FR" }, "en-IN"],
      [{ cookie: "lang=hi" }, "hi-IN"],
      [{ cookie: "theme=dark; lang=hi", "accept-language": "en-IN" }, "hi-IN"],
      [{ cookie: "lang=en", "accept-language": "hi-IN" }, "en-IN"],
      // A cookie naming no language of ours counts as none.
      [{ cookie: "lang=xx", "accept-language": "hi" }, "hi-IN"],
    ];
    for (const [headers, lang] of cases) {
      for (const p of ["/", "/index.html", "/destinations", "/packages/dest_1", "/no/such/page"]) {
        const { res, html } = await page(p, headers);
        expect([p, headers, langOf(html)]).toEqual([p, headers, lang]);
        expect(res.headers.get("content-language")).toBe(lang);
        expect(res.headers.get("cache-control")).toBe("no-cache");
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        const vary = res.headers.get("vary") ?? "";
        for (const header of ["Cookie", "Accept-Language", "Accept-Encoding"])
          expect(vary).toContain(header);
        // Only the attribute changes: the rest of the page is the build's, byte for byte.
        expect(html).toBe(PAGE.replace('lang="en-IN"', `lang="${lang}"`));
      }
    }
  });

  it("is sent compressed, brotli before gzip, in each language", async () => {
    for (const [cookie, lang] of [
      ["lang=hi", "hi-IN"],
      ["lang=en", "en-IN"],
    ]) {
      const br = await t.request("/", { headers: { cookie, "accept-encoding": "gzip, br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
      expect(brBytes.length).toBeLessThan(PAGE.length / 4);
      expect(langOf(zlib.brotliDecompressSync(brBytes).toString())).toBe(lang);

      const gz = await t.request("/packages/dest_2", {
        headers: { cookie, "accept-encoding": "gzip, deflate, br;q=0" },
      });
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      const gzBytes = Buffer.from(await gz.arrayBuffer());
      expect(langOf(zlib.gunzipSync(gzBytes).toString())).toBe(lang);
      expect(gz.headers.get("vary")).toContain("Cookie");
    }
  });

  it("answers HEAD without a body, and leaves built assets alone", async () => {
    const head = await t.request("/", { method: "HEAD", headers: { cookie: "lang=hi" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-language")).toBe("hi-IN");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const asset = await t.request("/assets/app-abc123.js", { headers: { cookie: "lang=hi" } });
    expect(await asset.text()).toBe("console.log(1)");
    expect(asset.headers.get("vary") ?? "").not.toContain("Cookie");
  });

  it("follows a new build of the page without a restart", async () => {
    const next = PAGE.replace("<title>Yatra Tours</title>", "<title>Yatra Tours v2</title>");
    const file = path.join(dist, "index.html");
    fs.writeFileSync(file, next);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const { html } = await page("/", { cookie: "lang=hi" });
    expect(html).toContain("Yatra Tours v2");
    expect(langOf(html)).toBe("hi-IN");
  });
});

describe("the page's own pieces", () => {
  it("sets or adds the lang attribute of the html element only", () => {
    expect(withDocumentLanguage('<html lang="en-IN"><p lang="en">x</p>', "hi")).toBe(
      '<html lang="hi-IN"><p lang="en">x</p>',
    );
    expect(withDocumentLanguage("<!doctype html><html><body></body></html>", "hi")).toBe(
      '<!doctype html><html lang="hi-IN"><body></body></html>',
    );
    expect(withDocumentLanguage("<HTML class='a' LANG=en>", "en")).toBe(
      `<HTML class='a' LANG="en-IN">`,
    );
    expect(withDocumentLanguage('<html data-lang="x" lang="en">', "hi")).toBe(
      '<html data-lang="x" lang="hi-IN">',
    );
  });

  it("picks the best encoding a browser accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });
});

describe("the page names its screen's files (decision 0045)", () => {
  let t: TestApp;
  let dist: string;
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true },
    "src/web/routes/my-bookings.tsx": { file: "assets/my-bookings-1.js", imports: ["index.html"] },
    "src/web/locales/en/first-screen.po": { file: "assets/catalog-en-first-screen-1.js" },
    "src/web/locales/hi/first-screen.ts": { file: "assets/catalog-hi-first-screen-1.js" },
    "src/web/locales/hi/messages.ts": { file: "assets/catalog-hi-messages-1.js" },
    "src/web/locales/hi/trips.po": { file: "assets/catalog-hi-trips-1.js" },
    "src/web/routes/admin.tsx": { file: "assets/admin-1.js", imports: ["index.html"] },
    "src/web/features/admin/users-panel.tsx": { file: "assets/users-panel-1.js" },
    "src/web/features/audit/audit-panel.tsx": { file: "assets/audit-panel-1.js" },
  };
  const shell = PAGE.replace(
    '<div id="root"></div>',
    '<div id="root"><p>Loading application...</p></div>',
  );
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-preloads-"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.writeFileSync(path.join(dist, "index.html"), shell);
    fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
    t = await createTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("names the screen's module and catalogs in the reader's language, with the start-up text", async () => {
    const hindi = await (
      await t.request("/my-bookings", { headers: { cookie: "lang=hi" } })
    ).text();
    for (const file of [
      "my-bookings-1.js",
      "catalog-hi-first-screen-1.js",
      "catalog-hi-messages-1.js",
      "catalog-hi-trips-1.js",
    ]) {
      expect(hindi).toContain(`href="/assets/${file}"`);
    }
    expect(hindi).not.toContain("catalog-en-");
    expect(hindi).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/get-session">',
    );
    expect(hindi).toContain("<p>ऐप खुल रहा है...</p>");

    const english = await (await t.request("/", { headers: { cookie: "lang=en" } })).text();
    expect(english).toContain('href="/assets/catalog-en-first-screen-1.js"');
    expect(english).not.toContain("my-bookings-1.js");
    expect(english).toContain("<p>Loading application...</p>");

    // The service worker precaches /index.html and answers every navigation with it: no preloads.
    expect(await (await t.request("/index.html")).text()).toBe(shell);
  });

  it("names the console section the address opens, its first when none (decision 0046)", async () => {
    const page = async (url: string) => (await t.request(url)).text();
    const audit = await page("/admin?section=audit");
    expect(audit).toContain('href="/assets/audit-panel-1.js"');
    expect(audit).not.toContain("users-panel-1.js");
    expect(await page("/admin")).toContain('href="/assets/users-panel-1.js"');
    const odd = await page("/admin?section=%3Cscript%3E");
    expect(odd).toContain('href="/assets/admin-1.js"');
    expect(odd).not.toMatch(/panel-1\.js|<script>/);
  });

  it("does not serve the build's manifest", async () => {
    const res = await t.request("/.vite/manifest.json");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("my-bookings");
  });
});
