import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "@/server/db/client";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import { createLogger } from "@/server/platform/logger";
import { prepare } from "@/server/server";
import { seededPostgresTemplate, withDatabase } from "./seeded-database";
import { signInTo } from "./server-process";
import { TEST_ORIGIN, testConfig } from "./test-config";

/** A copy of the run's seeded PostgreSQL database that several app servers share. */
export async function sharedPostgresDatabase(adminUrl: string) {
  const template = await seededPostgresTemplate(adminUrl, inject("seededTemplate"));
  const name = `s_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Waits for a teardown step, but not for ever: after a fault a pool or socket may never report
 * that it closed. The step is named on the console so a leak stays visible; the test's own
 * findings are already made.
 */
export async function settleWithin(label: string, step: Promise<unknown>, ms = 10_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  const outcome = await Promise.race([step.then(() => "done" as const), late]);
  clearTimeout(timer);
  if (outcome === "late") console.warn(`teardown: ${label} did not finish within ${ms} ms`);
}

/**
 * The real app on a real HTTP port of loopback, in process, on the PostgreSQL database at `url`
 * (which may lead through a fault-injecting proxy). Its public origin is TEST_ORIGIN.
 */
export async function startHttpApp(url: string) {
  const database = await openDatabase({ kind: "postgres", url });
  const { app, mailer, realtime } = await prepare(testConfig(), createLogger("silent"), database);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request = (path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    if (!headers.has("x-forwarded-for"))
      headers.set("x-forwarded-for", `10.77.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`);
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return fetch(`${base}${path}`, { ...init, headers, body });
  };

  return {
    base,
    realtime,
    request,
    signIn: (email: string, password = DEMO_PASSWORD) => signInTo(request, email, password),
    async close() {
      await settleWithin(
        "closing the HTTP server",
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ("closeAllConnections" in server) server.closeAllConnections();
        }),
      );
      mailer.close();
      await settleWithin("stopping live delivery", realtime.close());
      await settleWithin("closing the database pool", database.close());
    },
  };
}

export type HttpApp = Awaited<ReturnType<typeof startHttpApp>>;

export interface ServerSentEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * An open event stream (GET /api/events), read in the background. Tests wait for what they expect
 * with a deadline instead of sleeping.
 */
export async function openEventStream(app: HttpApp, cookie: string) {
  const controller = new AbortController();
  const res = await app.request("/api/events", { cookie, signal: controller.signal });
  if (res.status !== 200) throw new Error(`event stream answered ${res.status}`);
  const events: ServerSentEvent[] = [];
  const wake = new Set<() => void>();
  let ended = false;
  void (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ServerSentEvent = { event: "message", data: "" };
          for (const line of block.split("\n")) {
            const [field, ...rest] = line.split(": ");
            const value = rest.join(": ");
            if (field === "event") event.event = value;
            else if (field === "id") event.id = value;
            else if (field === "data") event.data = value;
          }
          events.push(event);
        }
        for (const w of wake) w();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const w of wake) w();
    }
  })();

  /** Resolves once `until` holds for the events so far; rejects after `ms`. */
  async function waitFor(what: string, until: (events: ServerSentEvent[]) => boolean, ms = 15_000) {
    const deadline = Date.now() + ms;
    while (!until(events)) {
      const left = deadline - Date.now();
      if (left <= 0 || ended)
        throw new Error(
          `${ended ? "the stream ended" : "timed out"} waiting for ${what}; events: ${JSON.stringify(events)}`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          wake.delete(done);
          resolve();
        }
        wake.add(done);
      });
    }
  }

  const messageBodies = () =>
    events
      .filter((e) => e.event === "message")
      .map((e) => (JSON.parse(e.data) as { body: string }).body);

  await waitFor("ready", (all) => all.some((e) => e.event === "ready"));
  return {
    events,
    waitFor,
    messageBodies,
    /** Waits until a message with this body has arrived. */
    waitForMessage: (body: string, ms?: number) =>
      waitFor(`message "${body}"`, () => messageBodies().includes(body), ms),
    close: () => controller.abort(),
  };
}
