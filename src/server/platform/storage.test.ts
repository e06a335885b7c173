import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { S3_TEST_KEYS, startS3Server } from "@tests/support/s3-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { privateFilesApp } from "@/server/http/private-files";
import { storedUploadsApp, uploadsApp } from "@/server/http/static";
import type { AppEnv } from "@/server/http/types";
import { PRIVATE_LINK_SECONDS, type PrivateLinkOptions } from "./private-links";
import { createS3Storage, PRIVATE_PREFIX, PUBLIC_PREFIX } from "./s3-storage";
import { type AppStorage, createLocalStorage } from "./storage";

const BUCKET = "yatra-test";

interface Backend {
  storage: AppStorage;
  /** What the backend holds, as `public/<name>` and `private/<key>`. */
  listed(): Promise<string[]>;
  /** The app's /uploads route for this backend. */
  uploads(): Hono<AppEnv>;
  /** Opens a private link as a browser would: the app's route, or the bucket itself. */
  openLink(url: string): Promise<Response>;
  close(): Promise<void>;
}

const mounted = (sub: Hono<AppEnv>) => new Hono<AppEnv>().route("/uploads", sub);

async function localBackend(): Promise<Backend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
  const storage = createLocalStorage(dir);
  const privateDir = path.join(dir, "private");
  return {
    storage,
    async listed() {
      const top = fs.readdirSync(dir).filter((f) => f !== "private");
      const hidden = fs.existsSync(privateDir) ? fs.readdirSync(privateDir) : [];
      return [...top.map((f) => `public/${f}`), ...hidden.map((f) => `private/${f}`)].sort();
    },
    uploads: () => mounted(uploadsApp(dir)),
    openLink: (url) =>
      Promise.resolve(
        new Hono<AppEnv>()
          .route("/files/private", privateFilesApp(storage.openPrivateLink!))
          .request(url),
      ),
    async close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function s3Client(endpoint: string) {
  return new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: S3_TEST_KEYS,
  });
}

