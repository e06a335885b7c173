import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCK_FILE = "server.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: { pid: number; host: string; startedAt: string }) {
    super(
      `The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.host} (started ${holder.startedAt}). ` +
        "PGlite allows one process per folder: stop that process, or set DATA_DIR to another folder.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * PGlite takes no lock of its own, and a second process on the same folder silently loses data,
 * so one process claims the folder with an exclusively created file holding its pid.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(holder), { flag: "wx" });
      return () => {
        try {
          const current = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid: number };
          if (current.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let existing: { pid: number; host: string; startedAt: string } | undefined;
      try {
        existing = JSON.parse(fs.readFileSync(lockPath, "utf8"));
      } catch {
        existing = undefined;
      }
      if (existing && existing.host === os.hostname() && isAlive(existing.pid)) {
        throw new DataDirLockedError(dataDir, existing);
      }
      if (existing && existing.host !== os.hostname()) {
        throw new DataDirLockedError(dataDir, existing);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
