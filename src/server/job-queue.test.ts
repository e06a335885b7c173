import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { sharedPostgresDatabase } from "@tests/support/http-servers";
import {
  freePort,
  type ServerClient,
  signInTo,
  startServerProcess,
} from "@tests/support/server-process";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { UNREAD_JOB } from "@/server/features/messages/unread-notifier";

/**
 * Timed work runs on the job queue in the database (decision 0022). A message schedules its
 * unread-message e-mail as a one-off job; a server killed with SIGKILL before the job is due
 * leaves it in the database, and the restarted server runs it once. On PostgreSQL, two servers on
 * one database run each job, one-off or recurring, once.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the job queue tests run on the embedded database only; the PostgreSQL ones are skipped.",
  );
}

/** Long enough to kill the server before the job falls due, short enough to wait for. */
const UNREAD_AFTER_SECONDS = 10;
const RECIPIENT = "traveller@example.com";
const SUBJECT = "You have an unread message";

interface JobRow {
  state: string;
  retry_count: number;
}

/** The database as the server left it; on PGlite only while no server holds the folder. */
async function inspect(env: Record<string, string>) {
  const jobsSql = `select state, retry_count from pgboss.job where name = '${UNREAD_JOB}'`;
  const mailsSql = `select count(*)::int as n from mail_outbox where "to" = '${RECIPIENT}' and subject like '${SUBJECT}%'`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const jobs = (await client.query<JobRow>(jobsSql)).rows;
      const mails = (await client.query<{ n: number }>(mailsSql)).rows[0].n;
      return { jobs, mails };
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    const jobs = (await database.pglite!.query<JobRow>(jobsSql)).rows;
    const mails = (await database.pglite!.query<{ n: number }>(mailsSql)).rows[0].n;
    return { jobs, mails };
  } finally {
    await database.close();
  }
}

async function unreadMails(request: ServerClient) {
  const res = await request("/dev/mailbox/messages");
  const { messages } = (await res.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((m) => m.to === RECIPIENT && m.subject.startsWith(SUBJECT)).length;
}

async function until<T>(
  label: string,
  probe: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 45_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${label}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The demo guide writes to the demo traveller about a fresh booking; when the message was sent. */
async function guideWrites(request: ServerClient) {
  const traveller = await signInTo(request, "traveller@example.com");
  const booked = await request("/api/bookings", {
    method: "POST",
    json: bookingRequest(40 + crypto.randomInt(0, 300)),
    cookie: traveller,
  });
  expect(booked.status).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };
  const guide = await signInTo(request, "guide@example.com");
  const sentAt = Date.now();
  const sent = await request(`/api/bookings/${booking.id}/messages`, {
    method: "POST",
    json: { body: "Pickup at 7?", idempotencyKey: crypto.randomUUID() },
    cookie: guide,
  });
  expect(sent.status).toBe(201);
  return sentAt;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", resolve));

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await Promise.all(children.map(exited));
  for (const cleanup of cleanups) await cleanup();
});

async function environment(kind: "pglite" | "postgres", extra: Record<string, string> = {}) {
  const env: Record<string, string> = {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "job-queue-")),
    UNREAD_EMAIL_AFTER_SECONDS: String(UNREAD_AFTER_SECONDS),
    ...extra,
  };
  cleanups.push(async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }));
  if (kind === "postgres") {
    const copy = await sharedPostgresDatabase(adminUrl!);
    cleanups.push(copy.drop);
    env.DATABASE_URL = copy.url;
  }
  return env;
}

const kinds = adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(kinds)("the job queue on %s", (kind) => {
  it("keeps a job scheduled before a kill -9 and runs it once after the restart", async () => {
    const env = await environment(kind);
    const at = await freePort();
    const first = await startServerProcess(at, env);
    children.push(first.child);
    const sentAt = await guideWrites(first.request);
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(Date.now() - sentAt, "killed before the job fell due").toBeLessThan(
      UNREAD_AFTER_SECONDS * 1000,
    );

    const killed = await inspect(env);
    expect(killed.jobs).toEqual([{ state: "created", retry_count: 0 }]);
    expect(killed.mails).toBe(0);

    const second = await startServerProcess(at, env);
    children.push(second.child);
    await until(
      "the unread e-mail after the restart",
      () => unreadMails(second.request),
      (n) => n > 0,
    );
    if (kind === "postgres") {
      await until(
        "the job to complete",
        () => inspect(env),
        (s) => s.jobs[0]?.state === "completed",
      );
    }
    second.child.kill("SIGTERM");
    await exited(second.child);

    const after = await inspect(env);
    expect(after.jobs).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(after.mails).toBe(1);
  }, 150_000);
});

