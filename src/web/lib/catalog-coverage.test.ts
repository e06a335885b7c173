import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type MessageGroup,
  ROUTE_SCREENS,
  type RouteScreen,
  screenGroups,
} from "@/shared/screens/route-screens";
import { CATALOG_SOURCES, type CatalogName } from "@/web/locales/catalog-sources";

/**
 * A production build keeps only message ids, so a screen whose texts sit in a catalog the browser
 * has not fetched shows ids instead of words, in either language, and no other test notices (in
 * tests the macros carry the English). This walks what each route (and each lazily loaded
 * component) imports and fails when a file with messages belongs to a catalog not fetched with it.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const GROUP_OF: Record<CatalogName, MessageGroup> = {
  "first-screen": "first-screen",
  account: "account",
  trips: "trips",
  messages: "messages",
  dashboard: "dashboard",
  admin: "console",
  content: "console",
  operations: "console",
};
const ORDER = Object.keys(CATALOG_SOURCES) as CatalogName[];

function catalogOf(file: string): CatalogName {
  const relative = path.relative(ROOT, file);
  const name = ORDER.find((catalog) =>
    CATALOG_SOURCES[catalog].some((p) => relative === p || relative.startsWith(`${p}/`)),
  );
  if (!name) throw new Error(`${relative} is in no catalog`);
  return name;
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, "src", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)"/gms;
const SIDE_EFFECT_IMPORT = /^import\s+"([^"]+)"/gm;
const WITH_MESSAGES = /withMessages\(\s*\(\)\s*=>\s*import\("([^"]+)"\)(?:,\s*\[([^\]]*)\])?/g;
const BARE_DYNAMIC = /(?<!=>\s*)import\("([^"]+)"\)/g;
const USES_MESSAGES = /from "@lingui\/(?:react|core)\/macro"/;

const groupsIn = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((g) => g.trim().replace(/"/g, ""))
    .filter(Boolean) as MessageGroup[];

function uncovered(root: string, fetched: Set<MessageGroup>, seen = new Set<string>()): string[] {
  const key = `${root}|${[...fetched].sort().join()}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const source = readFileSync(root, "utf8");
  const problems: string[] = [];
  if (USES_MESSAGES.test(source) && !fetched.has(GROUP_OF[catalogOf(root)])) {
    problems.push(`${path.relative(ROOT, root)} (catalog ${catalogOf(root)})`);
  }
  const statics = [...source.matchAll(STATIC_IMPORT), ...source.matchAll(SIDE_EFFECT_IMPORT)];
  for (const [, specifier] of statics) {
    const next = resolveImport(root, specifier);
    if (next) problems.push(...uncovered(next, fetched, seen));
  }
  if (root.endsWith("router.tsx")) return problems; // its screens are checked one by one below
  for (const [, specifier, groups] of source.matchAll(WITH_MESSAGES)) {
    const next = resolveImport(root, specifier);
    const withGroups = new Set<MessageGroup>([...fetched, "messages", ...groupsIn(groups)]);
    if (next) problems.push(...uncovered(next, withGroups, seen));
  }
  for (const match of source.matchAll(BARE_DYNAMIC)) {
    const preceding = source.slice(Math.max(0, match.index - 40), match.index);
    if (/withMessages\(\s*\(\)\s*=>\s*$/.test(preceding)) continue;
    const next = resolveImport(root, match[1]);
    if (next) problems.push(...uncovered(next, fetched, seen));
  }
  return problems;
}

function routeScreens() {
  return Object.values(ROUTE_SCREENS as Record<string, RouteScreen>).map((screen) => ({
    file: path.join(ROOT, "src/web/routes", `${screen.module}.tsx`),
    fetched: new Set(screenGroups(screen)),
  }));
}

describe("every screen fetches the catalogs its texts are in", () => {
  it("finds the router's screens", () => {
    expect(routeScreens().length).toBeGreaterThan(20);
  });

  it("the shell and the first screen need only the first-screen catalog", () => {
    const main = path.join(ROOT, "src/web/main.tsx");
    expect(uncovered(main, new Set(["first-screen"]))).toEqual([]);
  });

  it.each(routeScreens().map((s) => [path.relative(ROOT, s.file), s] as const))(
    "%s",
    (_name, { file, fetched }) => {
      expect(uncovered(file, fetched)).toEqual([]);
    },
  );

  it("would notice a screen whose catalog is not fetched", () => {
    const destinations = path.join(ROOT, "src/web/routes/destinations.tsx");
    expect(uncovered(destinations, new Set(["first-screen"]))).toContain(
      "src/web/routes/destinations.tsx (catalog messages)",
    );
  });
});
