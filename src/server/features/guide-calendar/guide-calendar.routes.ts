import { Hono } from "hono";
import { z } from "zod";
import { requireUser } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import {
  blockedDatesInput,
  guideCalendarQuery,
  workingDaysInput,
} from "@/shared/guides/calendar-schema";
import * as service from "./guide-calendar.service";

const blockParams = z.object({
  id: z.coerce
    .number("Unknown block")
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export function guideCalendarRoutes() {
  return new Hono<AppEnv>()
    .get("/guide-calendar", validate("query", guideCalendarQuery), async (c) => {
      const actor = await requireUser(c);
      return c.json(await service.calendarOf(c.var.db, actor, c.req.valid("query")));
    })
    .put("/guide-calendar/working-days", validate("json", workingDaysInput), async (c) => {
      const actor = await requireUser(c);
      return c.json(await service.setWorkingDays(c.var.db, actor, c.req.valid("json").workingDays));
    })
    .post("/guide-calendar/blocked", validate("json", blockedDatesInput), async (c) => {
      const actor = await requireUser(c);
      return c.json({ block: await service.blockDates(c.var.db, actor, c.req.valid("json")) }, 201);
    })
    .delete("/guide-calendar/blocked/:id", validate("param", blockParams), async (c) => {
      const actor = await requireUser(c);
      await service.unblock(c.var.db, actor, c.req.valid("param").id);
      return c.json({ removed: true });
    });
}
