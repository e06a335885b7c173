import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startRazorpayFake } from "@tests/support/razorpay-fake";
import { seedScale } from "@tests/support/scale-data";
import { SCREENS, screenName } from "@tests/support/screens";
import { startTcpProxy } from "@tests/support/tcp-proxy";
import pg from "pg";
import type { Destination } from "@/shared/catalogue/types";
import { todayInIndia } from "@/shared/dates";
import { LANGUAGES } from "@/shared/language";
import { benchRecommender, syntheticCatalogue } from "./bench/assistant";
import { benchAvailability, calendarTarget, countRows } from "./bench/availability";
import { benchBookings } from "./bench/bookings";
import { coldStart } from "./bench/cold-start";
import { benchPublishToSecondServer, givePackagePhotos, packagePageBytes } from "./bench/content";
import { signInCookie } from "./bench/demo-requests";
import { firstScreenJs } from "./bench/first-screen-js";
import { lighthouseLine, lighthouseScreens, meetsGoal } from "./bench/lighthouse";
import { benchLiveRecovery } from "./bench/live-recovery";
import { load } from "./bench/load";
import { benchDelivery } from "./bench/messages";
import { benchPaymentConfirmations } from "./bench/payments";
import { benchUncachedSearch, byPageWindow } from "./bench/search";
import { throttledLargestPaint } from "./bench/throttled-paint";

/**
 * `npm run bench` measures everything; `BENCH_ONLY=lighthouse npm run bench` only the Lighthouse
 * part, `BENCH_ONLY=screens` the first screen's bytes and Lighthouse (and `LIGHTHOUSE_SCREENS=/admin`
 * only the screens whose name holds that text, or one of several texts separated by commas;
 * `LIGHTHOUSE_RUNS=3` the median of three runs of each; `LIGHTHOUSE_JSON_DIR=<folder>` keeps each
 * screen's full Lighthouse report there). `BENCH_ONLY=paint` only the largest paint in a
 * throttled browser; `screens` and the whole bench include it.
 */
const ONLY = process.env.BENCH_ONLY;
const BUDGET_BYTES = 150 * 1024;
// Timing budgets that used to be test assertions: the spec's "within a second" for a message, and
// the recommender's p50 on a 10,000-destination catalogue.
const DELIVERY_BUDGET_MS = 1000;
const RECOMMEND_BUDGET_MS = 50;
const budgetVerdict = (ms: number, budget: number) =>
  `${ms <= budget ? "within" : "OVER"} the ${budget} ms budget`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const PORT = 3917;
const RAZORPAY_KEYS = {
  keyId: "rzp_test_bench",
  keySecret: "bench-key-secret",
  webhookSecret: "bench-webhook-secret",
};

/** The real server in its own process, so the load generator does not share its event loop. */
async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env,
    stdio: "ignore",
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server never became ready");
}

function printDelivery(label: string, r: Awaited<ReturnType<typeof benchDelivery>>) {
  console.log(
    `${label} p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  (${r.deliveries} of ${r.expected} deliveries) — p99 ${budgetVerdict(r.p99Ms, DELIVERY_BUDGET_MS)}`,
  );
}

function printBookings(label: string, r: Awaited<ReturnType<typeof benchBookings>>) {
  const verdict = r.created === r.stored ? "none lost or duplicated" : "MISMATCH";
  console.log(
    `${label} ${r.requestsPerSecond} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  201s ${r.created}, rows stored ${r.stored} — ${verdict}; other answers ${r.errors}`,
  );
}

/** Lighthouse's mobile run over every screen, one line each (issue 16). */
/** The first screen's scripts on the wire, in each language, against the 150 KB budget. */
async function printFirstScreenJs(base: string) {
  console.log(
    "## First screen JavaScript received by Chromium (bytes on the wire, React included)",
  );
  for (const language of LANGUAGES) {
    for (const r of await firstScreenJs(base, ["/", "/login"], language)) {
      const verdict = r.transferBytes <= BUDGET_BYTES ? "within" : "OVER";
      const others = r.catalogLanguages.filter((l) => l !== language);
      const catalogs = `${language} messages only${others.length ? `; FETCHED ${others.join(", ")}` : ""}`;
      console.log(
        `${r.path.padEnd(8)} ${language} ${kb(r.transferBytes).padStart(9)} received in ${r.files} files (${r.encodings.join(", ")}; ${kb(r.decodedBytes)} decoded; ${catalogs}) — ${verdict} the 150 KB budget`,
      );
    }
  }
  console.log();
}

