import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { todayInIndia } from "@/shared/dates";
import { createApp } from "./app";
import type { Config } from "./config";
import { type Database, type DatabaseHandle, openDatabase } from "./db/client";
import { seedDestinations, seedGuides } from "./db/seed/data/index";
import { seedDemoPersonas } from "./db/seed/demo-personas";
import { seedCatalogue } from "./db/seed/seed-catalogue";
import { REQUEST_SWEEP_JOB, runRequestDeadlines } from "./features/bookings/request-deadlines";
import { CATALOGUE_CHANNEL } from "./features/catalogue/catalogue-changes";
import {
  LICENCE_EXPIRY_CRON,
  LICENCE_EXPIRY_JOB,
  sendExpiryNotices,
} from "./features/guide-licences/guide-licences.service";
import { notifyUnread, UNREAD_JOB, UNREAD_SWEEP_JOB } from "./features/messages/unread-notifier";
import {
  PAYMENT_CATCH_UP_JOB,
  PAYMENT_SWEEP_JOB,
  runPaymentDeadlines,
} from "./features/payments/payment-deadlines";
import type { Payments } from "./http/types";
import { createAuth } from "./platform/auth";
import { createJobs, EVERY_MINUTE, type Jobs } from "./platform/jobs";
import { createLogger, type Logger } from "./platform/logger";
import { createMailer, type Mailer } from "./platform/mail";
import { MAIL_JOB, MAIL_RETRIES, sendQueuedMail } from "./platform/mail-queue";
import { createRazorpayProvider } from "./platform/payments/razorpay-provider";
import { createTestGateway } from "./platform/payments/test-gateway";
import { pruneRateLimits } from "./platform/rate-limit";
import { createReadCache } from "./platform/read-cache";
import { createRealtime } from "./platform/realtime";
import { createS3Storage } from "./platform/s3-storage";
import { pruneSignInGuard } from "./platform/sign-in-guard";
import { createLocalStorage } from "./platform/storage";

const DEV_SECRET = "development-only-secret-not-for-production-use-0123456789";

/** Without AUTH_SECRET, the embedded database keeps a generated secret beside its data. */
function resolveSecret(config: Config, logger: Logger): string {
  if (config.authSecret) return config.authSecret;
  if (config.database.kind === "pglite") {
    const file = path.join(config.database.dataDir, "auth-secret");
    try {
      return fs.readFileSync(file, "utf8").trim();
    } catch {
      const secret = crypto.randomBytes(32).toString("base64url");
      fs.writeFileSync(file, secret, { mode: 0o600 });
      return secret;
    }
  }
  logger.warn("AUTH_SECRET is not set: using the development secret");
  return DEV_SECRET;
}

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens, migrates and seeds the database and builds the app; tests pass their own database. With
 * `withJobs`, the app schedules work on a job queue that the caller starts.
 */
export async function prepare(
  config: Config,
  logger: Logger,
  given?: DatabaseHandle,
  withJobs = false,
) {
  const database =
    given ??
    (await openDatabase(
      config.database.kind === "pglite"
        ? { kind: "pglite", dataDir: config.database.dataDir }
        : {
            kind: "postgres",
            url: config.database.url,
            onConnectionError: (error) => logger.warn({ err: error }, "database connection lost"),
          },
    ));
  try {
    await database.migrate();
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      db: database.db,
      logger,
    });
    const secret = resolveSecret(config, logger);
    // Every app server shares the secret, so a private file's link works on whichever answers.
    const storage =
      config.storage.kind === "s3"
        ? createS3Storage({ ...config.storage, publicBaseUrl: config.storage.publicUrl })
        : createLocalStorage(config.storage.dir, undefined, secret);
    const payments = createPayments(config, database.db, secret);
    const auth = createAuth({
      db: database.db,
      logger,
      mailer,
      storage,
      publicUrl: config.publicUrl,
      secret,
      secureCookies: config.publicUrl.startsWith("https://"),
    });
    const seeded = await seedCatalogue(database.db, seedDestinations, seedGuides);
    if (seeded.destinations || seeded.guides) logger.info(seeded, "seeded the catalogue");
    if (config.seedDemo) await seedDemoPersonas(database.db, auth);
    const realtime = createRealtime(database, logger);
    const catalogueCache = createReadCache();
    realtime.channel(CATALOGUE_CHANNEL, () => catalogueCache.clear(), {
      down: () => catalogueCache.hold(),
      up: () => catalogueCache.release(),
    });
    await realtime.start();
    const jobs = withJobs
      ? createJobs({
          database,
          url: config.database.kind === "postgres" ? config.database.url : undefined,
          logger,
        })
      : undefined;
    const app = createApp({
      config,
      db: database.db,
      ping: database.ping,
      auth,
      mailer,
      storage,
      realtime,
      logger,
      jobs,
      payments,
      catalogueCache,
    });
    return { database, app, mailer, auth, realtime, jobs, payments, catalogueCache };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Razorpay when its keys are set; otherwise the built-in test checkout, on this database. */
