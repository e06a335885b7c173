import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { mailOutbox } from "@/server/db/schema";
import type { AppEnv } from "@/server/http/types";

/** The local outbox, for development only (never routed in production). */
export function devMailboxRoutes() {
  return new Hono<AppEnv>()
    .get("/messages", async (c) => {
      const messages = await c.var.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
      return c.json({ messages });
    })
    .get("/", async (c) => {
      const messages = await c.var.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(100);
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
