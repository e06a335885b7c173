import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "./client";

/** The rows of a raw `db.execute`: both drivers (PGlite and node-postgres) answer with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An ILIKE pattern for "contains `text`", with LIKE's own characters matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The plan PostgreSQL chooses for `query` (EXPLAIN, as JSON; `analyze` runs it): for plan tests. */
export async function planOf(db: Queryable, query: SQL, analyze = false): Promise<unknown> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`explain (format json${sql.raw(analyze ? ", analyze" : "")}) ${query}`),
  );
  return Object.values(row)[0];
}
