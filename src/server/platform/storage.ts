import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Storage {
  /** Stores bytes under a server-made name and returns the public URL. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a file this storage made, given its public URL; anything else is ignored. */
  remove(publicUrl: string): Promise<void>;
}

/** Files in a local folder, served by the app under `publicBase` (S3-compatible storage can follow). */
export function createLocalStorage(dir: string, publicBase = "/uploads"): Storage {
  fs.mkdirSync(dir, { recursive: true });
  const own = (publicUrl: string) => {
    if (!publicUrl.startsWith(`${publicBase}/`)) return null;
    const name = publicUrl.slice(publicBase.length + 1);
    return /^[a-f0-9-]{36}\.[a-z0-9]{2,5}$/.test(name) ? path.join(dir, name) : null;
  };
  return {
    async save(bytes, extension) {
      const name = `${crypto.randomUUID()}.${extension}`;
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return `${publicBase}/${name}`;
    },
    async remove(publicUrl) {
      const file = own(publicUrl);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}
