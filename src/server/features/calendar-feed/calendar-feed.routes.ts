import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import * as service from "./calendar-feed.service";

const feedParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,100}\.ics$/, "Unknown calendar"),
});

export function calendarFeedRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/calendar-feed", async (c) => {
        const actor = await requireUser(c);
        return c.json(await service.feedStatus(c.var.db, actor));
      })
      .post("/calendar-feed", async (c) => {
        const actor = await requireUser(c);
        return c.json(await service.createFeed(c.var.db, actor, c.var.config.publicUrl), 201);
      })
      .delete("/calendar-feed", async (c) => {
        const actor = await requireUser(c);
        return c.json(await service.revokeFeed(c.var.db, actor));
      })
      // Calendar apps subscribe without a session: the secret in the address is the key.
      .get("/calendar-feed/:file", validate("param", feedParams), async (c) => {
        const token = c.req.valid("param").file.slice(0, -".ics".length);
        const body = await service.feedCalendar(c.var.db, token, c.var.config.publicUrl);
        return c.body(body, 200, {
          "content-type": "text/calendar; charset=utf-8",
          "cache-control": "private, no-store",
          "content-disposition": 'inline; filename="yatra-tours.ics"',
        });
      })
  );
}
