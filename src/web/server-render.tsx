import { AsyncLocalStorage } from "node:async_hooks";
import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { Language } from "@/shared/language";
import { SESSION_PATH } from "@/shared/session-path";
import { setServerNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { unreadCountsQuery } from "@/web/features/messages/queries";
import { primeSession, type SessionData } from "@/web/lib/auth-client";
import { i18n, loadEveryCatalog } from "@/web/lib/i18n";
import { createQueryClient } from "@/web/lib/query-client";
import { AppTree } from "./app-tree";
import { AppRoutes, prepareFirstScreen } from "./router";

/**
 * The first screen's HTML, rendered on the server (decision 0055): the reader sees the screen, in
 * their language and with its data, as soon as the page and its stylesheet arrive, instead of a
 * start-up text until the app's script has run. The browser's app then takes it over
 * (`hydrateRoot`, src/web/main.tsx); until it has, the server's copy is inert, so nothing typed or
 * tapped there is lost.
 *
 * Built apart from the browser's app (`vite build --ssr`) into dist/ssr; src/server/http/
 * first-screen.ts loads it when it is there.
 */
export interface FirstScreenRequest {
  /** The page's address (path and query), as the browser asked for it. */
  url: URL;
  language: Language;
  /** A phone-sized screen, as the request's client hints or user agent say. */
  narrow: boolean;
  /** The server's own API, answered in-process with the reader's cookies. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
}

/** The API of the request being prepared, for the app's own `fetch` of a path (src/web/lib/api.ts). */
const requestApi = new AsyncLocalStorage<FirstScreenRequest["api"]>();
const globalFetch = globalThis.fetch;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const api = requestApi.getStore();
  return api && typeof input === "string" && input.startsWith("/")
    ? api(input, init)
    : globalFetch(input, init);
}) as typeof fetch;

/** The longest a render waits for code it has not loaded yet (the first render of each screen). */
const RENDER_WAIT_MS = 2000;

let catalogs: Promise<void> | null = null;

/**
 * The app keeps who is signed in, the language and the screen's width in modules of its own, as
 * one browser tab does: renders take turns, each setting them for its reader.
 */
let turn: Promise<unknown> = Promise.resolve();

/** The screen's HTML, and the data it shows, for the browser's app to start from. */
export interface FirstScreen {
  html: string;
  data: DehydratedState;
  /** The width it was rendered for (a phone's or not), which the app takes it over at. */
  narrow: boolean;
}

/** Loads what every render needs (every catalog), so the first reader does not wait for it. */
export function prepare(): Promise<void> {
  catalogs ??= loadEveryCatalog().catch((error: unknown) => {
    catalogs = null;
    throw error;
  });
  return catalogs;
}

export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  await prepare();
  const client = createQueryClient({ queries: { retry: false } });
  const session = await requestApi.run(request.api, async () => {
    const answer = await fetch(SESSION_PATH, { headers: { accept: "application/json" } });
    if (!answer.ok) throw new Error(`The session check answered ${answer.status}.`);
    const data = (await answer.json()) as SessionData | null;
    const signedIn = Boolean(data?.user);
    // Every signed-in page shows the unread messages (the header's badge, the Message buttons on
    // bookings): they come with the page, and the app does not ask for them as it starts.
    await Promise.all([
      prepareFirstScreen(client, request.url, Promise.resolve(signedIn)),
      signedIn ? client.prefetchQuery(unreadCountsQuery) : null,
    ]);
    return signedIn ? data : null;
  });
  const render = turn.then(() => renderApp(request, session, client));
  turn = render.catch(() => undefined);
  return render;
}

async function renderApp(
  request: FirstScreenRequest,
  session: SessionData | null,
  client: ReturnType<typeof createQueryClient>,
): Promise<FirstScreen | null> {
  primeSession(session);
  i18n.activate(request.language);
  setServerNarrowScreen(request.narrow);
  try {
    const html = await renderedHtml(request, client);
    // A screen that sends its reader elsewhere (a guard's redirect) renders nothing of its own.
    if (/<main\b[^>]*>(?:<!--[^>]*-->)*<\/main>/.test(html) || !html.includes("<main")) return null;
    return { html, data: dehydrate(client), narrow: request.narrow };
  } finally {
    client.clear();
  }
}

async function renderedHtml(
  request: FirstScreenRequest,
  client: ReturnType<typeof createQueryClient>,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppTree client={client}>
      <StaticRouter location={`${request.url.pathname}${request.url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </AppTree>,
    // A part still loading by then is left to the browser: its fallback is sent in its place.
    // No boundary is sent apart, to be put in place by an inline script (the page's policy runs
    // none): the whole screen is in order, as it will show.
    { signal: AbortSignal.timeout(RENDER_WAIT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}
