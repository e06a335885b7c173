import http from "node:http";
import type { AddressInfo } from "node:net";

export type Scenario =
  | { kind: "reply"; content: string }
  | { kind: "status"; status: number; retryAfter?: number }
  | { kind: "hang" };

/**
 * A real HTTP server on loopback that speaks the OpenAI chat completions API: each request takes
 * the next scenario (the last one repeats), and the requests it received are kept.
 */
export async function startFakeOpenAi(initial: Scenario[] = []) {
  let scenarios = initial;
  const received: {
    path: string;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  let index = 0;
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: JSON.parse(raw || "{}") });
      const scenario = scenarios[Math.min(index++, scenarios.length - 1)];
      if (scenario.kind === "hang") return;
      if (scenario.kind === "status") {
        res.writeHead(scenario.status, {
          "content-type": "application/json",
          ...(scenario.retryAfter !== undefined && { "retry-after": String(scenario.retryAfter) }),
        });
        res.end(JSON.stringify({ error: { message: `fake ${scenario.status}`, type: "fake" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fake-model",
          choices: [
            {
              index: 0,
              finish_reason: "stop",
              message: { role: "assistant", content: scenario.content },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    /** The answers for the next requests, in order; the last one repeats. */
    use(next: Scenario[]) {
      scenarios = next;
      index = 0;
      received.length = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
