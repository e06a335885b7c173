import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./storage";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("local storage", () => {
  const storage = createLocalStorage(dir);

  it("makes no private folder until a private file is stored", () => {
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("keeps private files apart from public ones, under server-made names", async () => {
    const bytes = Buffer.from("%PDF-1.4 secret");
    const key = await storage.savePrivate(bytes, "pdf");
    expect(key).toMatch(/^[a-f0-9-]{36}\.pdf$/);
    expect(fs.readdirSync(dir)).toEqual(["private"]);
    expect(fs.readdirSync(path.join(dir, "private"))).toEqual([key]);
    expect((await storage.readPrivate(key))?.bytes.equals(bytes)).toBe(true);

    const url = await storage.save(Buffer.from("public"), "webp");
    expect(url).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    // A public URL or a path never names a private file.
    expect(await storage.readPrivate(url)).toBeNull();
    for (const trick of [
      `private/${key}`,
      `../private/${key}`,
      `./${key}`,
      `${key}/`,
      path.join(dir, "private", key),
      "",
    ]) {
      expect(await storage.readPrivate(trick), trick).toBeNull();
      await storage.removePrivate(trick);
    }
    await storage.remove(`/uploads/private/${key}`);
    expect(fs.readdirSync(path.join(dir, "private"))).toEqual([key]);

    await storage.removePrivate(key);
    expect(await storage.readPrivate(key)).toBeNull();
    expect(fs.readdirSync(path.join(dir, "private"))).toEqual([]);
    await storage.remove(url);
  });

  it("refuses an extension that could climb out of the folder", async () => {
    await expect(storage.savePrivate(Buffer.from("x"), "/../x")).rejects.toThrow(/extension/);
    await expect(storage.save(Buffer.from("x"), "pdf/..")).rejects.toThrow(/extension/);
  });
});
