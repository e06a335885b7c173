import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/**
 * Gzips answers of `threshold` bytes or more for clients that accept it. Hono's compress middleware
 * can only skip small bodies that state their length, and a JSON answer does not: such bodies are
 * read here first (they are in memory already) so that a 15-byte answer is not made larger. The
 * event stream is never touched; built assets arrive precompressed and are passed through.
 */
export function compressLargeAnswers(threshold = 1024): MiddlewareHandler {
  const gzip = compress({ threshold });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      const type = res.headers.get("content-type") ?? "";
      if (
        !res.body ||
        res.headers.has("content-length") ||
        res.headers.has("content-encoding") ||
        type.startsWith("text/event-stream")
      )
        return;
      const bytes = await res.arrayBuffer();
      c.res = new Response(bytes, { status: res.status, headers: res.headers });
      c.res.headers.set("content-length", String(bytes.byteLength));
    });
}
