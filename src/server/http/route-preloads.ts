import type { Language } from "@/shared/language";
import { type RouteScreen, SCREEN_MODULES_ID, screenGroups } from "@/shared/screens/route-screens";

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A catalog's source, as vite.config.ts names its chunk: `locales/<language>/<group>.po|ts`. */
const CATALOG_SOURCE = /locales\/(\w+)\/([\w-]+)\.(?:po|ts)$/;

/** The session check every screen makes (src/web/lib/auth-client.ts asks exactly this). */
export const SESSION_PATH = "/api/auth/get-session";

/**
 * What a page must fetch besides the entry script, which the built index.html already names: the
 * screen's module and the modules it imports, its catalogs in the reader's language, and the
 * session. Named in the page, they are fetched in parallel as the page arrives, where the app alone
 * would ask for each only once the one before had arrived and run (decision 0045).
 */
export function routePreloads(
  manifest: BuildManifest,
  screen: RouteScreen,
  language: Language,
): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  if (entry) closure(manifest, entry, loaded);
  const wanted = new Set<string>();
  const add = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    if (chunk) closure(manifest, chunk, wanted, loaded);
  };
  const screenModule = manifest[`src/web/routes/${screen.module}.tsx`];
  add(`src/web/routes/${screen.module}.tsx`);
  const catalogs = catalogSources(manifest, language);
  for (const group of screenGroups(screen)) add(catalogs.get(group));
  // Low priority: the page paints its start-up text first, on the stylesheet alone.
  const links = [...wanted].map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
  );
  links.push(`<link rel="preload" as="fetch" crossorigin href="${SESSION_PATH}">`);
  if (screenModule) {
    const order = dependenciesFirst(manifest, screenModule, loaded).map((file) => `/${file}`);
    // JSON in a data block, never run as script: src/web/main.tsx reads it (and `<` cannot end it).
    const json = JSON.stringify(order).replace(/</g, "\\u003c");
    links.push(`<script type="application/json" id="${SCREEN_MODULES_ID}">${json}</script>`);
  }
  return links.join("");
}

/**
 * The chunk's files with what each imports before it (a cycle's members in the order met), except
 * those in `skip`: imported one at a time in this order, each runs by itself, so the browser
 * runs a screen's code in several short tasks instead of one long one (decision 0045).
 */
export function dependenciesFirst(
  manifest: BuildManifest,
  chunk: ManifestChunk,
  skip: Set<string> = new Set(),
  seen: Set<string> = new Set(),
  order: string[] = [],
): string[] {
  if (seen.has(chunk.file) || skip.has(chunk.file)) return order;
  seen.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) dependenciesFirst(manifest, imported, skip, seen, order);
  }
  order.push(chunk.file);
  return order;
}

/**
 * The page's head with the screen's preloads added at its end. A page of no screen gets none: that
 * includes `/index.html`, which the service worker precaches and answers every navigation with, so
 * a preload there would be fetched past the worker (it asks for no JSON) and fail offline, and the
 * app's own session check would then take that failure as its answer.
 */
export function withRoutePreloads(
  html: string,
  manifest: BuildManifest | null,
  screen: RouteScreen | null,
  language: Language,
): string {
  if (!manifest || !screen) return html;
  const links = routePreloads(manifest, screen, language);
  return html.replace(/<\/head>/i, `${links}</head>`);
}

function catalogSources(manifest: BuildManifest, language: Language): Map<string, string> {
  const sources = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const match = key.match(CATALOG_SOURCE);
    if (match?.[1] === language && match[2]) sources.set(match[2], key);
  }
  return sources;
}

/** The chunk's file and every file it imports statically, except those already in `skip`. */
function closure(
  manifest: BuildManifest,
  chunk: ManifestChunk,
  into: Set<string>,
  skip: Set<string> = new Set(),
) {
  if (into.has(chunk.file) || skip.has(chunk.file)) return;
  into.add(chunk.file);
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (imported) closure(manifest, imported, into, skip);
  }
}
