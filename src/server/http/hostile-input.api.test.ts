import { bodiesFor, textRecordsFor, urlText } from "@tests/support/hostile-input";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { ValidatesInput } from "./validate";

/**
 * A generated sweep of bad input over every API endpoint, ours and better-auth's, for each kind
 * of person: bodies from each route's own zod schema with hostile values mixed in (NUL, lone
 * surrogates, megabyte strings, bare JSON values, wrong types), hostile query strings and path
 * parameters. Whatever comes in, the answer is never a 5xx.
 */

const RUNS = Number(process.env.SWEEP_RUNS ?? 5);
const SEED = Number(process.env.SWEEP_SEED ?? Date.now() % 2 ** 31);

interface Endpoint {
  method: string;
  path: string;
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  param?: z.core.$ZodType;
}

// Requests that would end the persona's own session, or stream forever.
const SESSION_ENDING =
  /\/(sign-out|revoke-sessions|revoke-other-sessions|revoke-session|delete-user|update-session|stop-impersonating)$/;
const NOT_SWEPT = new Set(["GET /api/events"]);

function ourEndpoints(t: TestApp): Endpoint[] {
  const byRoute = new Map<string, Endpoint>();
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/") || route.path.includes("*")) {
      continue;
    }
    const key = `${route.method} ${route.path}`;
    const endpoint = byRoute.get(key) ?? { method: route.method, path: route.path };
    const validates = (route.handler as { validates?: ValidatesInput }).validates;
    if (validates?.target === "json") endpoint.body = validates.schema;
    if (validates?.target === "query") endpoint.query = validates.schema;
    if (validates?.target === "param") endpoint.param = validates.schema;
    byRoute.set(key, endpoint);
  }
  return [...byRoute.values()].filter((e) => !NOT_SWEPT.has(`${e.method} ${e.path}`));
}

type AuthEndpoint = {
  path?: string;
  options?: {
    method?: string | string[];
    body?: z.core.$ZodType;
    query?: z.core.$ZodType;
    metadata?: { SERVER_ONLY?: boolean };
  };
};

function authEndpoints(t: TestApp): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const endpoint of Object.values(t.auth.api as Record<string, AuthEndpoint>)) {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const methods = [options.method ?? "GET"].flat().filter((m) => m !== "*");
    for (const method of methods.length ? methods : ["GET", "POST"]) {
      endpoints.push({
        method,
        path: `/api/auth${path}`,
        body: options.body,
        query: options.query,
      });
    }
  }
  return endpoints;
}

function requestsFor(endpoint: Endpoint) {
  const params = endpoint.path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? [];
  return fc
    .record({
      params: fc.tuple(...params.map(() => paramText(endpoint.param))),
      query: textRecordsFor(endpoint.query),
      body: bodiesFor(endpoint.body),
    })
    .map(({ params: values, query, body }) => {
      let path = endpoint.path;
      params.forEach((name, i) => {
        path = path.replace(`:${name}`, urlText(values[i] ?? ""));
      });
      const search = Object.entries(query)
        .map(([k, v]) => `${encodeURIComponent(k)}=${urlText(v)}`)
        .join("&");
      return { url: search ? `${path}?${search}` : path, body };
    });
}

function paramText(schema: z.core.$ZodType | undefined) {
  return fc.oneof(
    textRecordsFor(schema).map((r) => Object.values(r)[0] ?? "1"),
    fc.constantFrom("dest_1", "1", "0", "-1", "00000000-0000-0000-0000-000000000000"),
  );
}

describe.each(databaseKinds())("a generated sweep of bad input on %s", (kind) => {
  let t: TestApp;
  const cookies: Record<string, string | undefined> = { anonymous: undefined };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies.traveller = await t.signIn("traveller@example.com");
    cookies.guide = await t.signIn("guide@example.com");
    cookies.admin = await t.signIn("admin@example.com");
  });
  afterAll(() => t?.close());

  it("never answers 5xx, whoever asks and whatever they send", async () => {
    const endpoints = [...ourEndpoints(t), ...authEndpoints(t)];
    expect(endpoints.length).toBeGreaterThan(90);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let tried = 0;
    for (const [persona, cookie] of Object.entries(cookies)) {
      for (const endpoint of endpoints) {
        if (cookie && SESSION_ENDING.test(endpoint.path)) continue;
        const samples = fc.sample(requestsFor(endpoint), { numRuns: RUNS, seed: SEED + tried });
        for (const { url, body } of samples) {
          const withBody = endpoint.method !== "GET" && endpoint.method !== "HEAD";
          const res = await t.request(url, {
            method: endpoint.method,
            cookie,
            ...(withBody
              ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
              : {}),
          });
          tried++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) {
            const text = (await res.text()).slice(0, 160);
            failures.push(
              `${persona} ${endpoint.method} ${url.slice(0, 120)} ${withBody ? JSON.stringify(body)?.slice(0, 160) : ""} → ${res.status} ${text}`,
            );
          } else {
            await res.body?.cancel();
          }
        }
      }
    }
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    console.info(
      `bad-input sweep on ${kind}: ${tried} requests over ${endpoints.length} endpoints × 4 personas (seed ${SEED}), 5xx seen: ${fiveHundreds}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
