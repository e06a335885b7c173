import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { Language } from "@/shared/language";
import { FIRST_DATA_ID } from "@/shared/screens/route-screens";
import type { AppEnv } from "./types";

/** A screen the server rendered: its HTML, and the data it shows (TanStack Query's dehydrated state). */
export interface RenderedScreen {
  html: string;
  data: unknown;
  /** Rendered for a phone's width: the page's root says so, and the app takes it over at it. */
  narrow: boolean;
}

/** What dist/ssr/server-render.js exports (src/web/server-render.tsx). */
interface Renderer {
  prepare?(): Promise<void>;
  renderFirstScreen(request: {
    url: URL;
    language: Language;
    narrow: boolean;
    api: (path: string, init?: RequestInit) => Promise<Response>;
  }): Promise<RenderedScreen | null>;
}

/** The longest a page waits for its first screen; past it, the page goes without (decision 0055). */
export const FIRST_SCREEN_WAIT_MS = 1500;

/** The app's own routes, asked in-process (the root app's `fetch`, with this request's env). */
export type InProcessApi = (request: Request, env: unknown) => Promise<Response>;

/** The request headers an in-process API call keeps: who is asking, and from where. */
const KEPT_HEADERS = ["cookie", "user-agent", "x-forwarded-for", "x-real-ip"];

/** A phone, as the browser says: the client hint, else the user agent's own words. */
export function isPhone(headers: Headers): boolean {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint) return hint.trim() === "?1";
  return /\bMobi|\bAndroid\b|\biPhone\b/i.test(headers.get("user-agent") ?? "");
}

/**
 * Renders a screen's HTML for one request with the built renderer in `modulePath`, when the build
 * made one: null when there is none, when the screen renders nothing of its own (a guard sending its
 * reader elsewhere), when it fails, or when it takes longer than FIRST_SCREEN_WAIT_MS. The page is
 * then sent as before, and the browser's app renders the screen alone.
 */
export function firstScreenRenderer(modulePath: string, api: InProcessApi) {
  // Imported once, as the server starts: a new build is a new start of the server. (With a query
  // in its address a new build could be imported afresh, but the chunks it imports would import it
  // again without one: two copies of the app's modules, one of them never told who is signed in.)
  let loaded: Promise<Renderer | null> | null = null;

  function renderer(): Promise<Renderer | null> {
    loaded ??= fs.promises
      .access(modulePath)
      .then(() => import(pathToFileURL(modulePath).href) as Promise<Renderer>)
      .catch(() => null);
    return loaded;
  }
  // With every catalog: the first reader's page waits for neither.
  void renderer()
    .then((loadedRenderer) => loadedRenderer?.prepare?.())
    .catch(() => undefined);

  return async function renderFirstScreen(
    c: Context<AppEnv>,
    language: Language,
  ): Promise<RenderedScreen | null> {
    const render = await renderer();
    if (!render) return null;
    const page = new URL(c.req.url);
    const headers = new Headers({ accept: "application/json", "accept-language": language });
    for (const name of KEPT_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const rendered = render.renderFirstScreen({
      url: page,
      language,
      narrow: isPhone(c.req.raw.headers),
      api: (path, init) =>
        api(new Request(new URL(path, page.origin), { ...init, method: "GET", headers }), c.env),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_SCREEN_WAIT_MS);
    });
    try {
      return await Promise.race([rendered, late]);
    } catch (error) {
      c.var.logger?.warn({ err: error, path: page.pathname }, "first screen not rendered");
      return null;
    } finally {
      clearTimeout(timer);
      rendered.catch(() => undefined);
    }
  };
}

export type RenderFirstScreen = ReturnType<typeof firstScreenRenderer>;

const UNESCAPED: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** The screen's HTML for the page's `#root`, and what goes in the page's head. */
export interface PagePart {
  root: string;
  head: string;
  narrow: boolean;
}

/**
 * The screen's HTML split for the page. React writes the screen's resource hints (its pictures'
 * preloads) first: they go to the head, and the root holds only what the app's first render makes,
 * which it takes over. The page's policy lets in no inline style attribute, and the map's markers
 * and the calendar's reserved height are set in them: each becomes a rule in one `<style>` of the
 * request's nonce in the head, matched by a `data-first-style` attribute, and the app sets the
 * element's own style when it takes over. The data the screen shows goes in a JSON data block,
 * which the app starts from. Null when a style could close its element, or when the screen has an
 * inline script: the policy would run none.
 */
export function pagePart({ html, data, narrow }: RenderedScreen, nonce: string): PagePart | null {
  if (/<script\b/i.test(html)) return null;
  const hints = html.match(/^(?:<link\b[^>]*>)*/)?.[0] ?? "";
  const rules = new Map<string, number>();
  const root = html.slice(hints.length).replace(/ style="([^"]*)"/g, (_, escaped: string) => {
    const css = escaped.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => UNESCAPED[entity] ?? "");
    let index = rules.get(css);
    if (index === undefined) {
      index = rules.size;
      rules.set(css, index);
    }
    return ` data-first-style="${index}"`;
  });
  if ([...rules.keys()].some((css) => /[<>{}]/.test(css))) return null;
  const sheet = [...rules].map(([css, i]) => `[data-first-style="${i}"]{${css}}`).join("");
  // JSON in a data block, never run as script (and `<` cannot end it).
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const dataBlock = `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
  return {
    root,
    head: hints + (sheet ? `<style nonce="${nonce}">${sheet}</style>` : "") + dataBlock,
    narrow,
  };
}

/**
 * The page with the screen in its `#root`, in place of the start-up text: `inert` until the app has
 * taken it over, so nothing typed or tapped there is lost (src/web/app-tree.tsx lifts it).
 */
export function withFirstScreen(page: string, screen: PagePart): string {
  return page
    .replace("</head>", () => `${screen.head}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/,
      () => `<div id="root" inert data-narrow="${screen.narrow}">${screen.root}</div>`,
    );
}
