import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@/server/config";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import { createLogger } from "@/server/platform/logger";
import { prepare } from "@/server/server";
import { type DatabaseKind, openTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

/** The real app, in process, on a fresh migrated and seeded database (demo personas included). */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}) {
  const database = await openTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    SEED_DEMO: "yes",
    AUTH_SECRET: TEST_SECRET,
    WEB_DIST: "./dist/web",
    // Each request comes from its own address unless a test says otherwise, so rate limits only
    // bite in the tests written for them.
    TRUST_PROXY: "true",
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "uploads-")),
    ...env,
  });
  const { app, mailer, realtime } = await prepare(config, createLogger("silent"), database);

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", randomAddress());
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.getSetCookie();
    return setCookie.map((c) => c.split(";")[0]).join("; ");
  }

  return {
    app,
    db: database.db,
    request,
    signIn,
    close: async () => {
      mailer.close();
      await realtime.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
