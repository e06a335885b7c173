import { loadConfig } from "./config";
import { DEMO_PASSWORD, DEMO_PERSONAS } from "./db/seed/demo-personas";
import { createLogger } from "./platform/logger";
import { startServer } from "./server";

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
  const ms = Math.round(performance.now() - started);
  const db =
    config.database.kind === "pglite"
      ? `embedded PGlite in ${config.database.dataDir}`
      : "PostgreSQL (DATABASE_URL)";
  const lines = ["", `  Yatra Tours is running at ${config.publicUrl}  (ready in ${ms} ms, ${db})`];
  if (config.seedDemo) {
    lines.push(`  Demo logins (password for all: ${DEMO_PASSWORD}):`);
    const label = { user: "traveller", guide: "guide", admin: "admin" } as const;
    for (const p of DEMO_PERSONAS) lines.push(`    ${label[p.role].padEnd(10)} ${p.email}`);
  }
  lines.push(
    config.payments.razorpay
      ? "  Payments: Razorpay"
      : '  Payments: test mode (no RAZORPAY_* keys): the checkout says "Test payment: no money moves"',
  );
  if (config.env === "production" && !config.payments.razorpay)
    logger.warn("no payment provider configured in production: bookings are paid in test mode");
  lines.push("");
  process.stdout.write(`${lines.join("\n")}\n`);
  logger.info({ port: server.port, ms }, "listening");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing requests in flight");
    await server.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nCould not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
