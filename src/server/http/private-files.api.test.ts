import { S3_TEST_KEYS, startS3Server } from "@tests/support/s3-server";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { stateLicenceForm } from "@tests/support/uploads";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const BUCKET = "yatra-links";
const scan = Buffer.from("%PDF-1.4\n% a private licence scan\n%%EOF\n");

/** The app with a guide's licence filed, and the two ways to its document. */
async function withLicence(env: Record<string, string> = {}) {
  const t = await createTestApp("pglite", env);
  const guide = await t.signIn("guide@example.com");
  const admin = await t.signIn("admin@example.com");
  const filed = await t.request("/api/guide-licence", {
    method: "PUT",
    body: stateLicenceForm("KA 0099", { bytes: scan, name: "scan.pdf" }),
    cookie: guide,
  });
  expect(filed.status, await filed.clone().text()).toBe(200);
  return { t, guide, admin };
}

/** The signed link an authorised endpoint redirects to, checked as a redirect nobody keeps. */
async function linkFrom(res: Response) {
  expect(res.status, await res.clone().text()).toBe(302);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(await res.text()).not.toContain("%PDF");
  return res.headers.get("location") ?? "";
}

/** Signs with the clock moved back, as if the link had been handed out that long ago. */
async function madeAgo<T>(minutes: number, make: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - minutes * 60_000);
  try {
    return await make();
  } finally {
    vi.useRealTimers();
  }
}

describe("private files in the local folder, by signed link", () => {
  let t: TestApp;
  let guide: string;
  let admin: string;
  beforeAll(async () => {
    ({ t, guide, admin } = await withLicence());
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  it("redirects the guide and an admin to a fresh link that serves the scan safely", async () => {
    for (const [path, cookie] of [
      ["/api/guide-licence/document", guide],
      ["/api/admin/licences/1/document", admin],
    ] as const) {
      const link = await linkFrom(await t.request(path, { cookie }));
      expect(link).toMatch(/^\/files\/private\/[a-f0-9-]{36}\.pdf\?/);
      // The link alone opens it, without the session: it is the credential, for five minutes.
      const res = await t.request(link);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(scan)).toBe(true);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('inline; filename="licence.pdf"');
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const expires = Number(new URL(link, "http://x").searchParams.get("expires"));
      expect(expires * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    }
  });

  it("refuses a link once it has expired, or when it was changed", async () => {
    const stale = await madeAgo(6, async () =>
      linkFrom(await t.request("/api/guide-licence/document", { cookie: guide })),
    );
    const expired = await t.request(stale);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/);

    const link = new URL(
      await linkFrom(await t.request("/api/guide-licence/document", { cookie: guide })),
      "http://x",
    );
    link.searchParams.set("type", "text/html");
    const retyped = await t.request(`${link.pathname}${link.search}`);
    expect(retyped.status).toBe(403);
    expect(await retyped.text()).not.toContain("%PDF");
  });

  it("gives nobody else a link", async () => {
    const traveller = await t.signIn("traveller@example.com");
    for (const [path, cookie, status] of [
      ["/api/guide-licence/document", "", 401],
      ["/api/guide-licence/document", traveller, 403],
      ["/api/admin/licences/1/document", guide, 403],
      ["/api/admin/licences/1/document", traveller, 403],
    ] as const) {
      const res = await t.request(path, { cookie });
      expect(res.status, `${path} ${status}`).toBe(status);
      expect(res.headers.get("location")).toBeNull();
    }
  });
});

describe("private files in an S3 bucket, by presigned link", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let guide: string;
  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    ({ t, guide } = await withLicence({
      STORAGE_URL: `s3://${BUCKET}`,
      S3_ENDPOINT: server.endpoint,
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    }));
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });
  afterEach(() => vi.useRealTimers());

  it("sends the browser to the bucket with a presigned link: the bytes skip the app", async () => {
    const link = await linkFrom(await t.request("/api/guide-licence/document", { cookie: guide }));
    const url = new URL(link);
    expect(url.origin).toBe(server.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/private/[a-f0-9-]{36}\\.pdf$`));
    expect(url.searchParams.get("X-Amz-Signature")).toBeTruthy();
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(scan)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="licence.pdf"');
    // The app's own route for folder links does not exist with a bucket.
    const viaApp = await t.request(`/files/private/${url.pathname.split("/").at(-1)}${url.search}`);
    expect(await viaApp.text()).not.toContain("%PDF");
  });

  it("and the bucket refuses that link once it has expired", async () => {
    const stale = await madeAgo(6, async () =>
      linkFrom(await t.request("/api/guide-licence/document", { cookie: guide })),
    );
    const res = await fetch(stale);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/expired/i);
  });
});
