import { createHash } from "node:crypto";

/** A Content-Security-Policy source that lets exactly this inline script run. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
