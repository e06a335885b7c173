import { sharedPostgresDatabase } from "@tests/support/http-servers";
import { TEST_ORIGIN, testConfig } from "@tests/support/test-config";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { contactMessages, contactReplies, mailOutbox } from "@/server/db/schema";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import type { Jobs } from "@/server/platform/jobs";
import { createLogger } from "@/server/platform/logger";
import { createMailer, type Mailer } from "@/server/platform/mail";
import { MAIL_JOB, sendQueuedMail } from "@/server/platform/mail-queue";
import { prepare } from "@/server/server";

const logger = createLogger("silent");
const address = () =>
  `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

/** The app as a server runs it: with its job queue, whose mail worker the test supplies. */
async function serverWithQueue(kind: DatabaseKind, mailer: Mailer) {
  let url: string | undefined;
  let drop = async () => {};
  let database: DatabaseHandle;
  if (kind === "pglite") {
    database = await openTestDatabase("pglite", { seeded: true });
  } else {
    const copy = await sharedPostgresDatabase(process.env.TEST_DATABASE_URL!);
    ({ url, drop } = copy);
    database = await openDatabase({ kind: "postgres", url });
  }
  const prepared = await prepare(
    testConfig(url ? { DATABASE_URL: url } : {}),
    logger,
    database,
    true,
  );
  const jobs = prepared.jobs as Jobs;
  // Retried after a second rather than a minute, so the test sees it happen.
  jobs.handle(MAIL_JOB, sendQueuedMail(mailer), {
    retryLimit: 5,
    retryDelay: 1,
    retryBackoff: false,
  });
  await jobs.start();
  const request = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
    prepared.app.request(`${TEST_ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: TEST_ORIGIN,
        "x-forwarded-for": address(),
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  return {
    db: database.db,
    request,
    close: async () => {
      await jobs.stop(2_000);
      prepared.mailer.close();
      await prepared.realtime.close();
      await database.close();
      await drop();
    },
  };
}

describe.each(databaseKinds())("a reply's e-mail on the job queue, on %s", (kind) => {
  let server: Awaited<ReturnType<typeof serverWithQueue>>;
  const attempts: string[] = [];
  let refusals = 2;

  beforeAll(async () => {
    let outbox: Mailer | undefined;
    // The mail server refuses the first two tries, then takes the mail.
    const flaky: Mailer = {
      kind: "smtp",
      close: () => {},
      async send(message) {
        attempts.push(message.to);
        if (refusals > 0) {
          refusals--;
          throw new Error("421 4.3.2 Service not available, closing transmission channel");
        }
        await outbox?.send(message);
      },
    };
    server = await serverWithQueue(kind, flaky);
    outbox = createMailer({ from: "test@example.org", db: server.db, logger });
  }, 60_000);
  afterAll(() => server?.close());

  it("is stored at once and sent by the queue's retries after the mail server refuses it", async () => {
    const email = `queued.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const sent = await server.request("/api/contact", {
      method: "POST",
      json: {
        name: "Farah Khan",
        email,
        subject: "Ranthambore safari",
        message: "Which zone is best in April?",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    const signIn = await server.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "admin@example.com", password: DEMO_PASSWORD },
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const res = await server.request(`/api/admin/inbox/${id}/reply`, {
      method: "POST",
      cookie,
      json: { body: "Zones 3 and 4, early morning." },
    });
    expect(res.status).toBe(201);
    // Answered and kept before any e-mail could go: the first two tries are refused.
    const replies = await server.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id));
    expect(replies.map((r) => r.body)).toEqual(["Zones 3 and 4, early morning."]);
    const [message] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(message.status).toBe("answered");
    const toSender = () => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(await toSender()).toEqual([]);

    await expect
      .poll(async () => (await toSender()).length, { timeout: 30_000, interval: 250 })
      .toBe(1);
    const [mail] = await toSender();
    expect(mail.subject).toBe("Re: Ranthambore safari");
    expect(mail.text).toContain("Zones 3 and 4, early morning.");
    expect(attempts.filter((to) => to === email)).toHaveLength(3);
    const jobs = (await server.db.execute(
      `select state, retry_count from pgboss.job where name = '${MAIL_JOB}'`,
    )) as unknown as { rows: { state: string; retry_count: number }[] };
    expect(jobs.rows).toEqual([{ state: "completed", retry_count: 2 }]);
  }, 60_000);
});