async function s3Backend(): Promise<Backend> {
  const server = await startS3Server(BUCKET);
  const storage = createS3Storage({
    bucket: BUCKET,
    endpoint: server.endpoint,
    region: "us-east-1",
    ...S3_TEST_KEYS,
    forcePathStyle: true,
  });
  const client = s3Client(server.endpoint);
  return {
    storage,
    async listed() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (answer.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    uploads: () =>
      mounted(storedUploadsApp((name) => storage.openPublic?.(name) ?? Promise.resolve(null))),
    openLink: (url) => fetch(url),
    async close() {
      client.destroy();
      await server.close();
    },
  };
}

describe.each([
  { kind: "local folder", open: localBackend },
  { kind: "S3 bucket on loopback", open: s3Backend },
])("$kind storage", ({ open }) => {
  let backend: Backend;
  let storage: AppStorage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it("holds nothing, and no private area, until a file is stored", async () => {
    expect(await backend.listed()).toEqual([]);
  });

  it("keeps private files apart from public ones, under server-made names", async () => {
    const bytes = Buffer.from("%PDF-1.4 secret");
    const key = await storage.savePrivate(bytes, "pdf");
    expect(key).toMatch(/^[a-f0-9-]{36}\.pdf$/);
    expect(await backend.listed()).toEqual([`private/${key}`]);
    expect((await storage.readPrivate(key))?.bytes.equals(bytes)).toBe(true);

    const url = await storage.save(Buffer.from("public"), "webp");
    expect(url).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    const name = path.basename(url);
    expect(await backend.listed()).toEqual([`private/${key}`, `public/${name}`]);
    // A public URL or a path never names a private file.
    expect(await storage.readPrivate(url)).toBeNull();
    expect(await storage.readPrivate(name)).toBeNull();
    for (const trick of [
      `private/${key}`,
      `../private/${key}`,
      `./${key}`,
      `${key}/`,
      `/${key}`,
      "",
    ]) {
      expect(await storage.readPrivate(trick), trick).toBeNull();
      await storage.removePrivate(trick);
    }
    await storage.remove(`/uploads/private/${key}`);
    await storage.remove(`/uploads/${key}`);
    expect(await backend.listed()).toEqual([`private/${key}`, `public/${name}`]);

    await storage.removePrivate(key);
    expect(await storage.readPrivate(key)).toBeNull();
    expect(await backend.listed()).toEqual([`public/${name}`]);
    await storage.remove(url);
    expect(await backend.listed()).toEqual([]);
  });

  it("answers null for a well-formed key it holds nothing under, and removes nothing twice", async () => {
    const key = "0b0e8a4e-6a43-4b8e-9c55-6f1f4b2f9d10.pdf";
    expect(await storage.readPrivate(key)).toBeNull();
    await storage.removePrivate(key);
    await storage.remove(`/uploads/${key}`);
  });

  it("ignores URLs it did not make", async () => {
    const url = await storage.save(Buffer.from("keep"), "png");
    const name = path.basename(url);
    for (const other of [
      `https://elsewhere.example/uploads/${name}`,
      `/uploads/../${name}`,
      `/static/${name}`,
      name,
      `${url}?x=1`,
    ])
      await storage.remove(other);
    expect(await backend.listed()).toEqual([`public/${name}`]);
    await storage.remove(url);
    expect(await backend.listed()).toEqual([]);
  });

  it("refuses an extension that could climb out of its place", async () => {
    await expect(storage.savePrivate(Buffer.from("x"), "/../x")).rejects.toThrow(/extension/);
    await expect(storage.save(Buffer.from("x"), "pdf/..")).rejects.toThrow(/extension/);
    await expect(storage.save(Buffer.from("x"), "")).rejects.toThrow(/extension/);
    expect(await backend.listed()).toEqual([]);
  });

  it("serves a public file under /uploads with its type, cached for good; never a private one", async () => {
    const picture = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 picture bytes");
    const url = await storage.save(picture, "webp");
    const key = await storage.savePrivate(Buffer.from("%PDF-1.4 licence"), "pdf");
    const app = backend.uploads();

    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(picture)).toBe(true);

    for (const p of [
      `/uploads/${key}`,
      `/uploads/private/${key}`,
      `/uploads/private%2F${key}`,
      `/uploads/..%2Fprivate%2F${key}`,
      "/uploads/0b0e8a4e-6a43-4b8e-9c55-6f1f4b2f9d10.webp",
    ]) {
      const miss = await app.request(p);
      expect(miss.status, p).toBe(404);
      expect(miss.headers.get("cache-control"), p).toBeNull();
      expect(await miss.text(), p).not.toContain("licence");
    }
    await storage.remove(url);
    await storage.removePrivate(key);
    expect((await app.request(url)).status).toBe(404);
  });
});

const LICENCE_LINK: PrivateLinkOptions = {
  filename: "licence.pdf",
  contentType: "application/pdf",
  expiresInSeconds: PRIVATE_LINK_SECONDS,
};

/** A link made `minutesAgo` minutes ago: the clock is moved back while it is signed. */
async function linkMadeAgo(storage: AppStorage, key: string, minutesAgo: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - minutesAgo * 60_000);
  try {
    return (await storage.privateLink(key, LICENCE_LINK))!;
  } finally {
    vi.useRealTimers();
  }
}

