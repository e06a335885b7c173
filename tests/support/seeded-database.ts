import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { createLogger } from "@/server/platform/logger";
import { prepare } from "@/server/server";
import { testConfig } from "./test-config";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates and seeds (catalogue and demo personas) exactly as a test app's start-up does. */
async function migrateAndSeed(database: DatabaseHandle) {
  const { mailer, realtime } = await prepare(testConfig(), createLogger("silent"), database);
  mailer.close();
  await realtime.close();
}

/**
 * The run's seeded PGlite dump, built by the first test file that asks; the others wait for it.
 * `mkdir` is the lock because test files run in separate processes.
 */
export async function seededPgliteDump(dir: string): Promise<string> {
  const file = path.join(dir, "seeded.tar");
  const failed = path.join(dir, "seeded.error");
  const lock = path.join(dir, "building");
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (fs.existsSync(file)) return file;
    if (fs.existsSync(failed))
      throw new Error(
        `building the seeded test database failed: ${fs.readFileSync(failed, "utf8")}`,
      );
    try {
      fs.mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${file}`);
      await sleep(100);
      continue;
    }
    try {
      const database = await openDatabase({ kind: "pglite" });
      try {
        await migrateAndSeed(database);
        const dump = await database.pglite!.dumpDataDir("none");
        fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(`${file}.part`, file);
      } finally {
        await database.close();
      }
      return file;
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * The run's seeded PostgreSQL template, built under an advisory lock by the first test file that
 * asks. It is built under another name and renamed, so its existence means it is complete.
 */
export async function seededPostgresTemplate(adminUrl: string, template: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return template;
    const build = `${template}_build`;
    await admin.query(`drop database if exists ${build} with (force)`);
    await admin.query(`create database ${build}`);
    const database = await openDatabase({ kind: "postgres", url: withDatabase(adminUrl, build) });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    // A template must have no sessions; a closed pool's connections can linger for a moment.
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [build],
    );
    await admin.query(`alter database ${build} rename to ${template}`);
    return template;
  } finally {
    await admin.end();
  }
}
