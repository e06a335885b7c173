import { spawn } from "node:child_process";

/** Milliseconds from spawning `command` until GET /readyz answers 200. */
export async function coldStart(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<number> {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: "ignore", detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (res.ok) return Math.round(performance.now() - started);
      } catch {
        // not yet listening
      }
      if (performance.now() - started > 120_000) throw new Error("no answer within 120 s");
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}
