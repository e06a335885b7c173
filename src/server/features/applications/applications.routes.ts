import { Hono } from "hono";
import { sessionOf } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { guideApplicationInput } from "@/shared/applications/schema";
import { submitApplication } from "./applications.service";

export function applicationsRoutes() {
  return new Hono<AppEnv>().post(
    "/guide-applications",
    validate("json", guideApplicationInput),
    async (c) => {
      const { db, mailer, logger, config } = c.var;
      const userId = (await sessionOf(c))?.user.id ?? null;
      const id = await submitApplication(
        { db, mailer, logger, companyEmail: config.companyEmail },
        userId,
        c.req.valid("json"),
      );
      return c.json({ id }, 201);
    },
  );
}
