import { startTcpProxy } from "@tests/support/tcp-proxy";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { LISTEN_BACKOFF, openDatabase, reconnectDelay } from "./client";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the LISTEN reconnect test needs a real PostgreSQL behind a TCP proxy and is skipped.",
  );
}

/** Polls until `check` holds, or fails after `ms`. */
async function until(what: string, check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("the pace of LISTEN reconnects", () => {
  it("doubles from 250 ms to a 5 s cap, drawn from the upper half so servers do not move in step", () => {
    const low = (attempt: number) => reconnectDelay(attempt, LISTEN_BACKOFF, () => 0);
    const high = (attempt: number) => reconnectDelay(attempt, LISTEN_BACKOFF, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
    expect([0, 1, 2, 3, 4, 5, 6].map(low)).toEqual([125, 250, 500, 1000, 2000, 2500, 2500]);
    expect(high(1_000)).toBe(5000);
  });
});

describe.runIf(adminUrl)("a LISTEN connection that loses PostgreSQL", () => {
  it("keeps retrying for as long as it is cut off, comes back, and stops retrying when stopped", async () => {
    const { hostname, port } = new URL(adminUrl!);
    const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    const database = await openDatabase({
      kind: "postgres",
      url: proxy.via(adminUrl!),
      listenBackoff: { initialMs: 20, maxMs: 80 },
    });
    const notify = new pg.Client({ connectionString: adminUrl });
    await notify.connect();
    const payloads: string[] = [];
    const events: string[] = [];
    const stop = await database.listen("listen_test", (p) => payloads.push(p), {
      down: () => events.push("down"),
      up: () => events.push("up"),
    });
    try {
      await notify.query("select pg_notify('listen_test', 'one')");
      await until("the first notification", () => payloads.includes("one"));

      proxy.cut();
      await until("the loss to be reported", () => events.includes("down"));
      // Failed retries are not the end: five refused in a row, and it still tries.
      await until("five refused reconnects", () => proxy.counts.refused >= 5);
      expect(events).toEqual(["down"]);
      proxy.restore();
      await until("listening again", () => events.includes("up"));
      expect(events).toEqual(["down", "up"]);
      await notify.query("select pg_notify('listen_test', 'two')");
      await until("a notification after the reconnect", () => payloads.includes("two"));

      proxy.cut();
      await until("the second loss", () => events.length === 3);
      await stop();
      const refused = proxy.counts.refused;
      const accepted = proxy.counts.accepted;
      proxy.restore();
      // Stopped while a retry was pending: the proxy passes connections again, and only the pool's
      // own ping makes one.
      await database.ping();
      expect(proxy.counts.accepted).toBe(accepted + 1);
      expect(proxy.counts.refused).toBe(refused);
      expect(events).toEqual(["down", "up", "down"]);
    } finally {
      proxy.restore();
      await notify.end();
      await database.close();
      await proxy.close();
    }
  });
});
