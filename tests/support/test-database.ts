import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { seededPgliteDump, seededPostgresTemplate, withDatabase } from "./seeded-database";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export function databaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ["pglite", "postgres"];
  if (!databaseKinds.warned) {
    databaseKinds.warned = true;
    console.warn(
      "TEST_DATABASE_URL is not set: the PostgreSQL runs of the API tests are skipped (PGlite runs only).",
    );
  }
  return ["pglite"];
}
databaseKinds.warned = false;

/**
 * A database of its own for one test: empty and unmigrated by default, or with `seeded`, a copy of
 * the run's migrated and seeded database (tests/support/global-setup.ts names it, the first caller
 * builds it). `via` routes the app's connections (a fault-injecting proxy). close() throws it away.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { seeded = false, via }: { seeded?: boolean; via?: (url: string) => string } = {},
): Promise<DatabaseHandle> {
  const dumpDir = seeded ? inject("seededDumpDir") : undefined;
  const template = seeded ? inject("seededTemplate") : undefined;
  if (kind === "pglite") {
    if (!dumpDir) return openDatabase({ kind: "pglite" });
    const dump = await seededPgliteDump(dumpDir);
    return openDatabase({ kind: "pglite", loadDataDir: await fs.openAsBlob(dump) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const from = template ? ` template ${await seededPostgresTemplate(adminUrl, template)}` : "";
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${from}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const handle = await openDatabase({ kind: "postgres", url: via ? via(url) : url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
