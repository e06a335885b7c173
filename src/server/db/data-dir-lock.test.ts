import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("data folder lock", () => {
  it("refuses a second holder and names the first", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.pid}`));
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock whose process has died", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    fs.writeFileSync(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: dead, host: os.hostname(), startedAt: "earlier" }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).pid).toBe(
      process.pid,
    );
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });
});
