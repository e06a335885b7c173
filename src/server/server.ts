import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Config } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedDestinations, seedGuides } from "./db/seed/data/index";
import { seedDemoPersonas } from "./db/seed/demo-personas";
import { seedCatalogue } from "./db/seed/seed-catalogue";
import { notifyUnread } from "./features/messages/unread-notifier";
import { createAuth } from "./platform/auth";
import { createLogger, type Logger } from "./platform/logger";
import { createMailer } from "./platform/mail";
import { pruneRateLimits } from "./platform/rate-limit";
import { createRealtime } from "./platform/realtime";
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

/** Opens, migrates and seeds the database and builds the app; tests pass their own database. */
export async function prepare(config: Config, logger: Logger, given?: DatabaseHandle) {
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
    const storage = createLocalStorage(config.storageDir);
    const auth = createAuth({
      db: database.db,
      logger,
      mailer,
      storage,
      publicUrl: config.publicUrl,
      secret: resolveSecret(config, logger),
      secureCookies: config.publicUrl.startsWith("https://"),
    });
    const seeded = await seedCatalogue(database.db, seedDestinations, seedGuides);
    if (seeded.destinations || seeded.guides) logger.info(seeded, "seeded the catalogue");
    if (config.seedDemo) await seedDemoPersonas(database.db, auth);
    const realtime = createRealtime(database, logger);
    await realtime.start();
    const app = createApp({
      config,
      db: database.db,
      ping: database.ping,
      auth,
      mailer,
      storage,
      realtime,
      logger,
    });
    return { database, app, mailer, auth, realtime };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startServer(config: Config, logger = createLogger(config.logLevel)) {
  const { database, app, mailer, realtime } = await prepare(config, logger);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  // Once a minute: e-mail about messages left unread, and drop finished rate-limit windows.
  const housekeeping = setInterval(() => {
    notifyUnread({ db: database.db, mailer, logger, publicUrl: config.publicUrl }).catch((error) =>
      logger.error({ err: error }, "unread message e-mails failed"),
    );
    pruneRateLimits(database.db).catch((error) =>
      logger.error({ err: error }, "pruning rate limits failed"),
    );
    pruneSignInGuard(database.db).catch((error) =>
      logger.error({ err: error }, "pruning sign-in counts failed"),
    );
  }, 60_000);
  housekeeping.unref();
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(housekeeping);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
        setTimeout(() => {
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, 10_000).unref();
      });
      mailer.close();
      await realtime.close();
      await database.close();
    })();
    return closing;
  };
  return { url: `http://localhost:${port}`, port, database, close } satisfies RunningServer;
}