/** Each demo persona's session cookie, signed in from its own address under `network`. */
async function personaCookies(base: string, origin: string, network: string) {
  return {
    traveller: await signInCookie(base, origin, "traveller@example.com", `${network}.1`),
    guide: await signInCookie(base, origin, "guide@example.com", `${network}.2`),
    admin: await signInCookie(base, origin, "admin@example.com", `${network}.3`),
  };
}

async function printLighthouse(base: string, origin: string) {
  console.log(
    "## Lighthouse, mobile (default config: Moto G Power, simulated slow 4G and 4× CPU), every screen",
  );
  const cookies = await personaCookies(base, origin, "10.200.1");
  const wanted = process.env.LIGHTHOUSE_SCREENS;
  const screens = SCREENS.filter(
    (s) => !wanted || wanted.split(",").some((part) => screenName(s).includes(part.trim())),
  );
  const results = await lighthouseScreens(origin, cookies, screens, (r) =>
    console.log(lighthouseLine(r)),
  );
  const met = results.filter(meetsGoal).length;
  console.log(`${met} of ${results.length} screens meet 95 in all three`);
  const speeds = results.flatMap((r) => r.hostSpeed);
  if (speeds.length > 0)
    console.log(
      `host speed over the run (Lighthouse's benchmarkIndex, higher is faster): ${Math.min(...speeds)}–${Math.max(...speeds)}`,
    );
}

async function printThrottledPaint(base: string, origin: string) {
  console.log(
    "\n## Largest paint and blocking time in a throttled Chromium (150 ms round trips, 1.6 Mbps, 4× CPU), median of 5 loads",
  );
  const cookies = await personaCookies(base, origin, "10.202.1");
  await throttledLargestPaint(origin, cookies, (line) => console.log(line));
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM");
  if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
}

