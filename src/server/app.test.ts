import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTL_WARM_UP_SCRIPT } from "@/shared/intl-warm-up";
import { inlineScriptHash } from "./http/inline-script-hash";

const BIG_SCRIPT = `export const places = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `place ${i}`))};`;

describe("the HTTP edge", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
    fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    // What vite-plugin-pwa writes (scripts/offline-app.ts).
    fs.writeFileSync(path.join(dist, "sw.js"), "self.skipWaiting()");
    fs.writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Yatra Tours"}');
    // What the build's precompression writes beside a large asset.
    fs.writeFileSync(path.join(dist, "assets", "big-def456.js"), BIG_SCRIPT);
    fs.writeFileSync(
      path.join(dist, "assets", "big-def456.js.br"),
      zlib.brotliCompressSync(BIG_SCRIPT),
    );
    fs.writeFileSync(path.join(dist, "assets", "big-def456.js.gz"), zlib.gzipSync(BIG_SCRIPT));
    t = await createTestApp("pglite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers health and readiness", async () => {
    expect(await (await t.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      database: "ok",
      live: "ok",
      liveReconnects: 0,
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("sends built assets precompressed, brotli before gzip, by what the browser accepts", async () => {
    const get = (acceptEncoding?: string) =>
      t.request("/assets/big-def456.js", {
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const br = await get("gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(BIG_SCRIPT);
    const gz = await get("gzip, deflate");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT);
    const plain = await get();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
    // A script needs no document policy; it keeps what protects a subresource.
    expect(plain.headers.get("content-security-policy")).toBeNull();
    expect(plain.headers.get("x-frame-options")).toBeNull();
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    const page = await t.request("/");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("gzips API answers of a kilobyte or more, and never the event stream", async () => {
    const list = await t.request("/api/destinations/search?limit=60", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(list.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await list.arrayBuffer());
    const json = JSON.parse(zlib.gunzipSync(body).toString()) as { destinations: unknown[] };
    expect(json.destinations.length).toBeGreaterThan(40);
    const small = await t.request("/healthz", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    const cookie = await t.signIn("traveller@example.com");
    const controller = new AbortController();
    const events = await t.request("/api/events", {
      cookie,
      headers: { "accept-encoding": "gzip" },
      signal: controller.signal,
    });
    expect(events.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(events.headers.get("content-encoding")).toBeNull();
    controller.abort();
  });

  it("caches hashed assets for a year and never caches index.html", async () => {
    const asset = await t.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const p of ["/", "/destinations", "/packages/dest_1", "/no/such/page"]) {
      const res = await t.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain("<title>app</title>");
    }
  });

  it("sends the service worker and the manifest to be checked on every visit", async () => {
    const worker = await t.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await t.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    expect(await manifest.json()).toEqual({ name: "Yatra Tours" });
    const favicon = await t.request("/favicon.svg");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    // worker-src and manifest-src fall back to default-src: the page may use our own of each.
    const csp = (await t.request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/(?:worker|manifest|child)-src/);
  });

  it("sends security headers with a strict content security policy", async () => {
    const res = await t.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    // The page's one inline script, the Intl warm-up, runs by its hash (decision 0046).
    expect(csp).toContain(`script-src 'self' ${inlineScriptHash(INTL_WARM_UP_SCRIPT)}`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("tags every response with a request id", async () => {
    const res = await t.request("/healthz");
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
  });
});

describe("in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { NODE_ENV: "production" });
  });
  afterAll(() => t?.close());

  it("never routes the dev mailbox", async () => {
    const res = await t.request("/dev/mailbox/messages");
    expect(res.headers.get("content-type") ?? "").not.toContain("application/json");
    expect(await res.text()).not.toContain("messages");
  });
});
