import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "@/server/db/client";
import { createLogger } from "@/server/platform/logger";
import type { Storage } from "@/server/platform/storage";
import { setProfilePicture } from "./profile.service";

function memoryStorage() {
  const files = new Map<string, Buffer>();
  let next = 0;
  const storage: Storage = {
    save: vi.fn(async (bytes: Buffer, extension: string) => {
      const url = `/uploads/${++next}.${extension}`;
      files.set(url, bytes);
      return url;
    }),
    remove: vi.fn(async (url: string) => {
      files.delete(url);
    }),
  };
  return { storage, files };
}

describe("setProfilePicture", () => {
  it("removes the newly stored file when the database change fails", async () => {
    const { storage, files } = memoryStorage();
    const failure = new Error("connection lost");
    const db = { transaction: vi.fn(async () => Promise.reject(failure)) } as unknown as Database;
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();

    await expect(
      setProfilePicture({ db, storage, logger: createLogger("silent") }, "u1", png),
    ).rejects.toBe(failure);
    expect(storage.save).toHaveBeenCalledOnce();
    expect(storage.remove).toHaveBeenCalledWith("/uploads/1.webp");
    expect(files.size).toBe(0);
  });

  it("stores nothing when the upload is not an image", async () => {
    const { storage } = memoryStorage();
    const db = { transaction: vi.fn() } as unknown as Database;
    await expect(
      setProfilePicture(
        { db, storage, logger: createLogger("silent") },
        "u1",
        Buffer.from("not an image"),
      ),
    ).rejects.toMatchObject({ status: 422 });
    expect(storage.save).not.toHaveBeenCalled();
    expect(db.transaction).not.toHaveBeenCalled();
  });
});
