import { Hono } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "@/server/http/types";
import { outboxMessages } from "./dev-mailbox.service";

/** The local outbox, for development only (never routed in production). */
export function devMailboxRoutes() {
  return new Hono<AppEnv>()
    .get("/messages", async (c) => c.json({ messages: await outboxMessages(c.var.db) }))
    .get("/", async (c) => {
      const messages = await outboxMessages(c.var.db);
      return c.html(html`<!doctype html>
        <html lang="en">
          <head><meta charset="utf-8" /><title>Dev mailbox</title></head>
          <body>
            <h1>Dev mailbox (${messages.length})</h1>
            ${messages.map(
              (m) => html`<article>
                <h2>${m.subject}</h2>
                <p>To: ${m.to} · ${m.createdAt.toISOString()}</p>
                <pre>${m.text}</pre>
              </article>`,
            )}
          </body>
        </html>`);
    });
}
