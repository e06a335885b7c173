import { startSmtpSink } from "@tests/support/smtp-sink";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";

describe("mail over SMTP (SMTP_URL set)", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp("pglite", { SMTP_URL: sink.url, COMPANY_EMAIL: "desk@yatratours.in" });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it("delivers a contact message to the company with a plain-text part and the sender as reply-to", async () => {
    const res = await t.request("/api/contact", {
      method: "POST",
      json: {
        name: "Irfan Ali",
        email: "irfan@example.org",
        subject: "Spiti in June",
        message: "Is the Kunzum pass open by mid June?",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(201);
    await expect.poll(() => sink.received.length).toBe(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual(["desk@yatratours.in"]);
    expect(mail.from).toBe("no-reply@yatratours.in");
    expect(mail.raw).toMatch(/^Subject: Contact form: Spiti in June/m);
    expect(mail.raw).toMatch(/^Reply-To: irfan@example.org/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toContain("Is the Kunzum pass open by mid June?");
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("keeps the stored message when the mail server is gone", async () => {
    await sink.close();
    const res = await t.request("/api/contact", {
      method: "POST",
      json: {
        name: "Irfan Ali",
        email: "irfan@example.org",
        subject: "Again",
        message: "Hello?",
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(201);
  });
});