async function main() {
  const dist = path.resolve("dist/web");
  if (!fs.existsSync(path.join(dist, "index.html")) || !fs.existsSync("dist/ssr/server-render.js"))
    execSync("npm run build", { stdio: "inherit" });
  const cpu = os.cpus();
  console.log(
    `# Bench — ${cpu[0]?.model ?? "cpu"} × ${cpu.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );

  // A copy of the built app, to hold a static file with the destinations list's exact bytes.
  // The server's renderer of first screens is found beside it (dist/ssr), so it is copied too.
  const buildCopy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-web-"));
  const webCopy = path.join(buildCopy, "web");
  fs.cpSync(dist, webCopy, { recursive: true });
  fs.cpSync(path.resolve("dist/ssr"), path.join(buildCopy, "ssr"), { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    WEB_DIST: webCopy,
    SEED_DEMO: "yes",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    PUBLIC_URL: `http://localhost:${PORT}`,
  };
  const base = `http://127.0.0.1:${PORT}`;
  const server = await startServer(env);
  try {
    if (ONLY !== "lighthouse" && ONLY !== "paint") await printFirstScreenJs(base);
    if (ONLY === "lighthouse" || ONLY === "screens" || ONLY === "paint") {
      if (ONLY !== "paint") await printLighthouse(base, `http://localhost:${PORT}`);
      if (ONLY !== "lighthouse") await printThrottledPaint(base, `http://localhost:${PORT}`);
      await stop(server);
      fs.rmSync(buildCopy, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    await printLighthouse(base, `http://localhost:${PORT}`);
    await printThrottledPaint(base, `http://localhost:${PORT}`);

    console.log(
      "\n## Destinations first page vs the same bytes as a static file (PGlite, 50 connections, 5 s each)",
    );
    const firstPageUrl = `${base}/api/destinations/search`;
    const body = await (await fetch(firstPageUrl)).arrayBuffer();
    fs.writeFileSync(path.join(webCopy, "destinations-static.json"), Buffer.from(body));
    await load(firstPageUrl, { seconds: 1 }); // warm-up
    const api = await load(firstPageUrl);
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

    console.log("\n## Built-in recommender (hint extraction + ranking, in process, 200 prompts)");
    const seeded = (
      (await (await fetch(`${base}/api/destinations/search?limit=60`)).json()) as {
        destinations: Destination[];
      }
    ).destinations;
    for (const [label, catalogue] of [
      [`seeded catalogue (${seeded.length})`, seeded],
      ["generated catalogue (10,000)", syntheticCatalogue(10_000)],
    ] as const) {
      const r = benchRecommender(catalogue);
      console.log(
        `${label.padEnd(30)} p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms — p50 ${budgetVerdict(r.p50Ms, RECOMMEND_BUDGET_MS)}`,
      );
    }

    console.log("\n## Sign-in (email + password, scrypt; PGlite, 5 s each)");
    const signIn = await load(`${base}/api/auth/sign-in/email`, {
      connections: 10,
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${PORT}` },
      body: JSON.stringify({ email: "traveller@example.com", password: "yatra-demo-2026" }),
      spreadAddresses: true,
    });
    console.log(
      `10 clients  ${signIn.requestsPerSecond} req/s  p50 ${signIn.p50Ms} ms  p99 ${signIn.p99Ms} ms  errors ${signIn.errors + signIn.non2xx}`,
    );
    const alone = await load(`${base}/api/auth/sign-in/email`, {
      connections: 1,
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${PORT}` },
      body: JSON.stringify({ email: "traveller@example.com", password: "yatra-demo-2026" }),
      spreadAddresses: true,
    });
    console.log(
      `1 client    ${alone.requestsPerSecond} req/s  p50 ${alone.p50Ms} ms  p99 ${alone.p99Ms} ms  errors ${alone.errors + alone.non2xx}`,
    );

    console.log(
      "\n## Package page on a phone (360 × 740 at 2× and 1280 × 800 at 1×; signed in, empty cache; bytes on the wire)",
    );
    const site = { base, origin: `http://localhost:${PORT}` };
    const viewports = [
      { label: "360 px", width: 360, height: 740, deviceScaleFactor: 2 },
      { label: "1280 px", width: 1280, height: 800, deviceScaleFactor: 1 },
    ];
    const printPage = (label: string, r: Awaited<ReturnType<typeof packagePageBytes>>) =>
      console.log(
        `${label.padEnd(28)} ${kb(r.totalBytes).padStart(9)} in all · images ${kb(r.byKind.image ?? 0)} (${r.images.length} files: ${r.images.map((i) => `${i.name.slice(-9)} ${kb(i.bytes)}`).join(", ")}) · scripts ${kb(r.byKind.script ?? 0)} · CLS ${r.cls}`,
      );
    for (const v of viewports)
      printPage(`drawn pictures, ${v.label}`, await packagePageBytes(site, "/packages/dest_1", v));
    const adminCookie = await signInCookie(base, site.origin, "admin@example.com", "10.200.0.3");
    const photos = await givePackagePhotos(site, adminCookie, 1);
    console.log(
      `uploaded 4 camera JPEGs of ${kb(photos.originalBytes)} (4000 × 2667): p50 ${photos.uploadP50Ms} ms each to decode, resize to 400/800/1600 px and encode AVIF + WebP`,
    );
    for (const v of viewports)
      printPage(`uploaded photos, ${v.label}`, await packagePageBytes(site, "/packages/dest_1", v));

    console.log("\n## Booking submissions (50 clients, 1000 requests, a new idempotency key each)");
    printBookings("PGlite    ", await benchBookings(base, `http://localhost:${PORT}`));

    console.log(
      "\n## Message delivery, POST to the other side's event stream (200 open streams, 20 messages)",
    );
    const origin = `http://localhost:${PORT}`;
    printDelivery(
      "one server, PGlite     ",
      await benchDelivery({
        listenBase: base,
        listenOrigin: origin,
        postBase: base,
        postOrigin: origin,
      }),
    );
  } finally {
    await stop(server);
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgServer = await startServer({ ...env, DATABASE_URL: url.toString() });
    try {
      // Everything on PostgreSQL is measured at issue 13's scale.
      const seedStarted = performance.now();
      const scaleClient = new pg.Client({ connectionString: url.toString() });
      await scaleClient.connect();
      await seedScale((statement) => scaleClient.query(statement), todayInIndia());
      // Write the generated rows out now, not during the first timed run.
      await scaleClient.query("checkpoint");
      await scaleClient.end();
      const rows = await countRows(url.toString());
      console.log(
        `\n## Scale data on PostgreSQL: ${rows.destinations} destinations, ${rows.packages} packages, ${rows.guides} listed guides, ${rows.bookings} bookings (generated in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`,
      );
      console.log("\n## On PostgreSQL: booking submissions");
      printBookings("PostgreSQL", await benchBookings(base, `http://localhost:${PORT}`));

      console.log(
        "\n## Destinations first page (the screen's request) vs the same bytes as a static file (PostgreSQL, 50 connections, 5 s each)",
      );
      const firstPage = `${base}/api/destinations/search`;
      const pageBody = await (await fetch(firstPage)).arrayBuffer();
      fs.writeFileSync(path.join(webCopy, "destinations-page.json"), Buffer.from(pageBody));
      await load(firstPage, { seconds: 1 });
      const pageApi = await load(firstPage);
      const pageFile = await load(`${base}/destinations-page.json`);
      for (const [label, p] of [
        ["API   ", pageApi],
        ["static", pageFile],
      ] as const) {
        console.log(
          `${label} ${String(p.requestsPerSecond).padStart(6)} req/s  p50 ${p.p50Ms} ms  p99 ${p.p99Ms} ms  errors ${p.errors + p.non2xx}  (${kb(pageBody.byteLength)} body)`,
        );
      }
      const pageRatio = pageApi.requestsPerSecond / pageFile.requestsPerSecond;
      console.log(
        `ratio  API/static throughput ${pageRatio.toFixed(2)} — ${pageRatio >= 0.5 ? "meets" : "BELOW"} the 0.5 goal`,
      );

      const target = await calendarTarget(url.toString());
      console.log(
        `\n## Calendars on PostgreSQL (${rows.guides} listed guides, ${rows.bookings} bookings; guide ${target.guideSno} has 200)`,
      );
      for (const r of await benchAvailability(base, target)) {
        console.log(
          `${r.label.padEnd(44)} 1 client p50 ${r.one.p50Ms} ms  p99 ${r.one.p99Ms} ms (${r.one.requestsPerSecond} req/s) · 50 clients ${r.fifty.requestsPerSecond} req/s  p50 ${r.fifty.p50Ms} ms  p99 ${r.fifty.p99Ms} ms  errors ${r.one.errors + r.one.non2xx + r.fifty.errors + r.fifty.non2xx}`,
        );
      }

      console.log(
        "\n## Message delivery on PostgreSQL (200 open streams on server A, 20 messages)",
      );
      const originA = `http://localhost:${PORT}`;
      const portB = PORT + 1;
      const secondServer = await startServer({
        ...env,
        DATABASE_URL: url.toString(),
        PORT: String(portB),
        PUBLIC_URL: `http://localhost:${portB}`,
      });
      try {
        printDelivery(
          "one server (post to A)  ",
          await benchDelivery({
            listenBase: base,
            listenOrigin: originA,
            postBase: base,
            postOrigin: originA,
          }),
        );
        printDelivery(
          "two servers (post to B) ",
          await benchDelivery({
            listenBase: base,
            listenOrigin: originA,
            postBase: `http://127.0.0.1:${portB}`,
            postOrigin: `http://localhost:${portB}`,
          }),
        );
        console.log(
          "\n## A destination published on server A, until a traveller's search on server B finds it (PostgreSQL, 10 runs)",
        );
        const publish = await benchPublishToSecondServer(
          { base, origin: originA },
          { base: `http://127.0.0.1:${portB}`, origin: `http://localhost:${portB}` },
          await signInCookie(base, originA, "admin@example.com", "10.200.0.4"),
        );
        console.log(
          `p50 ${publish.p50Ms} ms  max ${publish.maxMs} ms over ${publish.runs} publications — ${publish.maxMs <= 1000 ? "within" : "OVER"} the 1 s goal`,
        );
      } finally {
        await stop(secondServer);
      }

      console.log(
        "\n## Live delivery after a 5 s database cut (server C behind a TCP proxy, post to A)",
      );
      const { hostname, port } = new URL(adminUrl);
      const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
      const portC = PORT + 2;
      const cutServer = await startServer({
        ...env,
        DATABASE_URL: proxy.via(url.toString()),
        PORT: String(portC),
        PUBLIC_URL: `http://localhost:${portC}`,
      });
      try {
        const r = await benchLiveRecovery({
          listenBase: `http://127.0.0.1:${portC}`,
          listenOrigin: `http://localhost:${portC}`,
          postBase: base,
          postOrigin: originA,
          proxy,
        });
        console.log(
          `seconds until live delivery resumed after the restore: ${r.seconds.join(", ")} (${r.resumed} of ${r.runs} cuts recovered)`,
        );
      } finally {
        proxy.restore();
        await stop(cutServer);
        await proxy.close();
      }

      console.log(
        "\n## Payment confirmations on PostgreSQL (Razorpay webhook to confirmed booking; 1,000 held bookings, 50 clients)",
      );
      const fake = await startRazorpayFake(RAZORPAY_KEYS);
      const payPort = PORT + 4;
      const payServer = await startServer({
        ...env,
        DATABASE_URL: url.toString(),
        PORT: String(payPort),
        PUBLIC_URL: `http://localhost:${payPort}`,
        RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
        RAZORPAY_API_URL: fake.url,
      });
      try {
        const r = await benchPaymentConfirmations(
          `http://127.0.0.1:${payPort}`,
          `http://localhost:${payPort}`,
          url.toString(),
          fake,
        );
        const verdict =
          r.confirmed === r.webhooks && r.charges === r.webhooks
            ? "each captured once"
            : "MISMATCH";
        console.log(
          `PostgreSQL ${r.confirmationsPerSecond} confirmations/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  confirmed ${r.confirmed} of ${r.webhooks}, charges ${r.charges} — ${verdict}; other answers ${r.failures}`,
        );
      } finally {
        await stop(payServer);
        await fake.close();
      }

      console.log(
        `\n## Search with a typo on PostgreSQL (${rows.destinations} destinations, 5 s each)`,
      );
      for (const q of ["jaipure", "ladak", "varansi"]) {
        // Warm the new rows and index pages into memory first, as a running server's would be.
        await benchUncachedSearch(base, q, { requests: 60, connections: 2, sort: "rating" });
        const typo = `${base}/api/destinations/search?q=${encodeURIComponent(q)}`;
        const found = (await (await fetch(typo)).json()) as {
          destinations: Destination[];
          total: number;
        };
        const one = await benchUncachedSearch(base, q, { requests: 300 });
        const fifty = await benchUncachedSearch(base, q, {
          requests: 2000,
          connections: 50,
        });
        await load(typo, { seconds: 1, connections: 1 });
        const cached = await load(typo);
        console.log(
          `"${q}" → ${found.destinations[0]?.name ?? "nothing"} first of ${found.total}  from the database: 1 client p50 ${one.p50Ms} ms  p99 ${one.p99Ms} ms (${one.requestsPerSecond} req/s) · 50 clients ${fifty.requestsPerSecond} req/s  p50 ${fifty.p50Ms} ms  p99 ${fifty.p99Ms} ms — 1-client p99 ${one.p99Ms < 30 ? "within" : "OVER"} the 30 ms goal · repeated (from memory) 50 clients ${cached.requestsPerSecond} req/s  p99 ${cached.p99Ms} ms; errors ${one.errors + fifty.errors + cached.errors + cached.non2xx}`,
        );
      }
      console.log(
        `\n## Packages and guides searched with a typo on PostgreSQL (${rows.packages} packages, ${rows.guides} listed guides; 1 client, 300 searches each)`,
      );
      for (const [label, path, q, sort, vary] of [
        ["packages", "/api/packages/search", "jaipure", "popularity", undefined],
        ["packages", "/api/packages/search", "goa beech", "price-asc", undefined],
        ["guides  ", "/api/guides/search", "rajesh kumarr", "rating", byPageWindow],
        ["guides  ", "/api/guides/search", "wildlfe", "experience", byPageWindow],
      ] as const) {
        await benchUncachedSearch(base, q, { requests: 60, connections: 2, sort, path, vary });
        const r = await benchUncachedSearch(base, q, { sort, path, vary });
        console.log(
          `${label} "${q}" p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms (${r.requestsPerSecond} req/s); errors ${r.errors}`,
        );
      }
    } finally {
      await stop(pgServer);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log("(set TEST_DATABASE_URL to measure the API on PostgreSQL too)");
  }

  console.log("\n## Cold start on an existing data folder (until /readyz answers)");
  const coldEnv = { ...env, NODE_ENV: "development", WEB_DIST: dist };
  const serverOnly = await coldStart(
    process.execPath,
    ["--import", "tsx", "src/server/main.ts"],
    coldEnv,
    PORT,
  );
  console.log(`server start (tsx src/server/main.ts): ${serverOnly} ms`);
  const npmStart = await coldStart("npm", ["start", "--silent"], coldEnv, PORT);
  console.log(`npm start (build + server):            ${npmStart} ms`);

  fs.rmSync(buildCopy, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
