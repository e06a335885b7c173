import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";
import { isDatabaseUnavailable } from "./violations";

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
   * offers the same inside its one process). On PostgreSQL a lost connection is re-established
   * with backoff until stopped; `events` hears of each loss and return. Returns a function that
   * stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  /** The embedded client, for tests that copy a migrated database. */
  pglite?: PGlite;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** What the listening connection reports, so live delivery can say when it is down. */
export interface ListenEvents {
  /** The connection was lost; it is being re-established. Notifications meanwhile are missed. */
  down?(error: Error): void;
  /** Listening again after a loss. */
  up?(): void;
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** 250 ms doubling to 5 s: quick after a blip, gentle on a database that is still coming back. */
export const LISTEN_BACKOFF: Backoff = { initialMs: 250, maxMs: 5_000 };

/**
 * The wait before reconnect attempt `attempt` (0 first): doubling up to the cap, then drawn from
 * its upper half so that servers cut off together do not come back in lockstep.
 */
export function reconnectDelay(attempt: number, backoff = LISTEN_BACKOFF, random = Math.random) {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File }
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** An idle connection dropped by the server (restart, failover); the pool replaces it. */
      onConnectionError?: (error: Error) => void;
      /** How the LISTEN connection paces its reconnects (LISTEN_BACKOFF unless a test says). */
      listenBackoff?: Backoff;
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
    // The pool listens for errors on idle connections only. One that breaks while checked out
    // between two statements (inside a transaction) would otherwise throw an uncaught error and
    // take the process down; this way the statement that next uses it fails and answers 503.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" });
    db.transaction = transactionsThatGiveBack(pool);
    return {
      db: db as unknown as Database,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      listen: (channel, onPayload, events) => listenOnPostgres(target, channel, onPayload, events),
    };
  }

  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: target.dataDir,
      loadDataDir: target.loadDataDir,
      extensions: { btree_gist, pg_trgm },
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

/**
 * Drizzle's transaction on a pool sends BEGIN before its try/finally, so a BEGIN that fails
 * because the database went away never gives its connection back: each outage leaked one, and
 * after `max` of them every request waited for a connection for good. Here the connection is
 * taken and returned by us (dropped, not reused, when it broke), and Drizzle runs the
 * transaction on that one client.
 */
function transactionsThatGiveBack(pool: pg.Pool) {
  type Transaction = ReturnType<typeof drizzleNodePg<typeof schema>>["transaction"];
  return (async (work, config) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzleNodePg({ client, schema, casing: "snake_case" }).transaction(
        work,
        config,
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }) as Transaction;
}

/**
 * A dedicated connection that holds the LISTEN. The first connection must succeed (start-up fails
 * otherwise); after that, a connection lost at any point, or failing while being opened, is
 * replaced with backoff for as long as it takes, until stopped.
 */
async function listenOnPostgres(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  const backoff = target.listenBackoff ?? LISTEN_BACKOFF;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let started = false;
  let listening = false;
  let stopped = false;

  const lost = (error: Error) => {
    if (stopped || !started) return;
    if (listening) {
      listening = false;
      events.down?.(error);
    }
    if (retry) return;
    const delay = reconnectDelay(attempt++, backoff);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          if (stopped) return;
          attempt = 0;
          listening = true;
          events.up?.();
        },
        // The failed attempt has already scheduled the next one through `lost`.
        () => {},
      );
    }, delay);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: target.url,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    current = next;
    let dead = false;
    const die = (error: Error) => {
      if (dead) return;
      dead = true;
      if (current === next) current = undefined;
      next.end().catch(() => {});
      lost(error);
    };
    next.on("notification", (message) => {
      if (!dead && message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      target.onConnectionError?.(error);
      die(error);
    });
    next.on("end", () => die(new Error("the listening connection ended")));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      die(error as Error);
      throw error;
    }
    if (dead) throw new Error("the listening connection ended while it was being opened");
  };

  await connect();
  started = true;
  listening = true;
  return async () => {
    stopped = true;
    clearTimeout(retry);
    retry = undefined;
    const last = current;
    current = undefined;
    await last?.end().catch(() => {});
  };
}
