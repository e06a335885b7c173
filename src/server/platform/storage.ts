import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createLinkSigner, type PrivateLinkOptions } from "./private-links";

export interface Storage {
  /** Stores bytes under a server-made name and returns the public URL. */
  save(bytes: Buffer, extension: string): Promise<string>;
  /** Removes a file this storage made, given its public URL; anything else is ignored. */
  remove(publicUrl: string): Promise<void>;
}

/** Files only the app itself hands out (licence scans): never under the public URL. */
export interface PrivateStorage {
  /** Stores bytes under a server-made name and returns its key. */
  savePrivate(bytes: Buffer, extension: string): Promise<string>;
  /** The file's bytes, or null when the key is not one this storage made or the file is gone. */
  readPrivate(key: string): Promise<{ bytes: Buffer } | null>;
  /** Removes a private file; a key this storage did not make is ignored. */
  removePrivate(key: string): Promise<void>;
  /**
   * A URL that hands out the file for a short time (docs/decisions/0037), with the given name and
   * type; null when the key is not one this storage made. Whoever holds the URL can read the file
   * until it expires, so it is made for one person just after checking they may.
   */
  privateLink(key: string, options: PrivateLinkOptions): Promise<string | null>;
}

/** A signed link's file, or why the link is refused. */
export type SignedPrivateFile =
  | { bytes: Buffer; contentType: string; disposition: string }
  | { refused: "expired" | "invalid" }
  | null;

/** A public file read back by the app, to stream under /uploads when no folder holds it. */
export interface PublicFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number | undefined;
  etag: string | undefined;
}

export type AppStorage = Storage &
  PrivateStorage & {
    /** Set when public files live outside a local folder: the app streams them from here. */
    openPublic?(name: string): Promise<PublicFile | null>;
    /**
     * Set when private links point at the app itself (the local folder): the file a link's key
     * and query string name, after its signature and expiry are checked.
     */
    openPrivateLink?(key: string, query: URLSearchParams): Promise<SignedPrivateFile>;
  };

/** What a server-made file name looks like: a UUID and a short extension, nothing else. */
export const STORED_NAME = /^[a-f0-9-]{36}\.[a-z0-9]{2,5}$/;

/** The folder under the storage directory that holds private files. */
export const PRIVATE_FOLDER = "private";

export const storedName = (extension: string) => {
  if (!/^[a-z0-9]{2,5}$/.test(extension)) throw new Error(`unsafe file extension: ${extension}`);
  return `${crypto.randomUUID()}.${extension}`;
};

/** Where the app serves signed links to private files kept in a local folder. */
export const PRIVATE_LINK_BASE = "/files/private";

/**
 * Files in a local folder: public ones at its top level, served by the app under `publicBase`;
 * private ones in its `private` folder, which the public route never serves, handed out by
 * links under `/files/private` signed with `linkSecret` (S3-compatible storage is in
 * `s3-storage.ts`). Without a secret, links work only for this process.
 */
export function createLocalStorage(
  dir: string,
  publicBase = "/uploads",
  linkSecret: string = crypto.randomBytes(32).toString("base64url"),
): AppStorage {
  const links = createLinkSigner(linkSecret);
  fs.mkdirSync(dir, { recursive: true });
  const privateDir = path.join(dir, PRIVATE_FOLDER);
  const own = (publicUrl: string) => {
    if (!publicUrl.startsWith(`${publicBase}/`)) return null;
    const name = publicUrl.slice(publicBase.length + 1);
    return STORED_NAME.test(name) ? path.join(dir, name) : null;
  };
  const ownPrivate = (key: string) => (STORED_NAME.test(key) ? path.join(privateDir, key) : null);
  async function readPrivate(key: string) {
    const file = ownPrivate(key);
    if (!file) return null;
    try {
      return { bytes: await fs.promises.readFile(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  return {
    async save(bytes, extension) {
      const name = storedName(extension);
      await fs.promises.writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return `${publicBase}/${name}`;
    },
    async remove(publicUrl) {
      const file = own(publicUrl);
      if (file) await fs.promises.rm(file, { force: true });
    },
    async savePrivate(bytes, extension) {
      const key = storedName(extension);
      // Made on first use, so a storage that never keeps private files has no such folder.
      await fs.promises.mkdir(privateDir, { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(path.join(privateDir, key), bytes, { flag: "wx", mode: 0o600 });
      return key;
    },
    readPrivate,
    async removePrivate(key) {
      const file = ownPrivate(key);
      if (file) await fs.promises.rm(file, { force: true });
    },
    async privateLink(key, options) {
      if (!ownPrivate(key)) return null;
      return `${PRIVATE_LINK_BASE}/${key}?${links.sign(key, options)}`;
    },
    async openPrivateLink(key, query) {
      if (!ownPrivate(key)) return null;
      const checked = links.check(key, query);
      if (!checked.ok) return { refused: checked.reason };
      const file = await readPrivate(key);
      return file && { ...file, contentType: checked.type, disposition: checked.disposition };
    },
  };
}
