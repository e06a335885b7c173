import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run keeps its migrated and seeded PGlite dump (see seeded-database.ts). */
    seededDumpDir: string;
    /** The name of this run's migrated and seeded PostgreSQL template database. */
    seededTemplate: string;
  }
}

/**
 * Names this run's seeded database copies; the first test file that needs one builds it
 * (seeded-database.ts), so runs without API tests pay nothing. Teardown throws them away.
 */
export default function globalSetup(project: TestProject) {
  const runId = crypto.randomBytes(5).toString("hex");
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), "yatra-test-db-"));
  const template = `tpl_${runId}`;
  project.provide("seededDumpDir", dumpDir);
  project.provide("seededTemplate", template);
  return async () => {
    fs.rmSync(dumpDir, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const name of [template, `${template}_build`])
        await admin.query(`drop database if exists ${name} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
