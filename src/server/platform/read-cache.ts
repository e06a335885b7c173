import crypto from "node:crypto";

export interface CachedBody {
  body: string;
  /** A weak validator for If-None-Match: it changes with the body. */
  etag: string;
}

/**
 * Answers that are the same for everyone (catalogue reads), kept in this process until the data
 * under them changes. `clear()` is called on every server when PostgreSQL announces a change
 * (LISTEN/NOTIFY), and while that announcement could be missed (`hold()` until `release()`)
 * nothing is served from memory.
 */
export function createReadCache(maxEntries = 500) {
  const entries = new Map<string, CachedBody>();
  let generation = 0;
  let held = false;

  return {
    async get(key: string, compute: () => Promise<string>): Promise<CachedBody> {
      const hit = held ? undefined : entries.get(key);
      if (hit) return hit;
      const started = generation;
      const body = await compute();
      const value = {
        body,
        etag: `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
      };
      // A change announced while computing may not be in `body`: serve it, keep nothing.
      if (!held && started === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, value);
      }
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
    /** The change feed is lost: read through until it is back. */
    hold() {
      held = true;
      this.clear();
    },
    release() {
      held = false;
      this.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
