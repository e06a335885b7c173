import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { bookingRequest } from "@tests/support/fixtures/booking-request";
import { type ServerClient, signInTo, startServerProcess } from "@tests/support/server-process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the two-server delivery test needs a real PostgreSQL and is skipped.",
  );
}

const A = 3951;
const B = 3952;

describe.runIf(adminUrl)("two app servers on one PostgreSQL", () => {
  const servers: ChildProcess[] = [];
  const name = `two_${crypto.randomBytes(5).toString("hex")}`;
  const clients: Record<number, ServerClient> = {};
  let databaseUrl = "";

  async function start(port: number, databaseUrl: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-servers-"));
    const { child, request } = await startServerProcess(port, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: "two-servers-secret-two-servers-secret-01",
    });
    servers.push(child);
    clients[port] = request;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await start(A, url.toString()); // first: it migrates and seeds
    await start(B, url.toString());
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(
      servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once("exit", r)) : null)),
    );
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  // Delivery time across servers is measured by `npm run bench`; the deadline only stops a hung test.
  it("delivers to a client on server A a message posted through server B", async () => {
    const traveller = await signInTo(clients[A], "traveller@example.com");
    const guide = await signInTo(clients[B], "guide@example.com");
    const booked = await clients[A]("/api/bookings", {
      method: "POST",
      cookie: traveller,
      json: bookingRequest(50),
    });
    expect(booked.status).toBe(201);
    const { booking } = (await booked.json()) as { booking: { id: string } };

    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${A}/api/events`, {
      headers: { cookie: traveller },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready"))
      text += decoder.decode((await reader.read()).value, { stream: true });

    const sentAt = Date.now();
    const posted = await clients[B](`/api/bookings/${booking.id}/messages`, {
      method: "POST",
      cookie: guide,
      json: { body: "Hello from server B", idempotencyKey: crypto.randomUUID() },
    });
    expect(posted.status).toBe(201);
    const deadline = sentAt + 10_000;
    while (!text.includes("Hello from server B")) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ value: undefined; done: true }>((r) =>
          setTimeout(() => r({ value: undefined, done: true }), left),
        ),
      ]);
      if (chunk.value) text += decoder.decode(chunk.value, { stream: true });
    }
    controller.abort();
    expect(text).toContain("Hello from server B");
  }, 30_000);

  it("drops a catalogue answer kept in memory on both servers when the catalogue changes", async () => {
    const path = "/api/destinations/search?q=Hampi";
    const nameOn = async (port: number) =>
      ((await (await clients[port](path)).json()) as { destinations: { name: string }[] })
        .destinations[0]?.name;
    // Both servers now keep the answer in memory.
    expect(await nameOn(A)).toBe("Hampi");
    expect(await nameOn(B)).toBe("Hampi");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("update destinations set name = 'Hampi Ruins' where slug = 'hampi'");
      const deadline = Date.now() + 5_000;
      let seen = [await nameOn(A), await nameOn(B)];
      while (seen.some((n) => n !== "Hampi Ruins") && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = [await nameOn(A), await nameOn(B)];
      }
      expect(seen).toEqual(["Hampi Ruins", "Hampi Ruins"]);
    } finally {
      await client.query("update destinations set name = 'Hampi' where slug = 'hampi'");
      await client.end();
    }
  }, 30_000);
});
