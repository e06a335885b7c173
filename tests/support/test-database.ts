import crypto from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";

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

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, empty database of the given kind; close() throws it away. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite" });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: "postgres", url: withDatabase(adminUrl, name) });
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
