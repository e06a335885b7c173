import { Hono } from "hono";
import { guideApplications } from "@/server/db/schema";
import { sessionOf } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { sendSafely } from "@/server/platform/send-safely";
import { APPLICATION_SPECIALIZATIONS, guideApplicationInput } from "@/shared/applications/schema";

export function applicationsRoutes() {
  return new Hono<AppEnv>().post(
    "/guide-applications",
    validate("json", guideApplicationInput),
    async (c) => {
      const input = c.req.valid("json");
      const [saved] = await c.var.db
        .insert(guideApplications)
        .values({ ...input, userId: (await sessionOf(c))?.user.id ?? null })
        .returning({ id: guideApplications.id });
      const specialization =
        APPLICATION_SPECIALIZATIONS.find((s) => s.value === input.specialization)?.label ??
        input.specialization;
      await sendSafely(c.var, {
        to: c.var.config.companyEmail,
        replyTo: input.email,
        subject: `New guide application: ${input.fullName}`,
        text: [
          `Application #${saved.id}`,
          `Name: ${input.fullName}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone}`,
          `Address: ${input.address}`,
          `Experience: ${input.experience} years`,
          `Languages: ${input.languages}`,
          `Specialization: ${specialization}`,
          "",
          input.about,
        ].join("\n"),
      });
      await sendSafely(c.var, {
        to: input.email,
        subject: "We received your application to guide with Yatra Tours",
        text: `Dear ${input.fullName},\n\nThank you for your interest in becoming a tourist guide! We will contact you soon.\n\nYour application number is #${saved.id}.\n\nYatra Tours`,
      });
      return c.json({ id: saved.id }, 201);
    },
  );
}
