import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";

/** How much of a refused body is read and thrown away so the client gets to read our 413. */
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;
const DISCARD_MAX_MS = 5_000;

/**
 * Reads what is left of a refused body without keeping it. Answering while the client is still
 * sending makes the server close a socket with unread data, which the client sees as a reset
 * connection instead of the 413 (it did, for about a third of oversized bodies). Past the caps we
 * stop and the connection closes.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let read = 0;
  const deadline = setTimeout(() => void reader.cancel().catch(() => {}), DISCARD_MAX_MS);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.length;
      if (read > DISCARD_MAX_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away or the deadline cancelled the read: nothing left to answer.
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Refuses a request body over `maxSize` bytes, declared or streamed, with the error `tooLarge`
 * makes, after reading the rest of the body (within caps) so the refusal reaches the client.
 */
export function bodyLimit(maxSize: number, tooLarge: () => Error): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (declared > maxSize) {
      await discardRest(reader);
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        await discardRest(reader);
        throw tooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    await next();
  };
}
