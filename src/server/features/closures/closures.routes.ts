import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { closureInput } from "@/shared/closures/schema";
import * as service from "./closures.service";

const closureParams = z.object({
  id: z.coerce
    .number("Unknown closure")
    .int("Unknown closure")
    .positive("Unknown closure")
    .max(2 ** 31 - 1),
});

/** Destinations' closed seasons, kept by admins (/api/admin/closures). */
export function closuresRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await requireAdmin(c);
      return next();
    })
    .get("/closures", async (c) => c.json({ closures: await service.listClosures(c.var.db) }))
    .post("/closures", validate("json", closureInput), async (c) => {
      const admin = await requireAdmin(c);
      const closure = await service.addClosure(c.var.db, c.req.valid("json"), admin.id);
      return c.json({ closure }, 201);
    })
    .delete("/closures/:id", validate("param", closureParams), async (c) => {
      const admin = await requireAdmin(c);
      await service.removeClosure(c.var.db, c.req.valid("param").id, admin.id);
      return c.json({ removed: true });
    });
}
