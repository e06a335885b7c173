import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox, newsletterSubscriptions, user } from "@/server/db/schema";

const valid = {
  name: "Meera Nair",
  email: "meera@example.org",
  phone: "+91 98765 43210",
  subject: "Family trip to Kerala",
  message: "We are four adults and two children looking at late December.",
};

describe.each(databaseKinds())("contact and newsletter API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it("stores a contact message and e-mails the company through the outbox", async () => {
    const res = await t.request("/api/contact", {
      method: "POST",
      json: { ...valid, guideSno: 2 },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: valid.name, email: valid.email, subject: valid.subject });
    expect(row.guideId).not.toBeNull();
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.to).toBe("hello@yatratours.in");
    expect(mail.subject).toContain(valid.subject);
    expect(mail.text).toContain(valid.message);
  });

  it("links a signed-in sender's message to their account, from the session only", async () => {
    const cookie = await t.signIn("traveller@example.com");
    const res = await t.request("/api/contact", {
      method: "POST",
      cookie,
      json: { ...valid, userId: "someone-else" },
    });
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
    expect(row.userId).toBe(me.id);
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...noPhone } = valid;
    expect((await t.request("/api/contact", { method: "POST", json: noPhone })).status).toBe(201);
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
      const before = (await t.db.select().from(contactMessages)).length;
      const res = await t.request("/api/contact", { method: "POST", json: body });
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields[field]).toBe(message);
      expect((await t.db.select().from(contactMessages)).length).toBe(before);
    },
  );

  it("answers malformed JSON and oversized bodies with 4xx JSON errors", async () => {
    const malformed = await t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      "BAD_REQUEST",
    );
    const huge = await t.request("/api/contact", {
      method: "POST",
      json: { ...valid, message: "x".repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe(
      "PAYLOAD_TOO_LARGE",
    );
  });

  it("subscribes an address once, case-insensitively", async () => {
    const first = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "Ravi@Example.org" },
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = await t.request("/api/newsletter", {
      method: "POST",
      json: { email: "ravi@example.org" },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "ravi@example.org"));
    expect(rows).toHaveLength(1);
  });

  it("refuses a bad newsletter address", async () => {
    const res = await t.request("/api/newsletter", { method: "POST", json: { email: "nope" } });
    expect(res.status).toBe(422);
  });
});
