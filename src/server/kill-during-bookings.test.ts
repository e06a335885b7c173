import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededPostgresTemplate, withDatabase } from "@tests/support/seeded-database";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import { addDays, todayInIndia } from "@/shared/dates";

/**
 * A server killed with SIGKILL in the middle of booking load: every booking it answered 201 for
 * is there after a restart, and every request left without an answer lands exactly once when the
 * page retries it with its idempotency key. On the embedded database (PGlite runs inside the
 * server's process, with fsync off) and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the kill -9 test runs on the embedded database only; its PostgreSQL half is skipped.",
  );
}

const ANSWERED_BEFORE_KILL = 25;
const WORKERS = 6;

interface Attempt {
  key: string;
  body: Record<string, unknown>;
  status?: number;
  bookingId?: string;
}

function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: "yes",
      LOG_LEVEL: "warn",
      AUTH_SECRET: "kill-nine-secret-kill-nine-secret-0123",
      NODE_ENV: "test",
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: "ignore",
  });
  return child;
}

async function waitReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} never became ready`);
}

function client(base: string, port: number) {
  const origin = `http://localhost:${port}`;
  return async (urlPath: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
    fetch(`${base}${urlPath}`, {
      method: init.method ?? "GET",
      headers: {
        origin,
        "content-type": "application/json",
        "x-forwarded-for": `10.9.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
}

async function signIn(request: ReturnType<typeof client>) {
  const res = await request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email: "traveller@example.com", password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function bookingBody(n: number): Record<string, unknown> {
  const start = addDays(todayInIndia(), 30 + (n % 300));
  return {
    packageId: "dest_4",
    guideSno: 1,
    fullName: `Crash Test ${n}`,
    email: "traveller@example.com",
    phone: "+91 98450 12345",
    startDate: start,
    endDate: addDays(start, 6),
    numberOfTravelers: 2,
    notes: "",
    idempotencyKey: crypto.randomUUID(),
  };
}

async function postgresCopy(url: string) {
  const template = await seededPostgresTemplate(url, inject("seededTemplate"));
  const name = `kill_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const kinds = adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(kinds)("kill -9 during booking load on %s", (kind) => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const child of children) child.kill("SIGKILL");
    for (const cleanup of cleanups) await cleanup();
  });

  it("keeps every booking answered 201, and a retry of each unanswered one lands once", async () => {
    const env: Record<string, string> = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "kill-nine-")),
    };
    if (kind === "postgres") {
      const copy = await postgresCopy(adminUrl!);
      cleanups.push(copy.drop);
      env.DATABASE_URL = copy.url;
    }
    cleanups.push(async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));

    const port = 3960 + crypto.randomInt(0, 30) + (kind === "postgres" ? 30 : 0);
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(port, env);
    children.push(first);
    await waitReady(base, first);
    const request = client(base, port);
    const cookie = await signIn(request);

    const attempts: Attempt[] = [];
    let answered = 0;
    let killed = false;
    const exited = new Promise((resolve) => first.once("exit", resolve));
    const worker = async () => {
      while (!killed) {
        const body = bookingBody(attempts.length);
        const attempt: Attempt = { key: body.idempotencyKey as string, body };
        attempts.push(attempt);
        try {
          const res = await request("/api/bookings", { method: "POST", json: body, cookie });
          attempt.status = res.status;
          if (res.status === 201) {
            attempt.bookingId = ((await res.json()) as { booking: { id: string } }).booking.id;
            if (++answered >= ANSWERED_BEFORE_KILL && !killed) {
              killed = true;
              first.kill("SIGKILL");
            }
          } else {
            await res.body?.cancel();
          }
        } catch {
          // The server died under this request: the page would retry it with the same key.
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await exited;

    const stored201 = attempts.filter((a) => a.status === 201);
    const unanswered = attempts.filter((a) => a.status === undefined);
    expect(stored201.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    expect(attempts.every((a) => a.status === undefined || a.status === 201)).toBe(true);

    const second = startServer(port, env);
    children.push(second);
    await waitReady(base, second);
    const again = await signIn(request);

    const mine = async () =>
      (
        (await (await request("/api/bookings/mine", { cookie: again })).json()) as {
          bookings: { id: string; name: string }[];
        }
      ).bookings.filter((b) => b.name.startsWith("Crash Test"));
    const afterRestart = new Set((await mine()).map((b) => b.id));
    const lost = stored201.filter((a) => !afterRestart.has(a.bookingId!));
    expect(lost).toEqual([]);

    for (const attempt of unanswered) {
      const res = await request("/api/bookings", {
        method: "POST",
        json: attempt.body,
        cookie: again,
      });
      expect(res.status).toBe(201);
    }
    const final = await mine();
    expect(final).toHaveLength(stored201.length + unanswered.length);
    console.info(
      `kill -9 on ${kind}: ${attempts.length} booking requests, ${stored201.length} answered 201 and all ${stored201.length} stored after restart, ${unanswered.length} unanswered retried with their keys, ${final.length} bookings in the end`,
    );
    second.kill("SIGTERM");
  }, 180_000);
});
