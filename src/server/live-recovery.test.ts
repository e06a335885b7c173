import crypto from "node:crypto";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import {
  type HttpApp,
  openEventStream,
  settleWithin,
  sharedPostgresDatabase,
  startHttpApp,
} from "@tests/support/http-servers";
import { startTcpProxy } from "@tests/support/tcp-proxy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the live delivery recovery test needs a real PostgreSQL behind a TCP proxy and is skipped.",
  );
}

/** Longer than the old single retry one second after the loss, which then gave up for good. */
const CUT_MS = 3_500;

async function readiness(app: HttpApp) {
  const res = await app.request("/readyz");
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until `check` holds, or fails after `ms`. */
async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  check: (v: T) => boolean,
  ms = 15_000,
) {
  const deadline = Date.now() + ms;
  let last: T;
  do {
    last = await probe();
    if (check(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  throw new Error(`${what}: still ${JSON.stringify(last)} after ${ms} ms`);
}

describe.runIf(adminUrl)("live delivery after PostgreSQL was out of reach", () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Awaited<ReturnType<typeof sharedPostgresDatabase>>;
  /** Behind the proxy that is cut. */
  let a: HttpApp;
  /** On the same database, directly: it keeps working through the cut. */
  let b: HttpApp;

  beforeAll(async () => {
    const { hostname, port } = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    database = await sharedPostgresDatabase(adminUrl!);
    a = await startHttpApp(proxy.via(database.url));
    b = await startHttpApp(database.url);
  });
  afterAll(async () => {
    proxy?.restore();
    await a?.close();
    await b?.close();
    await settleWithin("dropping the database", database?.drop() ?? Promise.resolve());
    await settleWithin("closing the proxy", proxy?.close() ?? Promise.resolve());
  });

  it("reconnects by itself, replays what was missed to open streams, and says so on /readyz", async () => {
    const traveller = await a.signIn("traveller@example.com");
    const guide = await b.signIn("guide@example.com");
    const booked = await a.request("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(70),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: string } };
    const post = (app: HttpApp, cookie: string, body: string) =>
      app.request(`/api/bookings/${booking.id}/messages`, {
        method: "POST",
        cookie,
        json: { body, idempotencyKey: crypto.randomUUID() },
      });

    const stream = await openEventStream(a, traveller);
    try {
      expect((await post(b, guide, "before the cut")).status).toBe(201);
      await stream.waitForMessage("before the cut");
      expect(await readiness(a)).toMatchObject({ status: 200, body: { live: "ok" } });

      proxy.cut();
      const cutAt = Date.now();
      const during = await eventually(
        "server A noticing its listening connection is gone",
        () => readiness(a),
        (r) => r.body.live === "reconnecting",
      );
      expect(during.status).toBe(503);
      expect(during.body).toMatchObject({ status: "unavailable", live: "reconnecting" });
      // Committed through server B while server A hears nothing: only a replay can bring it.
      expect((await post(b, guide, "during the cut")).status).toBe(201);
      await new Promise((r) => setTimeout(r, Math.max(0, CUT_MS - (Date.now() - cutAt))));
      proxy.restore();

      await eventually(
        "server A ready again",
        () => readiness(a),
        (r) => r.status === 200,
      );
      expect((await readiness(a)).body).toMatchObject({
        status: "ready",
        database: "ok",
        live: "ok",
        liveReconnects: 1,
      });
      await stream.waitForMessage("during the cut");
      expect((await post(a, traveller, "after the cut, through A")).status).toBe(201);
      expect((await post(b, guide, "after the cut, through B")).status).toBe(201);
      await stream.waitForMessage("after the cut, through A");
      await stream.waitForMessage("after the cut, through B");
      // The stream also got what it sent itself; nothing came twice, and in order.
      expect(stream.messageBodies().filter((body) => !body.startsWith("after"))).toEqual([
        "before the cut",
        "during the cut",
      ]);
      const ids = stream.events.filter((e) => e.event === "message").map((e) => Number(e.id));
      expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y));
    } finally {
      stream.close();
    }
  }, 45_000);
});
