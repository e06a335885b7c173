import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { contactMessages, guides, newsletterSubscriptions } from "@/server/db/schema";
import { sessionOf } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { sendSafely } from "@/server/platform/send-safely";
import { contactMessageInput, newsletterInput } from "@/shared/contact/schema";

export function contactRoutes() {
  return new Hono<AppEnv>()
    .post("/contact", validate("json", contactMessageInput), async (c) => {
      const input = c.req.valid("json");
      const { db, config } = c.var;
      const guide = input.guideSno
        ? (await db.select().from(guides).where(eq(guides.sno, input.guideSno)).limit(1))[0]
        : undefined;
      const [saved] = await db
        .insert(contactMessages)
        .values({
          userId: (await sessionOf(c))?.user.id ?? null,
          guideId: guide?.id ?? null,
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          subject: input.subject,
          message: input.message,
        })
        .returning({ id: contactMessages.id });
      await sendSafely(c.var, {
        to: config.companyEmail,
        replyTo: input.email,
        subject: `Contact form: ${input.subject}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Phone: ${input.phone || "not given"}`,
          guide ? `About guide: ${guide.name} (#${guide.sno})` : null,
          "",
          input.message,
          "",
          `Message #${saved.id}`,
        ]
          .filter((line) => line !== null)
          .join("\n"),
      });
      return c.json({ id: saved.id }, 201);
    })
    .post("/newsletter", validate("json", newsletterInput), async (c) => {
      const email = c.req.valid("json").email.toLowerCase();
      const inserted = await c.var.db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      const alreadySubscribed = inserted.length === 0;
      if (!alreadySubscribed) {
        await sendSafely(c.var, {
          to: email,
          subject: "You're subscribed to Yatra Tours trip ideas",
          text: "Thank you for subscribing! We'll send you trip ideas, seasonal tips and offers from across India. Reply to this e-mail if you ever want to stop.",
        });
      }
      return c.json({ subscribed: true, alreadySubscribed }, alreadySubscribed ? 200 : 201);
    });
}
