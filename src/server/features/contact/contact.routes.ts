import { Hono } from "hono";
import { sessionOf } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { contactMessageInput } from "@/shared/contact/schema";
import * as service from "./contact.service";

const deps = (c: { var: AppEnv["Variables"] }): service.ContactDeps => ({
  db: c.var.db,
  mailer: c.var.mailer,
  logger: c.var.logger,
  companyEmail: c.var.config.companyEmail,
});

export function contactRoutes() {
  return new Hono<AppEnv>().post("/contact", validate("json", contactMessageInput), async (c) => {
    const userId = (await sessionOf(c))?.user.id ?? null;
    const id = await service.sendContactMessage(deps(c), userId, c.req.valid("json"));
    return c.json({ id }, 201);
  });
}
