import { fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle } from "@/server/db/client";
import type { Logger } from "./logger";

/** What features need to put work off until later; in-process test apps schedule into nothing. */
export interface JobScheduler {
  /** Runs `name`'s handler once at or after `at`, on whichever server takes it first. */
  sendAfter(name: string, data: object, at: Date): Promise<void>;
  /** Queues one job per item of `items` for `name`, due now, in one statement. */
  sendNow(name: string, items: object[]): Promise<void>;
}

export const EVERY_MINUTE = "* * * * *";

export type JobHandler = (data: object) => Promise<unknown>;

/** How a queue's failed jobs are tried again (pg-boss's queue options). */
export interface RetrySettings {
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** The longest wait between two tries, in seconds, with `retryBackoff`. */
  retryDelayMax?: number;
}

const DEFAULT_RETRIES: RetrySettings = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

export interface Jobs extends JobScheduler {
  /** A handler for one-off jobs sent with sendAfter. Register before start(). */
  handle(name: string, handler: JobHandler, retries?: RetrySettings): void;
  /** Runs `handler` on every tick of `cron` (UTC), once per tick across all servers. */
  every(name: string, cron: string, handler: JobHandler): void;
  start(): Promise<void>;
  /** Lets running handlers finish (up to `timeoutMs`) and stops fetching. */
  stop(timeoutMs?: number): Promise<void>;
  readonly running: boolean;
}

export interface JobsOptions {
  database: Pick<DatabaseHandle, "kind" | "pglite">;
  /** PostgreSQL only: pg-boss keeps its own small pool (it needs LISTEN and its own sessions). */
  url?: string;
  logger: Logger;
  /** How often an idle worker looks for due jobs. */
  pollingSeconds?: number;
}

/**
 * The durable job queue: pg-boss on the app's database, its tables in the `pgboss` schema, which
 * it creates and migrates itself at start. Jobs are rows, so one scheduled before a crash runs
 * after the restart, and workers claim rows with SKIP LOCKED so several servers run each job once.
 * On PGlite it runs through the embedded client, in the same process as the app.
 */
export function createJobs(options: JobsOptions): Jobs {
  const { database, logger } = options;
  const handlers = new Map<string, JobHandler>();
  const retrySettings = new Map<string, RetrySettings>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;

  function connect(): PgBoss {
    if (database.kind === "pglite") {
      if (!database.pglite) throw new Error("the embedded database has no client to queue jobs on");
      return new PgBoss({ db: fromPglite(database.pglite), backend: "pglite" });
    }
    if (!options.url) throw new Error("the job queue needs the database URL");
    return new PgBoss({
      connectionString: options.url,
      max: 4,
      application_name: "yatra-jobs",
      useListenNotify: true,
    });
  }

  return {
    get running() {
      return boss !== undefined;
    },
    handle(name, handler, retries) {
      handlers.set(name, handler);
      if (retries) retrySettings.set(name, retries);
    },
    every(name, cron, handler) {
      handlers.set(name, handler);
      schedules.set(name, cron);
    },
    async start() {
      if (boss) return;
      const next = connect();
      next.on("error", (error) => logger.warn({ err: error }, "job queue error"));
      next.on("warning", (warning) => logger.warn({ warning }, "job queue warning"));
      await next.start();
      try {
        for (const [name, handler] of handlers) {
          await next.createQueue(name, retrySettings.get(name) ?? DEFAULT_RETRIES);
          await next.work(
            name,
            { pollingIntervalSeconds: options.pollingSeconds ?? 2 },
            async (jobs) => {
              for (const job of jobs) await handler((job.data ?? {}) as object);
            },
          );
        }
        for (const [name, cron] of schedules) await next.schedule(name, cron, {}, { tz: "UTC" });
      } catch (error) {
        await next.stop({ graceful: false }).catch(() => {});
        throw error;
      }
      boss = next;
    },
    async stop(timeoutMs = 10_000) {
      const current = boss;
      boss = undefined;
      if (!current) return;
      // With the database out of reach, closing the pool can wait on a dead connection: shutdown
      // goes on without it, and the jobs it held run again elsewhere once their claim expires.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), timeoutMs + 5_000);
        timer.unref();
      });
      const outcome = await Promise.race([
        current.stop({ graceful: true, timeout: timeoutMs }).catch((error: unknown) => {
          logger.warn({ err: error }, "the job queue did not stop cleanly");
        }),
        late,
      ]);
      clearTimeout(timer);
      if (outcome === "late")
        logger.warn("the job queue did not stop in time; shutting down anyway");
    },
    async sendAfter(name, data, at) {
      if (!boss) throw new Error(`the job queue is not running: cannot schedule ${name}`);
      await boss.sendAfter(name, data, null, at);
    },
    async sendNow(name, items) {
      if (!boss) throw new Error(`the job queue is not running: cannot queue ${name}`);
      for (let start = 0; start < items.length; start += 500) {
        await boss.insert(
          name,
          items.slice(start, start + 500).map((data) => ({ data })),
        );
      }
    },
  };
}
