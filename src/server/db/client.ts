import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction shares with the database handle: repository functions take either. */
export type Queryable = Pick<
  Database,
  "select" | "selectDistinct" | "insert" | "update" | "delete" | "execute"
>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PostgreSQL's NOTIFY reaches every app server on the database (PGlite
   * offers the same inside its one process). Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The embedded client, for tests that copy a migrated database. */
  pglite?: PGlite;
}

const CONNECT_TIMEOUT_MS = 5_000;
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** An idle connection dropped by the server (restart, failover); the pool replaces it. */
      onConnectionError?: (error: Error) => void;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // A database behind a dead network never refuses: give up on a new connection in time to
      // answer 503 rather than hold the request open.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // Without a listener, an idle connection closed by the server would crash the process.
    pool.on("error", (error) => target.onConnectionError?.(error));
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" });
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      listen: (channel, onPayload) => listenOnPostgres(target, channel, onPayload),
    };
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      extensions: { btree_gist },
    });
    const db = drizzlePglite({ client, schema, casing: "snake_case" });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      pglite: client,
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        release();
      },
      listen: (channel, onPayload) => client.listen(channel, onPayload),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** A dedicated connection that holds the LISTEN and comes back after the server drops it. */
async function listenOnPostgres(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: target.url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      target.onConnectionError?.(error);
      if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