export function createPayments(config: Config, db: Database, secret: string): Payments {
  if (config.payments.razorpay) {
    const keys = config.payments.razorpay;
    return {
      provider: createRazorpayProvider({
        keyId: keys.keyId,
        keySecret: keys.keySecret,
        webhookSecret: keys.webhookSecret,
        apiUrl: keys.apiUrl,
        checkoutScriptUrl: keys.checkoutScriptUrl,
      }),
      testGateway: undefined,
    };
  }
  const gateway = createTestGateway(
    db,
    crypto.createHmac("sha256", secret).update("test-checkout webhooks").digest("hex"),
  );
  return { provider: gateway.provider, testGateway: gateway };
}

/** The timed work: each job idempotent, since a job whose server dies mid-run runs again. */
export function registerJobs(
  jobs: Pick<Jobs, "handle" | "every">,
  deps: { db: Database; mailer: Mailer; logger: Logger; config: Config; payments: Payments },
) {
  const { db, mailer, logger, config } = deps;
  jobs.handle(MAIL_JOB, sendQueuedMail(mailer), MAIL_RETRIES);
  const unread = () =>
    notifyUnread({
      db,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      afterSeconds: config.unreadEmailAfterSeconds,
    });
  jobs.handle(UNREAD_JOB, unread);
  jobs.every(UNREAD_SWEEP_JOB, EVERY_MINUTE, unread);
  const deadlines = () =>
    runRequestDeadlines({
      db,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      companyEmail: config.companyEmail,
      deadlines: config.requestDeadlines,
    });
  jobs.every(REQUEST_SWEEP_JOB, EVERY_MINUTE, deadlines);
  jobs.every("prune-rate-limits", EVERY_MINUTE, () => pruneRateLimits(db));
  jobs.every("prune-sign-in-guard", EVERY_MINUTE, () => pruneSignInGuard(db));
  const paymentDeps = {
    db,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    companyEmail: config.companyEmail,
    provider: deps.payments.provider,
    config: config.payments,
  };
  jobs.every(PAYMENT_SWEEP_JOB, EVERY_MINUTE, () => runPaymentDeadlines(paymentDeps));
  jobs.handle(PAYMENT_CATCH_UP_JOB, () =>
    runPaymentDeadlines(paymentDeps, new Date(), { catchUp: true }),
  );
  jobs.every(LICENCE_EXPIRY_JOB, LICENCE_EXPIRY_CRON, () =>
    sendExpiryNotices({ db, mailer, logger, publicUrl: config.publicUrl }, todayInIndia()),
  );
}

export async function startServer(config: Config, logger = createLogger(config.logLevel)) {
  const { database, app, mailer, realtime, ...prepared } = await prepare(
    config,
    logger,
    undefined,
    true,
  );
  const jobs = prepared.jobs as Jobs;
  registerJobs(jobs, { db: database.db, mailer, logger, config, payments: prepared.payments });
  try {
    await jobs.start();
    // Queued, not awaited: serving does not wait on it, and a failure to queue it is only logged
    // (the once-a-minute sweep reconciles the same orders two minutes later).
    jobs
      .sendAfter(PAYMENT_CATCH_UP_JOB, {}, new Date())
      .catch((error: unknown) => logger.warn({ err: error }, "payments catch-up not queued"));
  } catch (error) {
    mailer.close();
    await realtime.close();
    await database.close();
    throw error;
  }
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        setTimeout(() => {
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, 10_000).unref();
      });
      await jobs.stop();
      mailer.close();
      await realtime.close();
      await database.close();
    })();
    return closing;
  };
  return { url: `http://localhost:${port}`, port, database, close } satisfies RunningServer;
}
