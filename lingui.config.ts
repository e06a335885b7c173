import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { CATALOG_SOURCES, type CatalogName } from "./src/web/locales/catalog-sources";

/**
 * The interface's languages (issue 15, decision 0038). English is the source: its texts are the
 * spec's and live in the code; `npm run i18n:extract` collects them into the catalogs, and the Vite
 * plugin compiles a catalog when the app imports it, so there is no compile step to forget.
 *
 * Each catalog is a list of source paths (src/web/locales/catalog-sources.ts). What the browser
 * fetches (src/web/lib/i18n.ts): `first-screen` before the first render; `messages` with the
 * first other screen; `account`, `trips` and `dashboard` with the screens that need them; `admin`,
 * `content` and `operations` together with the console. A test (src/web/lib/catalog-coverage.test.ts)
 * walks each route's imports and fails when a file's catalog is not fetched for that route.
 */
const TESTS = ["**/*.test.tsx", "**/*.test.ts", "**/testing/**"];
const ORDER = Object.keys(CATALOG_SOURCES) as CatalogName[];

/** A file belongs to the first catalog (in the order above) that lists a path containing it. */
const paths = (name: CatalogName) => CATALOG_SOURCES[name].map((p) => `<rootDir>/${p}`);
const earlier = (name: CatalogName) => ORDER.slice(0, ORDER.indexOf(name)).flatMap(paths);

/**
 * `LINGUI_CATALOGS=account npm run i18n:extract` extracts and writes only those catalogs, so people
 * converting different parts at once never rewrite each other's files. The build ignores it.
 */
const only = process.env.LINGUI_CATALOGS?.split(",").filter(Boolean);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  fallbackLocales: { default: "en" },
  catalogs: ORDER.filter((name) => !only || only.includes(name)).map((name) => ({
    path: `<rootDir>/src/web/locales/{locale}/${name}`,
    include: paths(name),
    exclude: [...TESTS, ...earlier(name)],
  })),
  // No line numbers: several people convert screens at once, and moving a line would rewrite
  // every reference below it in both catalogs.
  format: formatter({ lineNumbers: false }),
});
