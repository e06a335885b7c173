import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { loadConfig } from "@/server/config";
import { user } from "@/server/db/schema";
import { createLogger } from "@/server/platform/logger";
import { prepare } from "@/server/server";

/**
 * npm run admin:create -- --email someone@example.com [--password …] [--name …]
 * Makes the first admin (or promotes an existing account). Runs against the configured database,
 * so stop a server that holds the embedded data folder first.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new Error(
      "Usage: npm run admin:create -- --email you@example.com [--password …] [--name …]",
    );
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: "no" });
  const logger = createLogger("warn");
  const { database, auth, mailer, realtime } = await prepare(config, logger);
  try {
    const [existing] = await database.db.select().from(user).where(eq(user.email, email));
    if (existing) {
      await database.db.update(user).set({ role: "admin" }).where(eq(user.id, existing.id));
      console.log(`${email} is now an admin.`);
      return;
    }
    const password = values.password ?? crypto.randomBytes(12).toString("base64url");
    const ctx = await auth.$context;
    const created = await ctx.internalAdapter.createUser(
      { email, name: values.name ?? "", emailVerified: true },
      { method: "admin" },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await ctx.password.hash(password),
    });
    await database.db.update(user).set({ role: "admin" }).where(eq(user.id, created.id));
    console.log(`Created admin ${email}.`);
    if (!values.password) console.log(`Password: ${password}  (change it after signing in)`);
  } finally {
    mailer.close();
    await realtime.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
