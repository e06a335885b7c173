import pg from "pg";

/**
 * Queries the database behind the end-to-end server. Only possible on PostgreSQL (PGlite lives
 * inside the server process): without TEST_DATABASE_URL the caller gets null and says so.
 */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[] | null> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    console.warn(
      "Database check skipped: TEST_DATABASE_URL is not set, the e2e server runs on PGlite.",
    );
    return null;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
