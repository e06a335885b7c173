import { sharedPostgresDatabase } from "@tests/support/http-servers";
import { startTcpProxy } from "@tests/support/tcp-proxy";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    "TEST_DATABASE_URL is not set: the pool-after-outage test needs a real PostgreSQL behind a TCP proxy and is skipped.",
  );
}

describe.runIf(adminUrl)("the connection pool after an outage", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("gets back every connection a transaction held when the database went away", async () => {
    const copy = await sharedPostgresDatabase(adminUrl!);
    cleanups.push(copy.drop);
    const { hostname, port } = new URL(adminUrl!);
    const proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    cleanups.push(proxy.close);
    // One connection: a transaction that never gives it back would hold the pool for good.
    const database: DatabaseHandle = await openDatabase({
      kind: "postgres",
      url: proxy.via(copy.url),
      maxConnections: 1,
    });
    cleanups.push(database.close);
    await database.db.execute(sql`select 1`);

    proxy.cut();
    for (let i = 0; i < 3; i++) {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        }),
      ).rejects.toThrow();
    }
    proxy.restore();

    const answered = await Promise.race([
      database.db.execute(sql`select 1 as one`).then(() => "answered"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting for a connection"), 10_000)),
    ]);
    expect(answered).toBe("answered");
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
  });
});
