import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "main-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("exited early");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("never ready");
}

describe("npm run admin:create", () => {
  it("creates the first admin, then promotes an existing account, and refuses a bad address", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        encoding: "utf8",
      });
    try {
      const created = run("--email", "Boss@Example.org", "--password", "a-long-admin-passphrase");
      expect(created.status).toBe(0);
      expect(created.stdout).toContain("Created admin boss@example.org.");
      const again = run("--email", "boss@example.org");
      expect(again.stdout).toContain("boss@example.org is now an admin.");
      const bad = run("--email", "not-an-address");
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("Usage: npm run admin:create");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the server process", () => {
  it("prints the URL and demo logins, refuses a second process on the same data folder, and stops cleanly on SIGTERM", async () => {
    const first = start(3931);
    await waitReady(3931, first.child);
    expect(first.output()).toContain("http://localhost:3931");
    expect(first.output()).toContain("traveller@example.com");
    expect(first.output()).toContain(
      'Payments: test mode (no RAZORPAY_* keys): the checkout says "Test payment: no money moves"',
    );

    const second = start(3932);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const again = start(3933);
    await waitReady(3933, again.child);
    const res = await fetch("http://127.0.0.1:3933/api/destinations/search?limit=60");
    expect(
      ((await res.json()) as { destinations: unknown[] }).destinations.length,
    ).toBeGreaterThanOrEqual(40);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
  }, 90_000);
});
