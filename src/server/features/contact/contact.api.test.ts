import { meeraMessage } from "@tests/support/fixtures/contact-message";
import { databaseKinds } from "@tests/support/test-database";
import { errorOf, typedClient, useTypedTestApp } from "@tests/support/typed-client";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, user } from "@/server/db/schema";

const valid = meeraMessage;

describe.each(databaseKinds())("contact API on %s", (kind) => {
  const ctx = useTypedTestApp(kind);

  it("stores a contact message and e-mails the company through the outbox", async () => {
    const res = await ctx.api.contact.$post({ json: { ...valid, guideSno: 2 } });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await ctx.t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: valid.name, email: valid.email, subject: valid.subject });
    expect(row.guideId).not.toBeNull();
    const [mail] = await ctx.t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.to).toBe("hello@yatratours.in");
    expect(mail.subject).toContain(valid.subject);
    expect(mail.text).toContain(valid.message);
  });

  it("links a signed-in sender's message to their account, from the session only", async () => {
    const cookie = await ctx.t.signIn("traveller@example.com");
    // A field the form does not have: the server must ignore it.
    const res = await typedClient(ctx.t, { cookie }).contact.$post({
      json: { ...valid, ...{ userId: "someone-else" } },
    });
    const { id } = await res.json();
    const [row] = await ctx.t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const [me] = await ctx.t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    expect(row.userId).toBe(me.id);
  });

  it("stores a resent message once: the same id, one e-mail to the company", async () => {
    const body = { ...valid, subject: `Resent ${crypto.randomUUID()}` };
    const answers = [
      // At once first, as a double click or a retry racing a slow first try would: on
      // PostgreSQL several find no row and race to insert it.
      ...(await Promise.all(
        Array.from({ length: 8 }, () => ctx.api.contact.$post({ json: body })),
      )),
      await ctx.api.contact.$post({ json: body }),
      await ctx.api.contact.$post({ json: body }),
    ];
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(answers.map(async (res) => (await res.json()).id)));
    expect(ids.size).toBe(1);
    const rows = await ctx.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject));
    expect(rows.map((r) => r.id)).toEqual([...ids]);
    expect(rows[0].idempotencyKey).toBe(body.idempotencyKey);
    const mails = await ctx.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Contact form: ${body.subject}`));
    expect(mails).toHaveLength(1);
  });

  it("refuses a key used again for another message or sender, and stores nothing", async () => {
    const body = { ...valid, subject: `Keyed ${crypto.randomUUID()}` };
    expect((await ctx.api.contact.$post({ json: body })).status).toBe(201);
    const cookie = await ctx.t.signIn("traveller@example.com");
    const refusals = [
      await ctx.api.contact.$post({ json: { ...body, message: "Something else entirely." } }),
      await ctx.api.contact.$post({ json: { ...body, guideSno: 2 } }),
      await typedClient(ctx.t, { cookie }).contact.$post({ json: body }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe("IDEMPOTENCY_KEY_REUSED");
    }
    const rows = await ctx.t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject));
    expect(rows).toHaveLength(1);
  });

  it("asks for the request key", async () => {
    const { idempotencyKey: _key, ...keyless } = { ...valid };
    for (const json of [keyless, { ...valid, idempotencyKey: "12345" }]) {
      // Wrong on purpose: the server, not the compiler, has to refuse it.
      const res = await ctx.api.contact.$post({ json: json as typeof valid });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.idempotencyKey).toBe("Invalid request key");
    }
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...noPhone } = valid;
    expect((await ctx.api.contact.$post({ json: noPhone })).status).toBe(201);
  });

  it.each([
    [{ ...valid, name: "  " }, "name", "Name is required"],
    [{ ...valid, email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ ...valid, subject: "" }, "subject", "Subject is required"],
    [{ ...valid, message: undefined }, "message", "Message is required"],
    [{ ...valid, phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ ...valid, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
  ])(
    "refuses bad input with a field message and stores nothing (%#)",
    async (body, field, message) => {
      const before = (await ctx.t.db.select().from(contactMessages)).length;
      // Wrong on purpose: the server, not the compiler, has to refuse it.
      const res = await ctx.api.contact.$post({ json: body as typeof valid });
      expect(res.status).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields?.[field]).toBe(message);
      expect((await ctx.t.db.select().from(contactMessages)).length).toBe(before);
    },
  );

  it("answers malformed JSON and oversized bodies with 4xx JSON errors", async () => {
    // The typed client sends JSON; `init.body` replaces it with text that is not JSON.
    const malformed = await ctx.api.contact.$post({ json: valid }, { init: { body: "{not json" } });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("BAD_REQUEST");
    const huge = await ctx.api.contact.$post({
      json: { ...valid, message: "x".repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe("PAYLOAD_TOO_LARGE");
  });
});
