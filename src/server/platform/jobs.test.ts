import { sharedPostgresDatabase } from "@tests/support/http-servers";
import { createTestApp } from "@tests/support/test-app";
import { testConfig } from "@tests/support/test-config";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { REQUEST_SWEEP_JOB } from "@/server/features/bookings/request-deadlines";
import {
  LICENCE_EXPIRY_CRON,
  LICENCE_EXPIRY_JOB,
} from "@/server/features/guide-licences/guide-licences.service";
import { UNREAD_JOB, UNREAD_SWEEP_JOB } from "@/server/features/messages/unread-notifier";
import {
  PAYMENT_CATCH_UP_JOB,
  PAYMENT_SWEEP_JOB,
} from "@/server/features/payments/payment-deadlines";
import { createPayments, registerJobs } from "@/server/server";
import { createJobs, EVERY_MINUTE, type JobHandler } from "./jobs";
import { createLogger } from "./logger";
import { createMailer } from "./mail";
import { MAIL_JOB } from "./mail-queue";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the job queue adapter is tested on the embedded database only; its PostgreSQL half is skipped.",
  );
}
const kinds = adminUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);
const logger = createLogger("silent");

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function database(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    cleanups.push(() => handle.close());
    return { handle, url: undefined };
  }
  const copy = await sharedPostgresDatabase(adminUrl!);
  cleanups.push(copy.drop);
  const handle = await openDatabase({ kind: "postgres", url: copy.url });
  cleanups.push(() => handle.close());
  return { handle, url: copy.url };
}

async function until(label: string, done: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const scheduleNames = async (handle: DatabaseHandle) =>
  (
    (await handle.db.execute("select name from pgboss.schedule order by name")) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((r) => r.name);

describe.each(kinds)("the job queue adapter on %s", (kind) => {
  it("runs a job sent for later once, when due, and starts again on its own schema", async () => {
    const { handle, url } = await database(kind);
    const ran: { data: object; at: number }[] = [];
    const make = () => {
      const jobs = createJobs({ database: handle, url, logger, pollingSeconds: 0.5 });
      jobs.handle("echo", async (data) => {
        ran.push({ data, at: Date.now() });
      });
      jobs.every("tick", EVERY_MINUTE, async () => {});
      return jobs;
    };
    const jobs = make();
    await expect(jobs.sendAfter("echo", {}, new Date())).rejects.toThrow(/not running/);
    await jobs.start();
    const due = Date.now() + 3_000;
    await jobs.sendAfter("echo", { n: 1 }, new Date(due));
    await until("the job", () => ran.length > 0);
    expect(ran[0].data).toEqual({ n: 1 });
    expect(ran[0].at).toBeGreaterThanOrEqual(due - 250);
    await jobs.stop();
    expect(jobs.running).toBe(false);

    // A restart installs nothing twice and keeps one schedule per name.
    const again = make();
    await again.start();
    await again.sendAfter("echo", { n: 2 }, new Date());
    await until("the second job", () => ran.length > 1);
    await again.stop();
    expect(ran.map((r) => r.data)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await scheduleNames(handle)).toEqual(["tick"]);
  }, 60_000);
});

describe("the server's timed work", () => {
  it("is the queued e-mails, the unread-message e-mail and its sweep, the two prunings each a minute apart, and booking requests' and payments' deadlines swept every minute", async () => {
    const t = await createTestApp("pglite");
    cleanups.push(() => t.close());
    const handlers = new Map<string, JobHandler>();
    const crons = new Map<string, string>();
    const config = testConfig();
    registerJobs(
      {
        handle: (name, handler) => handlers.set(name, handler),
        every: (name, cron, handler) => {
          handlers.set(name, handler);
          crons.set(name, cron);
        },
      },
      {
        db: t.db,
        mailer: createMailer({ from: "test@example.org", db: t.db, logger }),
        logger,
        config,
        payments: createPayments(config, t.db, "jobs-test-secret"),
      },
    );
    expect(Object.fromEntries(crons)).toEqual({
      [PAYMENT_SWEEP_JOB]: EVERY_MINUTE,
      [UNREAD_SWEEP_JOB]: EVERY_MINUTE,
      "prune-rate-limits": EVERY_MINUTE,
      "prune-sign-in-guard": EVERY_MINUTE,
      [REQUEST_SWEEP_JOB]: EVERY_MINUTE,
      [LICENCE_EXPIRY_JOB]: LICENCE_EXPIRY_CRON,
    });
    expect(LICENCE_EXPIRY_CRON).toBe("30 3 * * *");
    expect([...handlers.keys()].sort()).toEqual(
      [
        MAIL_JOB,
        UNREAD_JOB,
        UNREAD_SWEEP_JOB,
        "prune-rate-limits",
        "prune-sign-in-guard",
        REQUEST_SWEEP_JOB,
        PAYMENT_SWEEP_JOB,
        PAYMENT_CATCH_UP_JOB,
        LICENCE_EXPIRY_JOB,
      ].sort(),
    );

    await t.db
      .insert(rateLimits)
      .values({ key: "jobs:test", count: 1, resetAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    await handlers.get("prune-rate-limits")!({});
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, "jobs:test"))).toEqual([]);
    await handlers.get("prune-sign-in-guard")!({});
    expect(await handlers.get(UNREAD_JOB)!({ bookingId: "none" })).toBe(0);
    expect(await handlers.get(LICENCE_EXPIRY_JOB)!({})).toBe(0);
  }, 60_000);
});
