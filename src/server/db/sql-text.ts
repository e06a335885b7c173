/** The rows of a raw `db.execute`: both drivers (PGlite and node-postgres) answer with `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An ILIKE pattern for "contains `text`", with LIKE's own characters matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
