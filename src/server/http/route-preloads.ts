import type { Language } from "@/shared/language";
import { type RouteScreen, SCREEN_MODULES_ID, screenGroups } from "@/shared/screens/route-screens";
import { SESSION_PATH } from "@/shared/session-path";

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** The stylesheets its code brings (Vite links them when the chunk is imported). */
  css?: string[];
  /** The files its code names by address (the map's outline of India). */
  assets?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A picture a screen's code shows: what a page may ask for before that code has run. */
const PICTURE = /\.(?:svg|png|webp|avif|jpe?g)$/;

/** A catalog's source, as vite.config.ts names its chunk: `locales/<language>/<group>.po|ts`. */
const CATALOG_SOURCE = /locales\/(\w+)\/([\w-]+)\.(?:po|ts)$/;

/**
 * What a page must fetch besides the entry script, which the built index.html already names: the
 * screen's module and the modules it imports, its catalogs in the reader's language, and the
 * session. Named in the page, they are fetched in parallel as the page arrives, where the app alone
 * would ask for each only once the one before had arrived and run (decision 0045). So is the part
 * of the screen the address asks for (`partModule`, the map or a console section), which the app
 * would ask for only once the screen had rendered (decision 0046).
 */
export function routePreloads(
  manifest: BuildManifest,
  screen: RouteScreen,
  language: Language,
  partModule: string | null = null,
): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // What the built page's own script tag and links already bring.
  const loaded = new Set(entry ? dependenciesFirst(manifest, entry) : []);
  const seen = new Set<string>();
  const chunksOf = (key: string | undefined) => {
    const chunk = key ? manifest[key] : undefined;
    return chunk ? dependenciesFirst(manifest, chunk, loaded, seen) : [];
  };
  const screenModules = [
    ...chunksOf(`src/web/routes/${screen.module}.tsx`),
    ...chunksOf(partModule ? `src/web/${partModule}.tsx` : undefined),
  ];
  const catalogs = catalogSources(manifest, language);
  const catalogModules = screenGroups(screen).flatMap((group) => chunksOf(catalogs.get(group)));
  // Low priority: the page paints its start-up text first, on the stylesheet alone.
  const links = [...screenModules, ...catalogModules].map(
    (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
  );
  // The screen's own stylesheets (the calendar's, say): fetched now, not once its code has run
  // and asked for them, and not blocking the start-up text as a stylesheet link would.
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  for (const file of stylesheetsOf(byFile, screenModules, loaded))
    links.push(`<link rel="preload" as="style" href="/${file}">`);
  // The pictures its code shows (the map's outline, the map view's largest paint): asked for with
  // the code, not once the screen has rendered the image that names them.
  for (const file of picturesOf(byFile, screenModules))
    links.push(`<link rel="preload" as="image" href="/${file}">`);
  links.push(`<link rel="preload" as="fetch" crossorigin href="${SESSION_PATH}">`);
  if (screenModules.length > 0) {
    // JSON in a data block, never run as script: src/web/main.tsx reads it (and `<` cannot end it).
    const json = JSON.stringify(screenModules.map((file) => `/${file}`)).replace(/</g, "\\u003c");
    links.push(`<script type="application/json" id="${SCREEN_MODULES_ID}">${json}</script>`);
  }
  return links.join("");
}

/** The stylesheets of these chunks that the page does not link already (the entry's own). */
function stylesheetsOf(
  chunks: Map<string, ManifestChunk>,
  files: string[],
  loaded: Set<string>,
): string[] {
  const linked = new Set([...loaded].flatMap((file) => chunks.get(file)?.css ?? []));
  const wanted = files.flatMap((file) => chunks.get(file)?.css ?? []);
  return [...new Set(wanted)].filter((file) => !linked.has(file));
}

/** The pictures these chunks name. */
function picturesOf(chunks: Map<string, ManifestChunk>, files: string[]): string[] {
  const named = files.flatMap((file) => chunks.get(file)?.assets ?? []);
  return [...new Set(named)].filter((file) => PICTURE.test(file));
}

/**
 * The chunk's files with what each imports before it (a cycle's members in the order met), except
 * those in `skip`: imported one at a time in this order, each runs by itself, so the browser
 * runs a screen's code in several short tasks instead of one long one (decision 0045).
 */
function dependenciesFirst(
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
  partModule: string | null = null,
): string {
  if (!manifest || !screen) return html;
  const links = routePreloads(manifest, screen, language, partModule);
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
