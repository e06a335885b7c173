import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { getGuide, listGuides } from "./guides.service";

const guideParams = z.object({
  sno: z.coerce.number("A guide number is a whole number").int().positive().max(2_147_483_647),
});

export function guidesRoutes() {
  return new Hono<AppEnv>()
    .get("/guides", async (c) => {
      return c.json({ guides: await listGuides(c.var.db) });
    })
    .get("/guides/:sno", validate("param", guideParams), async (c) => {
      return c.json({ guide: await getGuide(c.var.db, c.req.valid("param").sno) });
    });
}
