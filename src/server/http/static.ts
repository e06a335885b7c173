import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { type PublicFile, STORED_NAME } from "@/server/platform/storage";
import { documentServer } from "./document";
import { firstScreenRenderer, type InProcessApi } from "./first-screen";
import type { AppEnv } from "./types";

const ONE_YEAR = 60 * 60 * 24 * 365;
/** The service worker and the app's manifest: a new build must reach every phone at once. */
const ALWAYS_REVALIDATED = new Set(["/sw.js", "/manifest.webmanifest"]);

/**
 * The built SPA: hashed assets are immutable for a year (sent brotli- or gzip-compressed from
 * files the build made), index.html is never cached and is written in the reader's language, and
 * every other GET falls back to index.html so client routes survive a reload.
 */
export function webApp(distDir: string, api?: InProcessApi) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, "index.html");

  // serveStatic's onFound runs after its response is built, so caching is set on the way out.
  app.use(async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has("Cache-Control")) return;
    const p = c.req.path;
    const cache = p.startsWith("/assets/")
      ? `public, max-age=${ONE_YEAR}, immutable`
      : p === "/" || p.endsWith(".html") || ALWAYS_REVALIDATED.has(p)
        ? "no-cache"
        : "public, max-age=3600";
    c.res.headers.set("Cache-Control", cache);
  });
  // index.html is written in the reader's language (`<html lang>`), so it never comes from the file.
  // The server's renderer of first screens is built beside the app (`vite build --ssr`, dist/ssr).
  const renderer = path.join(path.dirname(distDir), "ssr", "server-render.js");
  const serveDocument = documentServer(indexPath, api && firstScreenRenderer(renderer, api));
  app.get("/", serveDocument);
  app.get("/index.html", serveDocument);
  // The build's manifest is the server's to read (src/server/http/route-preloads.ts), not a page.
  app.all("/.vite/*", (c) => c.text("Not found", 404));
  // The build writes .br and .gz beside each text asset: the best one the browser accepts is sent.
  app.use("*", serveStatic({ root: distDir, precompressed: true }));
  app.get("*", serveDocument);
  return app;
}

/**
 * Uploaded files: unique server-made names, so they can be cached for good. Only a public name at
 * the top of the folder is served: never a subfolder such as the private one, whatever the path
 * says (encoded slashes, dot segments).
 */
export function uploadsApp(storageDir: string) {
  const app = publicUploads();
  app.use(
    "*",
    serveStatic({ root: storageDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }),
  );
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}

/** The same, streamed from storage that is not a local folder (an S3 bucket's public prefix). */
export function storedUploadsApp(openPublic: (name: string) => Promise<PublicFile | null>) {
  const app = publicUploads();
  app.get("/:name", async (c) => {
    const file = await openPublic(c.req.param("name"));
    if (!file) return c.text("Not found", 404);
    const headers: Record<string, string> = { "Content-Type": file.contentType };
    if (file.size !== undefined) headers["Content-Length"] = String(file.size);
    if (file.etag) headers.ETag = file.etag;
    if (c.req.method !== "HEAD") return c.body(file.body, 200, headers);
    // Hono answers HEAD with the GET response minus its body: release the object's stream.
    await file.body.cancel();
    return c.body(null, 200, headers);
  });
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}

/** What both kinds share: the name check, year-long caching and no content sniffing. */
function publicUploads() {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const raw = new URL(c.req.url).pathname;
    const name = raw.startsWith("/uploads/") ? raw.slice("/uploads/".length) : "";
    if (!STORED_NAME.test(name) || c.req.path !== raw) return c.text("Not found", 404);
    return next();
  });
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if (c.res.status === 200)
      c.res.headers.set("Cache-Control", `public, max-age=${ONE_YEAR}, immutable`);
  });
  return app;
}
