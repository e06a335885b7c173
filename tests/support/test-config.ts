import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@/server/config";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-test-secret-test-secret-0123";

// No built web app: the SPA routes answer 503 whether or not `npm run build` has run, and
// serveStatic has a folder to look in (it console.errors about a missing one).
function emptyWebDist() {
  const dir = path.join(os.tmpdir(), "yatra-test-web-dist-empty");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The configuration every in-process test app starts from; `env` overrides it. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    SEED_DEMO: "yes",
    AUTH_SECRET: TEST_SECRET,
    WEB_DIST: emptyWebDist(),
    // Each request comes from its own address unless a test says otherwise, so rate limits only
    // bite in the tests written for them.
    TRUST_PROXY: "true",
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "uploads-")),
    ...env,
  });
}
