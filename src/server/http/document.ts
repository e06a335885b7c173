import fs from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import { LANGUAGES, type Language, localeOf } from "@/shared/language";
import { browserLanguage } from "./language-cookie";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** As the build's precompression: smaller files gain nothing from it. */
const MIN_COMPRESSED_BYTES = 1024;

type Encoding = "br" | "gzip" | "identity";
type Variant = Record<Encoding, Buffer | null>;

/** `<html lang="…">` in the reader's language, the attribute added when the page has none. */
export function withDocumentLanguage(html: string, language: Language): string {
  const lang = localeOf(language);
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang\s*=/i.test(tag)
      ? tag.replace(/(\slang\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${lang}"`)
      : tag.replace(/^<html\b/i, `<html lang="${lang}"`),
  );
}

/** The best encoding of ours the browser accepts (a `q=0` refuses one). */
export function preferredEncoding(header: string | null | undefined): Encoding {
  const accepted = new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/**
 * index.html, written per reader: `<html lang>` says hi-IN when their `lang` cookie (else their
 * browser's Accept-Language) asks for Hindi, so the first paint is in the right language and the
 * client knows which messages to load. The page is about 2 KB: each language's copy is made and
 * compressed (brotli at its best, and gzip, like the build's own files) once per build of the page
 * and kept in memory, so a request costs a stat and a cookie read, nothing more.
 */
export function documentServer(indexPath: string) {
  let built: { stamp: string; variants: Promise<Map<Language, Variant>> } | null = null;

  async function variantsOf(stamp: string): Promise<Map<Language, Variant> | null> {
    if (built?.stamp !== stamp) {
      const variants = fs.promises.readFile(indexPath, "utf8").then(async (html) => {
        const entries = await Promise.all(
          LANGUAGES.map(async (language) => [language, await compressed(html, language)] as const),
        );
        return new Map(entries);
      });
      built = { stamp, variants };
      // A page removed between the stat and the read is looked at again next time.
      variants.catch(() => {
        if (built?.variants === variants) built = null;
      });
    }
    return built.variants.catch(() => null);
  }

  return async function serveDocument(c: Context) {
    const stat = await fs.promises.stat(indexPath).catch(() => null);
    const variants = stat && (await variantsOf(`${stat.mtimeMs}:${stat.size}`));
    if (!variants) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const language = browserLanguage(c.req.raw.headers);
    const variant = variants.get(language) as Variant;
    const wanted = preferredEncoding(c.req.header("accept-encoding"));
    const encoding = variant[wanted] ? wanted : "identity";
    const body = variant[encoding] as Buffer;
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Length": String(body.byteLength),
      "Content-Language": localeOf(language),
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding, Cookie, Accept-Language",
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}

async function compressed(html: string, language: Language): Promise<Variant> {
  const plain = Buffer.from(withDocumentLanguage(html, language), "utf8");
  if (plain.byteLength < MIN_COMPRESSED_BYTES) return { identity: plain, br: null, gzip: null };
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
      },
    }),
    gzip(plain, { level: 9 }),
  ]);
  return { identity: plain, br, gzip: gz };
}