describe.each([
  { kind: "local folder", open: localBackend },
  { kind: "S3 bucket on loopback", open: s3Backend },
])("$kind private links", ({ open }) => {
  let backend: Backend;
  let storage: AppStorage;
  const pdf = Buffer.from("%PDF-1.4 a licence scan");
  let key: string;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
    key = await storage.savePrivate(pdf, "pdf");
  });
  afterAll(() => backend.close());
  afterEach(() => vi.useRealTimers());

  it("hands the file out by a link, with the chosen name and type, never cached", async () => {
    const link = (await storage.privateLink(key, LICENCE_LINK))!;
    expect(link).not.toBeNull();
    const res = await backend.openLink(link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="licence.pdf"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const invoice = (await storage.privateLink(key, {
      ...LICENCE_LINK,
      filename: 'INV/25-26/"00001"\r\n.pdf',
      disposition: "attachment",
    }))!;
    const saved = await backend.openLink(invoice);
    expect(saved.headers.get("content-disposition")).toBe(
      'attachment; filename="INV25-2600001.pdf"',
    );
    await saved.arrayBuffer();
  });

  it("works until it expires, then is refused", async () => {
    const fresh = await linkMadeAgo(storage, key, 4);
    const res = await backend.openLink(fresh);
    expect(res.status).toBe(200);
    await res.arrayBuffer();

    const expired = await linkMadeAgo(storage, key, 6);
    const refused = await backend.openLink(expired);
    expect(refused.status).toBe(403);
    expect(Buffer.from(await refused.arrayBuffer()).includes(pdf)).toBe(false);
  });

  it("makes no link to a key it did not make, and no public address serves a private file", async () => {
    for (const trick of [`private/${key}`, `../private/${key}`, `/${key}`, "", "x.pdf"])
      expect(await storage.privateLink(trick, LICENCE_LINK), trick).toBeNull();
    const link = (await storage.privateLink(key, LICENCE_LINK))!;
    const path = new URL(link, "http://app.local").pathname;
    for (const p of [`/uploads/${key}`, `/uploads${path}`, `/uploads/private/${key}`]) {
      const res = await backend.uploads().request(p);
      expect(res.status, p).toBe(404);
      expect(Buffer.from(await res.arrayBuffer()).includes(pdf), p).toBe(false);
    }
  });
});

