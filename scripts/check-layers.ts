/**
 * Keeps the server's layers: routes → service → repo, SQL only in `*.repo.ts` (and src/server/db,
 * and tests), and src/server, src/web and src/shared apart. Run by `npm run lint`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface Violation {
  file: string;
  line: number;
  message: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;

export const isTestFile = (file: string) => TEST_FILE.test(file) || file.startsWith("tests/");

/** Where SQL may be written: repositories, the database folder, tests. */
export const isSqlAllowed = (file: string) =>
  file.endsWith(".repo.ts") || file.startsWith("src/server/db/") || isTestFile(file);

interface ImportRef {
  from: string;
  typeOnly: boolean;
  line: number;
}

const STATIC_IMPORT =
  /\b(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+|\*|[\w$]+))\s+from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /\bimport\s*\(?\s*["']([^"']+)["']/g;
const SQL_TEMPLATE = /\bsql(?:<[^`;]*?>)?\s*`/g;
const DB_CALL =
  /\b(?:db|tx|trx|database)\s*\.\s*(select|selectDistinct|insert|update|delete|execute)\s*\(/g;

/** Blanks out comments, keeping every line where it was. */
function stripComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/^(\s*)\/\/.*$/gm, "$1");
}

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

function isTypeOnlyClause(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const braces = clause.match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = braces[1]
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith("type "));
}

export function importsOf(text: string): ImportRef[] {
  const code = stripComments(text);
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    refs.push({
      from: m[4],
      typeOnly: isTypeOnlyClause(m[2], m[3].trim()),
      line: lineAt(code, m.index),
    });
  }
  for (const m of code.matchAll(BARE_IMPORT)) {
    refs.push({ from: m[1], typeOnly: false, line: lineAt(code, m.index) });
  }
  return refs;
}

type Area = "server" | "web" | "shared" | "other";

function areaOf(file: string): Area {
  const match = file.match(/^src\/(server|web|shared)\//);
  return match ? (match[1] as Area) : "other";
}

/** The area an import points at: by alias, or by a relative path from the importing file. */
function targetArea(file: string, from: string): Area {
  if (from.startsWith("@/")) return areaOf(`src/${from.slice(2)}/`);
  if (from.startsWith(".")) {
    return areaOf(`${path.posix.join(path.posix.dirname(file), from)}/`);
  }
  return "other";
}

function isSchemaImport(file: string, from: string): boolean {
  const target = from.startsWith(".")
    ? path.posix.join(path.posix.dirname(file), from)
    : from.replace(/^@\//, "src/");
  return /^src\/server\/db\/schema(\/|$)/.test(target);
}

/** The violations in one file; `file` is its path from the repository root, with '/'. */
export function checkSource(file: string, text: string): Violation[] {
  const violations: Violation[] = [];
  const add = (line: number, message: string) => violations.push({ file, line, message });
  const area = areaOf(file);

  for (const ref of importsOf(text)) {
    const target = targetArea(file, ref.from);
    if (area === "server" && target === "web") add(ref.line, "src/server imports from src/web");
    if (area === "web" && target === "server" && !ref.typeOnly) {
      add(ref.line, "src/web imports a value from src/server (only `import type` may cross)");
    }
    if (area === "shared" && (target === "server" || target === "web")) {
      add(ref.line, `src/shared imports from src/${target}`);
    }
  }

  if (area !== "server" || isSqlAllowed(file)) return violations;
  const where = "outside a *.repo.ts";
  for (const ref of importsOf(text)) {
    if (ref.typeOnly) continue;
    if (ref.from === "drizzle-orm" || ref.from.startsWith("drizzle-orm/")) {
      add(ref.line, `imports a value from drizzle-orm ${where}`);
    }
    if (isSchemaImport(file, ref.from)) add(ref.line, `imports tables from the schema ${where}`);
  }
  const code = stripComments(text);
  for (const m of code.matchAll(SQL_TEMPLATE)) {
    add(lineAt(code, m.index), `writes a sql\`\` template ${where}`);
  }
  for (const m of code.matchAll(DB_CALL)) {
    add(lineAt(code, m.index), `runs .${m[1]}( on a database handle ${where}`);
  }
  return violations;
}

/** Every feature folder has `<x>.routes.ts`, `<x>.repo.ts` and `<x>.service.ts` (or `<x>-*.service.ts`). */
export function checkFeatureFolders(folders: Record<string, string[]>): Violation[] {
  const violations: Violation[] = [];
  for (const [name, files] of Object.entries(folders)) {
    const file = `src/server/features/${name}`;
    const missing = [`${name}.routes.ts`, `${name}.repo.ts`].filter((f) => !files.includes(f));
    const hasService = files.some(
      (f) => f === `${name}.service.ts` || (f.startsWith(`${name}-`) && f.endsWith(".service.ts")),
    );
    if (!hasService) missing.push(`${name}.service.ts`);
    for (const m of missing) violations.push({ file, line: 1, message: `lacks ${m}` });
  }
  return violations;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && SOURCE.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

export function checkProject(root: string): Violation[] {
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join("/");
  const violations = sourceFiles(path.join(root, "src")).flatMap((abs) =>
    checkSource(rel(abs), fs.readFileSync(abs, "utf8")),
  );
  const featuresDir = path.join(root, "src/server/features");
  const folders = Object.fromEntries(
    fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => [d.name, fs.readdirSync(path.join(featuresDir, d.name))]),
  );
  return [...violations, ...checkFeatureFolders(folders)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const violations = checkProject(root);
  for (const v of violations) process.stderr.write(`${v.file}:${v.line} ${v.message}\n`);
  if (violations.length > 0) {
    process.stderr.write(`\n${violations.length} layer violation(s). See docs/decisions/0010.\n`);
    process.exit(1);
  }
  process.stdout.write("Layers kept: routes → service → repo, SQL only in repositories.\n");
}
