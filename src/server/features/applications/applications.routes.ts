import { Hono } from "hono";
import { requestLanguage } from "@/server/http/language";
import { sessionOf } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { confirmGuideApplicationInput, guideApplicationInput } from "@/shared/applications/schema";
import { confirmApplication, submitApplication } from "./applications.service";

export function applicationsRoutes() {
  return new Hono<AppEnv>()
    .post("/guide-applications", validate("json", guideApplicationInput), async (c) => {
      const { db, mailer, logger, config } = c.var;
      const user = (await sessionOf(c))?.user;
      const submitted = await submitApplication(
        {
          db,
          mailer,
          logger,
          companyEmail: config.companyEmail,
          publicUrl: config.publicUrl,
          language: requestLanguage(c),
        },
        user ? { id: user.id, email: user.email, emailVerified: user.emailVerified } : null,
        c.req.valid("json"),
      );
      return c.json(submitted, 201);
    })
    .post(
      "/guide-applications/confirm",
      validate("json", confirmGuideApplicationInput),
      async (c) => {
        const { db, mailer, logger, config } = c.var;
        const confirmed = await confirmApplication(
          {
            db,
            mailer,
            logger,
            companyEmail: config.companyEmail,
            publicUrl: config.publicUrl,
            language: requestLanguage(c),
          },
          c.req.valid("json").token,
        );
        return c.json(confirmed);
      },
    );
}
