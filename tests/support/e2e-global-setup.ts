import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Starts the real server (`tsx src/server/main.ts`) on a fresh database: PostgreSQL when
 * TEST_DATABASE_URL is set (so tests can look into it), otherwise the embedded PGlite.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: "yes",
    TRUST_PROXY: "true",
    STORAGE_DIR: path.join(dataDir, "uploads"),
    LOG_LEVEL: "warn",
    AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456",
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `e2e_${crypto.randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    process.env.E2E_DATABASE_URL = env.DATABASE_URL;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    delete env.DATABASE_URL;
    console.warn(
      "TEST_DATABASE_URL is not set: end-to-end tests run on PGlite and skip their database checks.",
    );
  }

  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (d) => {
    output += d;
  });
  server.stderr?.on("data", (d) => {
    output += d;
    process.stderr.write(d);
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
