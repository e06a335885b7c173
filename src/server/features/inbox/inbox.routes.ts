import { type Context, Hono } from "hono";
import { requestLanguage } from "@/server/http/language";
import { requireAdmin } from "@/server/http/session";
import type { AppEnv } from "@/server/http/types";
import { validate } from "@/server/http/validate";
import { newsletterInput } from "@/shared/contact/schema";
import {
  inboxListQuery,
  inboxMessageParams,
  inboxReplyInput,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  type NewsletterSignUp,
  type NewsletterUnsubscribed,
  newsletterConfirmInput,
  newsletterIssueInput,
  newsletterUnsubscribeQuery,
  subscriberListQuery,
} from "@/shared/inbox/schema";
import * as messages from "./inbox-messages.service";
import * as newsletter from "./inbox-newsletter.service";

const inboxDeps = (c: Context<AppEnv>): messages.InboxDeps => ({
  db: c.var.db,
  jobs: c.var.jobs,
  mailer: c.var.mailer,
  logger: c.var.logger,
  companyEmail: c.var.config.companyEmail,
});

const newsletterDeps = async (c: Context<AppEnv>): Promise<newsletter.NewsletterDeps> => ({
  ...inboxDeps(c),
  publicUrl: c.var.config.publicUrl,
  secret: (await c.var.auth.$context).secret,
});

const actorOf = async (c: Context<AppEnv>): Promise<messages.InboxActor> => {
  const { id, name, email } = await requireAdmin(c);
  return { id, name, email };
};

/** Admins only, checked before any validation so nobody else learns anything from the routes. */
const adminsOnly = () =>
  new Hono<AppEnv>().use(async (c, next) => {
    await requireAdmin(c);
    return next();
  });

/** The contact messages in the admin console (/api/admin/inbox). */
export function inboxRoutes() {
  return adminsOnly()
    .get("/", validate("query", inboxListQuery), async (c) =>
      c.json(await messages.listMessages(c.var.db, c.req.valid("query"))),
    )
    .get("/:id", validate("param", inboxMessageParams), async (c) =>
      c.json(await messages.messageDetail(c.var.db, c.req.valid("param").id)),
    )
    .post(
      "/:id/reply",
      validate("param", inboxMessageParams),
      validate("json", inboxReplyInput),
      async (c) => {
        const detail = await messages.replyToMessage(
          inboxDeps(c),
          await actorOf(c),
          c.req.valid("param").id,
          c.req.valid("json").body,
        );
        return c.json(detail, 201);
      },
    )
    .post("/:id/close", validate("param", inboxMessageParams), async (c) =>
      c.json(
        await messages.setClosed(inboxDeps(c), await actorOf(c), c.req.valid("param").id, true),
      ),
    )
    .post("/:id/reopen", validate("param", inboxMessageParams), async (c) =>
      c.json(
        await messages.setClosed(inboxDeps(c), await actorOf(c), c.req.valid("param").id, false),
      ),
    );
}

/** Newsletter subscribers and issues in the admin console (/api/admin/newsletter). */
export function adminNewsletterRoutes() {
  return adminsOnly()
    .get("/subscribers", validate("query", subscriberListQuery), async (c) =>
      c.json(await newsletter.listSubscribers(c.var.db, c.req.valid("query"))),
    )
    .get("/subscribers.csv", validate("query", subscriberListQuery), async (c) => {
      const csv = await newsletter.subscribersCsv(c.var.db, c.req.valid("query"));
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="newsletter-subscribers.csv"`,
        "cache-control": "private, no-store",
      });
    })
    .post("/issues", validate("json", newsletterIssueInput), async (c) =>
      c.json(
        await newsletter.sendIssue(await newsletterDeps(c), await actorOf(c), c.req.valid("json")),
        201,
      ),
    );
}

/** The public newsletter: sign-up with double opt-in, its confirmation, one-click unsubscribe. */
export function newsletterRoutes() {
  return (
    new Hono<AppEnv>()
      .post("/newsletter", validate("json", newsletterInput), async (c) => {
        await newsletter.signUp(
          await newsletterDeps(c),
          c.req.valid("json").email,
          requestLanguage(c),
        );
        return c.json({ received: true } satisfies NewsletterSignUp, 202);
      })
      .post("/newsletter/confirm", validate("json", newsletterConfirmInput), async (c) =>
        c.json(await newsletter.confirm(await newsletterDeps(c), c.req.valid("json").token)),
      )
      // A mail program's one-click POST (RFC 8058) comes from its own servers, with the token in
      // the address and `List-Unsubscribe=One-Click` as the body; app.ts lets it past the
      // same-origin check. The unsubscribe page posts here too.
      .post("/newsletter/unsubscribe", validate("query", newsletterUnsubscribeQuery), async (c) => {
        await newsletter.unsubscribe(await newsletterDeps(c), c.req.valid("query").token);
        return c.json({ status: "unsubscribed" } satisfies NewsletterUnsubscribed);
      })
      // Opening the address changes nothing (link scanners open every link): it leads to the page.
      .get("/newsletter/unsubscribe", (c) => {
        const query = new URLSearchParams({ token: c.req.query("token") ?? "" });
        return c.redirect(`${NEWSLETTER_UNSUBSCRIBE_PATH}?${query}`, 303);
      })
  );
}
