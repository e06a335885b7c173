import type { Context } from "hono";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { AppEnv } from "@/server/http/types";
import type { Auth } from "@/server/platform/auth";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import type { Storage } from "@/server/platform/storage";

/** What the admin services work with: the platform, and who is acting (their request headers). */
export interface AdminDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  config: Config;
  /** The acting admin's request headers: better-auth checks their session and role again. */
  headers: Headers;
  adminId: string;
}

export function adminDeps(c: Context<AppEnv>, adminId: string): AdminDeps {
  const { db, auth, mailer, storage, logger, config } = c.var;
  return { db, auth, mailer, storage, logger, config, headers: c.req.raw.headers, adminId };
}
