import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { markReadInput, sendMessageInput } from "@/shared/messages/schema";
import * as service from "./messages.service";
import { scheduleUnreadNotice } from "./unread-notifier";

const conversationParams = z.object({ id: z.uuid("Unknown booking") });
const historyQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
const HEARTBEAT_MS = 25_000;

/** The signed-in person and the conversation they may take part in (404 otherwise). */
async function participant(c: Context<AppEnv>, bookingId: string) {
  const actor = await requireUser(c);
  return { actor, conversation: await service.openConversation(c.var.db, actor, bookingId) };
}

export function messagesRoutes() {
  return new Hono<AppEnv>()
    .get(
      "/bookings/:id/messages",
      validate("param", conversationParams),
      validate("query", historyQuery),
      async (c) => {
        const { conversation } = await participant(c, c.req.valid("param").id);
        return c.json(await service.listMessages(c.var.db, conversation, c.req.valid("query")));
      },
    )
    .post(
      "/bookings/:id/messages",
      validate("param", conversationParams),
      validate("json", sendMessageInput),
      async (c) => {
        const { actor, conversation } = await participant(c, c.req.valid("param").id);
        const message = await service.sendMessage(
          c.var.db,
          actor,
          conversation,
          c.req.valid("json"),
        );
        await scheduleUnreadNotice(
          {
            jobs: c.var.jobs,
            logger: c.var.logger,
            afterSeconds: c.var.config.unreadEmailAfterSeconds,
          },
          conversation.bookingId,
          new Date(message.createdAt),
        );
        return c.json({ message }, 201);
      },
    )
    .post(
      "/bookings/:id/messages/read",
      validate("param", conversationParams),
      validate("json", markReadInput),
      async (c) => {
        const { actor, conversation } = await participant(c, c.req.valid("param").id);
        await service.markRead(c.var.db, actor, conversation, c.req.valid("json").upTo);
        return c.json({ ok: true });
      },
    )
    .get("/messages/unread", async (c) => {
      const actor = await requireUser(c);
      return c.json(await service.unreadCounts(c.var.db, actor));
    })
    .get("/events", async (c) => {
      const actor = await requireUser(c);
      const lastEventId =
        Number(c.req.header("Last-Event-ID") ?? c.req.query("lastEventId") ?? 0) || 0;
      return streamSSE(c, async (stream) => {
        let unsubscribe: () => void;
        try {
          unsubscribe = await service.followMessages(c.var, actor, lastEventId, {
            ready: () => stream.writeSSE({ event: "ready", data: "" }),
            deliver: (message) =>
              stream.writeSSE({
                event: "message",
                id: String(message.id),
                data: JSON.stringify(message),
              }),
            onAbort: (stop) => stream.onAbort(stop),
            close: () => void stream.close(),
          });
        } catch (error) {
          // The database is out of reach: the stream ends and the browser reopens it from its
          // Last-Event-ID once it is back.
          c.var.logger.warn({ err: error }, "event stream could not start");
          return;
        }
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(HEARTBEAT_MS);
          if (!stream.aborted && !stream.closed) await stream.writeSSE({ event: "ping", data: "" });
        }
        unsubscribe();
      });
    });
}
