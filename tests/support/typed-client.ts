import { testClient } from "hono/testing";
import { afterAll, beforeAll } from "vitest";
import type { ApiErrorBody } from "@/shared/api-error";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./test-app";
import type { DatabaseKind } from "./test-database";

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * The app's typed client (Hono's testClient): routes, inputs and answers checked by the compiler.
 * Each request carries the headers `t.request` sets: our origin, its own client address, and the
 * session cookie when one is given.
 */
export function typedClient(t: Pick<TestApp, "app">, options: { cookie?: string } = {}) {
  return testClient(t.app, undefined, undefined, {
    headers: () => ({
      origin: TEST_ORIGIN,
      "x-forwarded-for": randomAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    }),
  }).api;
}

export type TypedApi = ReturnType<typeof typedClient>;

/** A fresh test app for the enclosing describe block, and its typed client; closed afterwards. */
export function useTypedTestApp(kind: DatabaseKind) {
  const ctx = {} as { t: TestApp; api: TypedApi };
  beforeAll(async () => {
    ctx.t = await createTestApp(kind);
    ctx.api = typedClient(ctx.t);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** The error an answer carries: errors are thrown on the server, so the route types omit them. */
export async function errorOf(res: Response): Promise<ApiErrorBody["error"]> {
  return ((await res.json()) as ApiErrorBody).error;
}
