import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestApp, TEST_ORIGIN, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Sends a JSON body over a real socket, in 16 KB writes, declared up front or chunked. */
function postOver(
  port: number,
  path: string,
  bytes: number,
  declared: boolean,
  extraHeaders: http.OutgoingHttpHeaders = {},
) {
  return new Promise<string>((resolve) => {
    const body = Buffer.from(JSON.stringify({ message: "x".repeat(bytes) }));
    const headers: http.OutgoingHttpHeaders = {
      "content-type": "application/json",
      origin: TEST_ORIGIN,
      ...extraHeaders,
    };
    if (declared) headers["content-length"] = body.length;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (d) => {
        text += d;
      });
      res.on("end", () => resolve(`${res.statusCode} ${text}`));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(`connection error ${error.code}`));
    for (let at = 0; at < body.length; at += 16 * 1024)
      req.write(body.subarray(at, at + 16 * 1024));
    req.end();
  });
}

describe("a body over the limit, over a real connection", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  it("always gets the 413 with its message, never a reset connection", async () => {
    const tooLarge = `413 {"error":{"code":"PAYLOAD_TOO_LARGE","message":"The request body is larger than 64 KB."}}`;
    const answers = new Map<string, number>();
    for (let i = 0; i < 15; i++) {
      for (const [bytes, declared] of [
        [200_000, true],
        [200_000, false],
        [3_000_000, true],
        [3_000_000, false],
      ] as const) {
        const answer = await postOver(port, "/api/contact", bytes, declared);
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    }
    expect([...answers.keys()]).toEqual([tooLarge]);
  });

  it("refuses an oversized picture upload the same way", async () => {
    const cookie = await t.signIn("traveller@example.com");
    const answer = await postOver(port, "/api/profile/picture", 6_000_000, false, {
      cookie,
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(answer).toBe(
      `413 {"error":{"code":"PAYLOAD_TOO_LARGE","message":"Images can be at most 5 MB.","fields":{"picture":"Images can be at most 5 MB."}}}`,
    );
  });
});
