import { Hono } from "hono";
import type { SignedPrivateFile } from "@/server/platform/storage";
import type { AppEnv } from "./types";

/**
 * Private files kept in the local folder, by signed, expiring link only (`/files/private/<key>`
 * with the query string `privateLink` made): a wrong signature or a link past its time is refused
 * with 403, and nothing here is ever cached or sniffed.
 */
export function privateFilesApp(
  open: (key: string, query: URLSearchParams) => Promise<SignedPrivateFile>,
) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "private, no-store");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  });
  app.get("/:key", async (c) => {
    const file = await open(c.req.param("key"), new URL(c.req.url).searchParams);
    if (!file) return c.text("Not found", 404);
    if ("refused" in file) {
      return c.text(
        file.refused === "expired"
          ? "This link has expired. Open the document again from the app."
          : "This link is not valid.",
        403,
      );
    }
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": file.disposition,
    });
  });
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}