describe("local private links", () => {
  let backend: Backend;
  const pdf = Buffer.from("%PDF-1.4 another licence");
  beforeAll(async () => {
    backend = await localBackend();
  });
  afterAll(() => backend.close());

  it("refuses a link whose signature, time, type, name or file was changed", async () => {
    const { storage } = backend;
    const key = await storage.savePrivate(pdf, "pdf");
    const other = await storage.savePrivate(Buffer.from("%PDF-1.4 someone else's"), "pdf");
    const link = new URL((await storage.privateLink(key, LICENCE_LINK))!, "http://app.local");
    const changed = (name: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(name, value);
      return `${url.pathname}${url.search}`;
    };
    const sig = link.searchParams.get("sig")!;
    // The first character: the last one of a 32-byte base64url value carries padding bits, and
    // some changes to it decode to the same bytes.
    const flipped = `${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
    for (const tampered of [
      changed("sig", flipped),
      changed("sig", ""),
      changed("sig", "%%%"),
      changed("expires", String(Number(link.searchParams.get("expires")) + 3600)),
      changed("type", "text/html"),
      changed("disposition", 'inline; filename="licence.html"'),
      `${link.pathname.replace(key, other)}${link.search}`,
      link.pathname,
    ]) {
      const res = await backend.openLink(tampered);
      expect(res.status, tampered).toBe(403);
      expect(res.headers.get("cache-control"), tampered).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).includes(pdf), tampered).toBe(false);
    }
    // Another server's secret signs links this one does not accept.
    const stranger = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "x-")), "/uploads");
    const foreign = (await stranger.privateLink(key, LICENCE_LINK))!;
    expect((await backend.openLink(foreign)).status).toBe(403);
    // A key this storage never made, or a file that is gone, is not found.
    const missing = (await storage.privateLink(other, LICENCE_LINK))!;
    await storage.removePrivate(other);
    expect((await backend.openLink(missing)).status).toBe(404);
    expect((await backend.openLink(`/files/private/x.pdf${link.search}`)).status).toBe(404);
    expect((await backend.openLink(`${link.pathname}${link.search}`)).status).toBe(200);
  });
});

describe("S3 storage specifics", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let client: S3Client;
  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    client = s3Client(server.endpoint);
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
  });
  const options = () => ({
    bucket: BUCKET,
    endpoint: server.endpoint,
    region: "us-east-1",
    ...S3_TEST_KEYS,
    forcePathStyle: true,
  });
  const keys = async (prefix: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ??
      []
    )
      .map((o) => o.Key)
      .sort();

  it("presigns private links for the bucket itself: the app is not in the way", async () => {
    const storage = createS3Storage(options());
    const key = await storage.savePrivate(Buffer.from("%PDF-1.4 scan"), "pdf");
    const link = new URL((await storage.privateLink(key, LICENCE_LINK))!);
    expect(link.origin).toBe(server.endpoint);
    expect(link.pathname).toBe(`/${BUCKET}/${PRIVATE_PREFIX}${key}`);
    expect(link.searchParams.get("X-Amz-Expires")).toBe(String(PRIVATE_LINK_SECONDS));
    expect(link.searchParams.get("response-content-disposition")).toBe(
      'inline; filename="licence.pdf"',
    );
    // s3rver answers unsigned reads too (it has no bucket policies); a real bucket keeps
    // `private/` closed, so the signature is the only way in.
    await storage.removePrivate(key);
  });

  it("keeps private objects out of the public prefix", async () => {
    const storage = createS3Storage(options());
    const key = await storage.savePrivate(Buffer.from("invoice"), "pdf");
    expect(await keys(PRIVATE_PREFIX)).toEqual([`${PRIVATE_PREFIX}${key}`]);
    expect(await keys(PUBLIC_PREFIX)).toEqual([]);
    // The app's route never reads outside the public prefix, whatever name it is given.
    expect(await storage.openPublic?.(key)).toBeNull();
    expect(await storage.openPublic?.(`../${PRIVATE_PREFIX}${key}`)).toBeNull();
    await storage.removePrivate(key);
    expect(await keys("")).toEqual([]);
  });

  it("serves by type from the name, whatever content type the object carries", async () => {
    const storage = createS3Storage(options());
    const name = "1f5a7c9e-2b4d-4f6a-8c0e-1a3b5c7d9e0f.png";
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${PUBLIC_PREFIX}${name}`,
        Body: "<script>alert(1)</script>",
        ContentType: "text/html",
      }),
    );
    const res = await mounted(
      storedUploadsApp((n) => storage.openPublic?.(n) ?? Promise.resolve(null)),
    ).request(`/uploads/${name}`);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await res.arrayBuffer();
    const head = await mounted(
      storedUploadsApp((n) => storage.openPublic?.(n) ?? Promise.resolve(null)),
    ).request(`/uploads/${name}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("25");
    expect(await head.text()).toBe("");
    await storage.remove(`/uploads/${name}`);
    expect(await keys("")).toEqual([]);
  });

  it("hands out public files at the public base URL when one is set", async () => {
    const storage = createS3Storage({ ...options(), publicBaseUrl: "https://cdn.example/" });
    const url = await storage.save(Buffer.from("picture"), "webp");
    expect(url).toMatch(/^https:\/\/cdn\.example\/public\/[a-f0-9-]{36}\.webp$/);
    const name = path.basename(url);
    // A URL from another base, even naming the same object, is not one this storage made.
    await storage.remove(`/uploads/${name}`);
    expect(await keys(PUBLIC_PREFIX)).toEqual([`${PUBLIC_PREFIX}${name}`]);
    await storage.remove(url);
    expect(await keys("")).toEqual([]);
  });

  it("fails loudly when its key is refused, rather than losing the file", async () => {
    // s3rver checks the key id but not version 4 signatures, so a wrong secret would pass here.
    const storage = createS3Storage({ ...options(), accessKeyId: "NOT-A-KEY" });
    await expect(storage.save(Buffer.from("x"), "webp")).rejects.toThrow();
    await expect(storage.readPrivate("0b0e8a4e-6a43-4b8e-9c55-6f1f4b2f9d10.pdf")).rejects.toThrow();
  });
});
