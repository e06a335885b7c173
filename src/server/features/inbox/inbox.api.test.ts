import { mailsTo } from "@tests/support/api-helpers";
import { meeraMessage } from "@tests/support/fixtures/contact-message";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { errorOf } from "@tests/support/typed-client";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, contactReplies } from "@/server/db/schema";
import type { InboxMessageDetail, InboxMessageList } from "@/shared/inbox/schema";

const COMPANY = "hello@yatratours.in";

describe.each(databaseKinds())("the admin inbox on %s", (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
  });
  afterAll(() => t?.close());

  /** A contact message sent through the form, as a traveller would. */
  async function sendMessage(overrides: Partial<typeof meeraMessage> = {}): Promise<number> {
    const res = await t.request("/api/contact", {
      method: "POST",
      json: { ...meeraMessage, ...overrides },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }
  const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/admin/inbox${path}`, {
      method: init.method ?? "GET",
      cookie: admin,
      json: init.json ?? (init.method === "POST" ? {} : undefined),
    });
  const list = async (query: string) => {
    const res = await asAdmin(`?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as InboxMessageList;
  };
  const reply = (id: number, body: unknown) =>
    asAdmin(`/${id}/reply`, { method: "POST", json: { body } });
  const statusOf = async (id: number) =>
    (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0].status;
  const auditsOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "contact_message"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it("lists messages newest first, by status and search, a page at a time, with counts", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const first = await sendMessage({ subject: `Kerala ${tag} one` });
    const second = await sendMessage({ subject: `Kerala ${tag} two`, name: "Ravi Menon" });
    const third = await sendMessage({ subject: `Kerala ${tag} three`, guideSno: 2 });
    await t.db
      .update(contactMessages)
      .set({ status: "closed" })
      .where(eq(contactMessages.id, second));

    const all = await list(`status=all&search=${tag}`);
    expect(all.messages.map((m) => m.id)).toEqual([third, second, first]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.counts).toEqual({ new: 2, answered: 0, closed: 1 });
    expect(all.messages[0]).toMatchObject({
      name: meeraMessage.name,
      email: meeraMessage.email,
      status: "new",
      replyCount: 0,
      guide: { sno: 2 },
      preview: meeraMessage.message,
    });

    const fresh = await list(`status=new&search=${tag}`);
    expect(fresh.messages.map((m) => m.id)).toEqual([third, first]);
    expect(fresh.total).toBe(2);
    // Counts are per status whatever the filter, so the tabs can show them.
    expect(fresh.counts).toEqual(all.counts);

    const paged = await list(`status=all&search=${tag}&pageSize=2&page=2`);
    expect(paged.messages.map((m) => m.id)).toEqual([first]);
    expect(paged.total).toBe(3);

    const byName = await list(`status=all&search=${encodeURIComponent(`ravi menon`)}`);
    expect(byName.messages.map((m) => m.id)).toContain(second);
    // LIKE's own characters are matched literally.
    expect((await list("status=all&search=%25%25%25")).total).toBe(0);

    expect((await asAdmin("?status=open")).status).toBe(422);
  });

  it("stores a reply, e-mails it from the company with the message quoted, and marks it answered", async () => {
    const email = `reply.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const id = await sendMessage({
      email,
      subject: "Houseboat in Alleppey",
      message: "Is a houseboat safe for toddlers?\nWe travel in December.",
    });
    const res = await reply(id, "  Yes: the boats have railings and life jackets for children.  ");
    expect(res.status).toBe(201);
    const detail = (await res.json()) as InboxMessageDetail;
    expect(detail.message).toMatchObject({ id, status: "answered", replyCount: 1 });
    expect(detail.thread.map((e) => [e.kind, e.author, e.body])).toEqual([
      ["message", meeraMessage.name, "Is a houseboat safe for toddlers?\nWe travel in December."],
      ["reply", "Vikram Rao", "Yes: the boats have railings and life jackets for children."],
    ]);

    const [stored] = await t.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id));
    expect(stored).toMatchObject({
      adminName: "Vikram Rao",
      body: "Yes: the boats have railings and life jackets for children.",
    });
    expect(stored.adminId).toBeTruthy();
    expect(await statusOf(id)).toBe("answered");

    const [mail] = await mailsTo(t, email);
    expect(mail.subject).toBe("Re: Houseboat in Alleppey");
    expect(mail.text).toMatch(
      /^Yes: the boats have railings and life jackets for children\.\n\nVikram Rao\nYatra Tours\n\nOn .+, Meera Nair wrote:\n> Is a houseboat safe for toddlers\?\n> We travel in December\.$/,
    );

    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({
      action: "contact_message.reply",
      actorEmail: "admin@example.com",
      before: { status: "new" },
      after: { status: "answered", replyId: stored.id },
    });
  });

  it("shows the thread oldest first, every reply after the message", async () => {
    const id = await sendMessage({ subject: "Many answers" });
    for (const body of ["First answer.", "Second answer.", "Third answer."]) {
      expect((await reply(id, body)).status).toBe(201);
    }
    const res = await asAdmin(`/${id}`);
    expect(res.status).toBe(200);
    const { thread, message } = (await res.json()) as InboxMessageDetail;
    expect(thread.map((e) => e.body)).toEqual([
      meeraMessage.message,
      "First answer.",
      "Second answer.",
      "Third answer.",
    ]);
    expect(thread.map((e) => e.kind)).toEqual(["message", "reply", "reply", "reply"]);
    const times = thread.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(message.replyCount).toBe(3);
  });

  it("closes and reopens a message, each change audited once", async () => {
    const unanswered = await sendMessage({ subject: "Close me" });
    const close = () => asAdmin(`/${unanswered}/close`, { method: "POST" });
    const reopen = (id: number) => asAdmin(`/${id}/reopen`, { method: "POST" });

    const closed = await close();
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as InboxMessageDetail).message.status).toBe("closed");
    // Again: nothing changes, nothing more is recorded.
    expect((await close()).status).toBe(200);
    expect(await statusOf(unanswered)).toBe("closed");
    // Without replies it opens as new...
    const opened = await reopen(unanswered);
    expect(((await opened.json()) as InboxMessageDetail).message.status).toBe("new");
    expect((await auditsOf(unanswered)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["contact_message.close", { status: "new" }, { status: "closed" }],
      ["contact_message.reopen", { status: "closed" }, { status: "new" }],
    ]);

    // ...and with one, as answered.
    const answered = await sendMessage({ subject: "Answer then close" });
    await reply(answered, "Done.");
    await asAdmin(`/${answered}/close`, { method: "POST" });
    expect(await statusOf(answered)).toBe("closed");
    await reopen(answered);
    expect(await statusOf(answered)).toBe("answered");
  });

  it("answers a closed message too, which reopens it as answered", async () => {
    const id = await sendMessage({ subject: "Closed, then asked again" });
    await asAdmin(`/${id}/close`, { method: "POST" });
    expect((await reply(id, "Reopening with an answer.")).status).toBe(201);
    expect(await statusOf(id)).toBe("answered");
  });

  it.each([
    ["", "Reply is required"],
    ["   \n ", "Reply is required"],
    [42, "Reply is required"],
    ["x".repeat(5001), "Reply must be at most 5000 characters"],
  ])("refuses the reply %#, storing and mailing nothing", async (body, message) => {
    const email = `refused.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const id = await sendMessage({ email });
    const res = await reply(id, body);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.body).toBe(message);
    expect(
      await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, id)),
    ).toEqual([]);
    expect(await mailsTo(t, email)).toEqual([]);
    expect(await statusOf(id)).toBe("new");
  });

  it("answers 404 for a message that does not exist", async () => {
    for (const res of [
      await asAdmin("/2147483647"),
      await reply(2147483647, "Hello"),
      await asAdmin("/2147483647/close", { method: "POST" }),
      await asAdmin("/2147483647/reopen", { method: "POST" }),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await asAdmin("/not-a-number")).status).toBe(422);
  });

  it("keeps the company's copy: the original contact e-mail still reaches the company", async () => {
    const subject = `Company copy ${crypto.randomUUID().slice(0, 8)}`;
    await sendMessage({ subject });
    const company = await mailsTo(t, COMPANY);
    expect(company.some((m) => m.subject === `Contact form: ${subject}`)).toBe(true);
  });
});

describe("a reply while the mail server is down (no job queue)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every send fails at once.
    t = await createTestApp("pglite", { SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => t?.close());

  it("is stored and the message answered all the same", async () => {
    const admin = await t.signIn("admin@example.com");
    const sent = await t.request("/api/contact", { method: "POST", json: { ...meeraMessage } });
    const { id } = (await sent.json()) as { id: number };
    const res = await t.request(`/api/admin/inbox/${id}/reply`, {
      method: "POST",
      cookie: admin,
      json: { body: "Stored even though the mail server is away." },
    });
    expect(res.status).toBe(201);
    const replies = await t.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id));
    expect(replies.map((r) => r.body)).toEqual(["Stored even though the mail server is away."]);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.status).toBe("answered");
  });
});
