import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import { HINDI_TEXTS } from "@/shared/i18n/hindi-texts";
import { type Language, localeOf } from "@/shared/language";
import { screenAt, screenPartModule } from "@/shared/screens/route-screens";
import { pagePart, type RenderFirstScreen, withFirstScreen } from "./first-screen";
import { browserLanguage } from "./language-cookie";
import { type BuildManifest, withRoutePreloads } from "./route-preloads";
import type { AppEnv } from "./types";

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
 * index.html, written per reader and per screen: `<html lang>` says hi-IN when their `lang` cookie
 * (else their browser's Accept-Language) asks for Hindi, so the first paint is in the right
 * language and the client knows which messages to load; the head names the screen's own modules,
 * its catalogs in that language and the session check, so the browser fetches them all at once
 * (decision 0045). The page is about 3 KB: each language's copy for each screen is made and
 * compressed (brotli at its best, and gzip, like the build's own files) once per build of the page
 * and kept in memory, so a request costs a stat and a cookie read, nothing more.
 */
export function documentServer(indexPath: string, renderFirstScreen?: RenderFirstScreen) {
  const manifestPath = path.join(path.dirname(indexPath), ".vite", "manifest.json");
  let built: {
    stamp: string;
    source: Promise<{ html: string; manifest: BuildManifest | null }>;
    variants: Map<string, Promise<Variant>>;
  } | null = null;

  function variantOf(stamp: string, language: Language, url: URL): Promise<Variant> {
    if (built?.stamp !== stamp) {
      const source = Promise.all([
        fs.promises.readFile(indexPath, "utf8"),
        fs.promises
          .readFile(manifestPath, "utf8")
          .then((text) => JSON.parse(text) as BuildManifest)
          .catch(() => null),
      ]).then(([html, manifest]) => ({ html, manifest }));
      built = { stamp, source, variants: new Map() };
    }
    const current = built;
    const screen = screenAt(url.pathname);
    // A screen's part comes from a fixed table, so the copies kept stay few.
    const part = screen && screenPartModule(screen, url.searchParams);
    const key = `${language} ${screen?.module ?? ""} ${part ?? ""}`;
    let variant = current.variants.get(key);
    if (!variant) {
      variant = current.source.then(({ html, manifest }) =>
        compressed(
          withStartUpText(
            withDocumentLanguage(
              withRoutePreloads(html, manifest, screen, language, part),
              language,
            ),
            language,
          ),
        ),
      );
      current.variants.set(key, variant);
      // A page removed between the stat and the read is looked at again next time.
      variant.catch(() => {
        if (built === current) built = null;
      });
    }
    return variant;
  }

  /**
   * The page with the reader's first screen in it (decision 0055), compressed for this request in
   * the encoding it is sent in; null when the screen is not rendered.
   */
  async function withScreen(
    c: Context<AppEnv>,
    language: Language,
    page: Variant,
    encoding: Encoding,
  ): Promise<Variant | null> {
    if (!renderFirstScreen || !screenAt(c.req.path)) return null;
    const screen = await renderFirstScreen(c, language);
    const nonce = c.get("secureHeadersNonce");
    const part = screen && typeof nonce === "string" && pagePart(screen, nonce);
    if (!part) return null;
    const plain = Buffer.from(
      withFirstScreen((page.identity as Buffer).toString("utf8"), part),
      "utf8",
    );
    const variant: Variant = { identity: plain, br: null, gzip: null };
    if (encoding === "br")
      variant.br = await brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_PER_REQUEST,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
        },
      });
    else if (encoding === "gzip") variant.gzip = await gzip(plain, { level: 6 });
    return variant;
  }

  return async function serveDocument(c: Context<AppEnv>) {
    const stat = await fs.promises.stat(indexPath).catch(() => null);
    const language = browserLanguage(c.req.raw.headers);
    const page =
      stat &&
      (await variantOf(`${stat.mtimeMs}:${stat.size}`, language, new URL(c.req.url)).catch(
        () => null,
      ));
    if (!page) return c.text("The web app is not built yet: run `npm run build`.", 503);
    const wanted = preferredEncoding(c.req.header("accept-encoding"));
    const withFirst = await withScreen(c, language, page, wanted);
    const variant = withFirst ?? page;
    const encoding = variant[wanted] ? wanted : "identity";
    const body = variant[encoding] as Buffer;
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Content-Length": String(body.byteLength),
      "Content-Language": localeOf(language),
      // A page with a signed-in reader's screen in it is theirs alone.
      "Cache-Control": withFirst ? "private, no-cache" : "no-cache",
      Vary: "Accept-Encoding, Cookie, Accept-Language",
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return c.body(new Uint8Array(body), 200, headers);
  };
}

/** index.html's start-up text (the app's own first words, in src/web/components/layout). */
const START_UP_TEXT = "Loading application...";

/** The start-up text in the reader's language. */
export function withStartUpText(html: string, language: Language): string {
  return language === "hi"
    ? html.replace(START_UP_TEXT, HINDI_TEXTS[START_UP_TEXT] ?? START_UP_TEXT)
    : html;
}

/**
 * A page made for one request is compressed fast (brotli 5 makes 60 KB of screen about 9 KB in a
 * millisecond or two); the pages kept and sent many times get brotli's best.
 */
const BROTLI_PER_REQUEST = 5;

async function compressed(html: string): Promise<Variant> {
  const plain = Buffer.from(html, "utf8");
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