describe.skipIf(!adminUrl)("two servers on one PostgreSQL database", () => {
  it("run a one-off job once, hold one schedule per recurring job and create none twice in a minute", async () => {
    const env = await environment("postgres");
    // One after the other: the first prepares the queue's schema, the second joins it.
    const servers = [];
    for (let i = 0; i < 2; i++) {
      const server = await startServerProcess(await freePort(), env);
      // Kept at once, so a failure to start the second still stops the first.
      children.push(server.child);
      servers.push(server);
    }
    await guideWrites(servers[0].request);
    await until(
      "the job to complete",
      () => inspect(env),
      (s) => s.jobs[0]?.state === "completed",
      UNREAD_AFTER_SECONDS * 1000 + 30_000,
    );
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((s) => exited(s.child)));

    const after = await inspect(env);
    expect(after.jobs).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(after.mails).toBe(1);
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const perTick = await client.query<{ name: string; n: number }>(
        `select name, count(*)::int as n from pgboss.job
         where name like 'prune-%' or name = 'unread-message-sweep'
         group by name, date_trunc('minute', created_on) having count(*) > 1`,
      );
      expect(perTick.rows).toEqual([]);
      const schedules = await client.query<{ n: number }>(
        "select count(*)::int as n from pgboss.schedule",
      );
      // The unread sweep, the two prunings, the requests' and payments' deadline sweeps and the licence notices.
      expect(schedules.rows[0].n).toBe(6);
    } finally {
      await client.end();
    }
  }, 150_000);
});

/** Short deadlines, so a request expires while the test waits; the real ones are 24 and 48 hours. */
const REMIND_AFTER = 4;
const EXPIRE_AFTER = 8;

/** The request's state and its expiry e-mails, as the server left them. */
async function deadlineState(env: Record<string, string>) {
  const sql = `select b.status, (select count(*)::int from mail_outbox m where m.subject like 'Booking request expired%' and m."to" = '${RECIPIENT}') as expired_mails from bookings b where b.notes = 'deadline-test'`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ status: string; expired_mails: number }>(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
  try {
    return (await database.pglite!.query<{ status: string; expired_mails: number }>(sql)).rows;
  } finally {
    await database.close();
  }
}

describe.each(kinds)("a booking request's deadlines on %s", (kind) => {
  it("survive a kill -9: the restarted server's sweep expires the request once", async () => {
    const env = await environment(kind, {
      REQUEST_REMINDER_AFTER_SECONDS: String(REMIND_AFTER),
      REQUEST_EXPIRY_AFTER_SECONDS: String(EXPIRE_AFTER),
    });
    const at = await freePort();
    const first = await startServerProcess(at, env);
    children.push(first.child);
    const traveller = await signInTo(first.request, "traveller@example.com");
    const bookedAt = Date.now();
    const booked = await first.request("/api/bookings", {
      method: "POST",
      json: bookingRequest(60 + crypto.randomInt(0, 200), { notes: "deadline-test" }),
      cookie: traveller,
    });
    expect(booked.status).toBe(201);
    first.child.kill("SIGKILL");
    await exited(first.child);
    expect(Date.now() - bookedAt, "killed before the reminder fell due").toBeLessThan(
      REMIND_AFTER * 1000,
    );
    expect(await deadlineState(env)).toEqual([{ status: "pending", expired_mails: 0 }]);

    const second = await startServerProcess(at, env);
    children.push(second.child);
    // The sweep runs once a minute, on whichever server takes the tick.
    await until(
      "the expiry e-mail after the restart",
      async () => {
        const res = await second.request("/dev/mailbox/messages");
        const { messages } = (await res.json()) as { messages: { to: string; subject: string }[] };
        return messages.filter(
          (m) => m.to === RECIPIENT && m.subject.startsWith("Booking request expired"),
        ).length;
      },
      (n) => n > 0,
      150_000,
    );
    second.child.kill("SIGTERM");
    await exited(second.child);
    expect(await deadlineState(env)).toEqual([{ status: "expired", expired_mails: 1 }]);
  }, 240_000);
});
