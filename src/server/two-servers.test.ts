import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the two-server delivery test needs a real PostgreSQL and is skipped.",
  );
}

const A = 3951;
const B = 3952;

function inDays(days: number) {
  const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

describe.runIf(adminUrl)("two app servers on one PostgreSQL", () => {
  const servers: ChildProcess[] = [];
  const name = `two_${crypto.randomBytes(5).toString("hex")}`;
  let databaseUrl = "";

  async function start(port: number) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-servers-"));
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: `http://localhost:${port}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: "yes",
        LOG_LEVEL: "warn",
        AUTH_SECRET: "two-servers-secret-two-servers-secret-01",
        NODE_ENV: "test",
        TRUST_PROXY: "true",
      },
      stdio: "ignore",
    });
    servers.push(child);
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on ${port} never became ready`);
  }

  async function signIn(port: number, email: string) {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: `http://localhost:${port}`,
        "x-forwarded-for": `10.1.${port % 250}.${email.length}`,
      },
      body: JSON.stringify({ email, password: "yatra-demo-2026" }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await start(A); // first: it migrates and seeds
    await start(B);
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(
      servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once("exit", r)) : null)),
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  // Delivery time across servers is measured by `npm run bench`; the deadline only stops a hung test.
  it("delivers to a client on server A a message posted through server B", async () => {
    const traveller = await signIn(A, "traveller@example.com");
    const guide = await signIn(B, "guide@example.com");
    const booked = await fetch(`http://127.0.0.1:${A}/api/bookings`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: `http://localhost:${A}`,
        cookie: traveller,
      },
      body: JSON.stringify({
        packageId: "dest_4",
        guideSno: 1,
        fullName: "Ananya Iyer",
        email: "traveller@example.com",
        phone: "+91 98450 12345",
        startDate: inDays(50),
        endDate: inDays(52),
        numberOfTravelers: 2,
        notes: "",
        idempotencyKey: crypto.randomUUID(),
      }),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: string } };

    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${A}/api/events`, {
      headers: { cookie: traveller },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready"))
      text += decoder.decode((await reader.read()).value, { stream: true });

    const sentAt = Date.now();
    const posted = await fetch(`http://127.0.0.1:${B}/api/bookings/${booking.id}/messages`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: `http://localhost:${B}`,
        cookie: guide,
      },
      body: JSON.stringify({ body: "Hello from server B", idempotencyKey: crypto.randomUUID() }),
    });
    expect(posted.status).toBe(201);
    const deadline = sentAt + 10_000;
    while (!text.includes("Hello from server B")) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ value: undefined; done: true }>((r) =>
          setTimeout(() => r({ value: undefined, done: true }), left),
        ),
      ]);
      if (chunk.value) text += decoder.decode(chunk.value, { stream: true });
    }
    controller.abort();
    expect(text).toContain("Hello from server B");
  }, 30_000);
});
