import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/platform/logger";
import { startServer } from "../src/server/server";
import { coldStart } from "./bench/cold-start";
import { firstScreenJs } from "./bench/first-screen-js";
import { load } from "./bench/load";

const BUDGET_BYTES = 150 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const root = process.cwd();
  const dist = path.join(root, "dist/web");
  if (!fs.existsSync(path.join(dist, "index.html")))
    execSync("npx vite build", { stdio: "inherit" });

  console.log(
    `# Bench — ${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );

  // A copy of the built app with a static file holding the destinations list's exact bytes.
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  fs.cpSync(dist, webCopy, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    WEB_DIST: webCopy,
    SEED_DEMO: "yes",
  });
  const server = await startServer(config, createLogger("silent"));
  const base = `http://127.0.0.1:${server.port}`;
  try {
    console.log("## First screen JavaScript (gzip, React included)");
    const js = await firstScreenJs(base, webCopy, ["/", "/login"]);
    for (const r of js) {
      const verdict = r.gzipBytes <= BUDGET_BYTES ? "within" : "OVER";
      console.log(
        `${r.path.padEnd(8)} ${kb(r.gzipBytes).padStart(9)} in ${r.files} files — ${verdict} the 150 KB budget`,
      );
    }

    console.log(
      "\n## Destinations list API vs the same bytes as a static file (50 connections, 5 s each)",
    );
    const body = await (await fetch(`${base}/api/destinations`)).arrayBuffer();
    fs.writeFileSync(path.join(webCopy, "destinations-static.json"), Buffer.from(body));
    const api = await load(`${base}/api/destinations`);
    const file = await load(`${base}/destinations-static.json`);
    for (const [name, r] of [
      ["API   ", api],
      ["static", file],
    ] as const) {
      console.log(
        `${name} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors + r.non2xx}  (${kb(body.byteLength)} body)`,
      );
    }
    console.log(
      `ratio  API/static throughput ${(api.requestsPerSecond / file.requestsPerSecond).toFixed(2)}`,
    );
  } finally {
    await server.close();
  }

  console.log("\n## Cold start on an existing data folder (until /readyz answers)");
  const port = 3917;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  };
  const serverOnly = await coldStart(
    process.execPath,
    ["--import", "tsx", "src/server/main.ts"],
    env,
    port,
  );
  console.log(`server start (tsx src/server/main.ts): ${serverOnly} ms`);
  const npmStart = await coldStart("npm", ["start", "--silent"], env, port);
  console.log(`npm start (vite build + server):       ${npmStart} ms`);

  fs.rmSync(webCopy, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
