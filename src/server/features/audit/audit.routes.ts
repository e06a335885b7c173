import { Hono } from "hono";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { auditListQuery } from "@/shared/audit/schema";
import * as service from "./audit.service";

/** The audit log, read in the admin console (/api/admin/audit); admins only. */
export function auditRoutes() {
  return new Hono<AppEnv>()
    .use("/audit", async (c, next) => {
      await requireAdmin(c);
      return next();
    })
    .get("/audit", validate("query", auditListQuery), async (c) => {
      await requireAdmin(c);
      return c.json(await service.listAudit(c.var.db, c.req.valid("query")));
    });
}
