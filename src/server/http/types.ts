import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { Auth, AuthSession } from "@/server/platform/auth";
import type { JobScheduler } from "@/server/platform/jobs";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import type { PaymentProvider } from "@/server/platform/payments/provider";
import type { TestGateway } from "@/server/platform/payments/test-gateway";
import type { ReadCache } from "@/server/platform/read-cache";
import type { Realtime } from "@/server/platform/realtime";
import type { AppStorage } from "@/server/platform/storage";

export interface AppDeps {
  config: Config;
  db: Database;
  ping: () => Promise<void>;
  auth: Auth;
  mailer: Mailer;
  storage: AppStorage;
  realtime: Realtime;
  logger: Logger;
  /** The job queue, where the server runs one; in-process test apps have none. */
  jobs?: JobScheduler;
  payments: Payments;
  /** Catalogue answers kept in memory until PostgreSQL announces a change to the catalogue. */
  catalogueCache: ReadCache;
}

/** Who takes payments: Razorpay with keys, else the built-in test checkout (then `testGateway`). */
export interface Payments {
  provider: PaymentProvider;
  testGateway: TestGateway | undefined;
}

export type AppEnv = {
  Variables: RequestIdVariables &
    SecureHeadersVariables & {
      db: Database;
      auth: Auth;
      mailer: Mailer;
      storage: AppStorage;
      realtime: Realtime;
      config: Config;
      logger: Logger;
      jobs: JobScheduler | undefined;
      payments: Payments;
      catalogueCache: ReadCache;
      /** Set by sessionOf() on first use: the signed-in user's session, or null. */
      session: Promise<AuthSession | null> | undefined;
    };
};
