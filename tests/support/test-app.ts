import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";
import { createLogger } from "@/server/platform/logger";
import { prepare } from "@/server/server";
import { TEST_ORIGIN, testConfig } from "./test-config";
import { type DatabaseKind, openTestDatabase } from "./test-database";

export { TEST_ORIGIN, TEST_SECRET } from "./test-config";

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * The real app, in process, on its own copy of the run's migrated and seeded database (demo
 * personas included); start-up's own migrate and seed then find nothing left to do.
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  { via }: { via?: (url: string) => string } = {},
) {
  const config = testConfig(env);
  const database = await openTestDatabase(kind, { seeded: config.seedDemo, via });
  const { app, auth, mailer, realtime, payments } = await prepare(
    config,
    createLogger("silent"),
    database,
  );

  async function request(
    path: string,
    init: RequestInit & { json?: unknown; cookie?: string } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", randomAddress());
    if (init.cookie) headers.set("cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
  }

  /** Signs in and returns the session cookie to send with later requests. */
  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.getSetCookie();
    return setCookie.map((c) => c.split(";")[0]).join("; ");
  }

  return {
    app,
    auth,
    payments,
    config,
    db: database.db,
    request,
    signIn,
    close: async () => {
      mailer.close();
      await realtime.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
