import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import net, { type AddressInfo } from "node:net";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-personas";

/**
 * A port nothing listens on, chosen by the system (this machine runs other services on fixed
 * ports, such as a message broker on 4222, which random picks from a range can hit).
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start`'s server as a child process on loopback: what a kill -9 or a second server needs. */
export async function startServerProcess(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: "yes",
      LOG_LEVEL: "warn",
      AUTH_SECRET: "server-process-secret-server-process-01",
      NODE_ENV: "test",
      TRUST_PROXY: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last lines the server wrote, to say why it never became ready.
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child, () => tail);
  return { child, base, request: clientOf(base, port) };
}

async function waitReady(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}; it wrote:\n${output()}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${base} never became ready; it wrote:\n${output()}`);
}

/** Requests from the server's own origin, each from its own address unless one is given. */
function clientOf(base: string, port: number) {
  return (
    urlPath: string,
    init: { method?: string; json?: unknown; cookie?: string; from?: string } = {},
  ) =>
    fetch(`${base}${urlPath}`, {
      method: init.method ?? "GET",
      headers: {
        origin: `http://localhost:${port}`,
        "content-type": "application/json",
        "x-forwarded-for": init.from ?? `10.9.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
}

export type ServerClient = ReturnType<typeof clientOf>;

/** Signs a demo persona in through any client of a running server; the session cookie. */
export async function signInTo(
  request: (path: string, init: { method: string; json: unknown }) => Promise<Response>,
  email: string,
  password = DEMO_PASSWORD,
) {
  const res = await request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
