import { mailsTo } from "@tests/support/api-helpers";
import { startSmtpSink } from "@tests/support/smtp-sink";
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { errorOf } from "@tests/support/typed-client";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
} from "@/server/db/schema";
import type {
  NewsletterIssueSent,
  NewsletterSubscriberList,
  SubscriptionStatus,
} from "@/shared/inbox/schema";
import { unsubscribeToken } from "./unsubscribe-token";

const CONFIRM_SUBJECT = "Please confirm your subscription to Yatra Tours trip ideas";
const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.org`;

/** The token of the first link in `text` that leads to `path`. */
function tokenAfter(text: string, path: string): string {
  const match = new RegExp(`${TEST_ORIGIN}${path}\\?token=([^\\s>]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe.each(databaseKinds())("the newsletter on %s", (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn("admin@example.com");
  });
  afterAll(() => t?.close());

  const signUp = (email: string) =>
    t.request("/api/newsletter", { method: "POST", json: { email } });
  const confirm = (token: unknown) =>
    t.request("/api/newsletter/confirm", { method: "POST", json: { token } });
  const subscription = async (email: string) =>
    (
      await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
    )[0];
  const confirmations = async (email: string) =>
    (await mailsTo(t, email.toLowerCase())).filter((m) => m.subject === CONFIRM_SUBJECT);
  /** Signed up and confirmed through the mailed link. */
  async function confirmedSubscriber(email: string) {
    await signUp(email);
    const [mail] = await confirmations(email);
    expect((await confirm(tokenAfter(mail.text, "/newsletter/confirm"))).status).toBe(200);
    return subscription(email);
  }
  /** The one-click POST a mail program sends: no Origin, no cookie, a form body. */
  const oneClick = (token: string) =>
    t.app.request(`${TEST_ORIGIN}/api/newsletter/unsubscribe?${new URLSearchParams({ token })}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  it("keeps a new address pending and mails it only a link to confirm, with unsubscribe links", async () => {
    const email = unique("Pending");
    const res = await signUp(email);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true });
    const row = await subscription(email);
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: null,
    });
    const mails = await mailsTo(t, email.toLowerCase());
    expect(mails.map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    const token = tokenAfter(mails[0].text, "/newsletter/confirm");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.confirmTokenHash).not.toContain(token);
    const hours = ((row.confirmExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(tokenAfter(mails[0].text, "/newsletter/unsubscribe")).toBe(
      unsubscribeToken(TEST_SECRET, row.id),
    );
  });

  it("confirms through the mailed link once", async () => {
    const email = unique("confirms");
    await signUp(email);
    const token = tokenAfter((await confirmations(email))[0].text, "/newsletter/confirm");
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "confirmed" });
    const row = await subscription(email);
    expect(row.status).toBe("confirmed");
    expect(row.confirmedAt).toBeInstanceOf(Date);
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already-confirmed" });
  });

  it("answers a confirmed address exactly as a new one, and mails it nothing", async () => {
    const email = unique("member");
    await confirmedSubscriber(email);
    const before = await mailsTo(t, email);
    for (const typed of [email, email.toUpperCase()]) {
      const res = await signUp(typed);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ received: true });
    }
    expect(await mailsTo(t, email)).toHaveLength(before.length);
    expect((await subscription(email)).status).toBe("confirmed");
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it("sends a pending address a new link, the old one no longer working, a few times an hour at most", async () => {
    const email = unique("again");
    await signUp(email);
    const old = tokenAfter((await confirmations(email))[0].text, "/newsletter/confirm");
    expect((await signUp(email)).status).toBe(202);
    const mails = await confirmations(email);
    expect(mails).toHaveLength(2);
    const fresh = tokenAfter(mails[0].text, "/newsletter/confirm");
    expect(fresh).not.toBe(old);
    expect((await errorOf(await confirm(old))).code).toBe("CONFIRMATION_LINK_INVALID");
    // The third is the last this hour; the answer stays the same and the newest link stays valid.
    await signUp(email);
    for (let i = 0; i < 3; i++) expect((await signUp(email)).status).toBe(202);
    const after = await confirmations(email);
    expect(after).toHaveLength(3);
    expect((await confirm(tokenAfter(after[0].text, "/newsletter/confirm"))).status).toBe(200);
  });

  it("answers an expired, unknown or missing token with a clear 4xx and changes nothing", async () => {
    const email = unique("expired");
    await signUp(email);
    const token = tokenAfter((await confirmations(email))[0].text, "/newsletter/confirm");
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({
      code: "CONFIRMATION_LINK_EXPIRED",
      message:
        "This confirmation link has expired: links work for 48 hours. Please subscribe again.",
    });
    expect((await subscription(email)).status).toBe("pending");
    for (const garbage of ["nonsense", `${token}x`, "x".repeat(200), "💥\u202e"]) {
      const res = await confirm(garbage);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: "CONFIRMATION_LINK_INVALID",
        message: expect.stringMatching(/^This confirmation link is not valid\./),
      });
    }
    for (const token of [undefined, "", 42, "x".repeat(201)]) {
      const res = await confirm(token);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.token).toBe("This confirmation link is not valid.");
    }
    expect((await subscription(email)).status).toBe("pending");
  });

  it("refuses a bad address", async () => {
    const res = await signUp("nope");
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.email).toBe("Please enter a valid email address");
  });

  it("unsubscribes with one POST of the signed link, from a mail program's servers", async () => {
    const email = unique("leaver");
    const row = await confirmedSubscriber(email);
    const token = unsubscribeToken(TEST_SECRET, row.id);
    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "unsubscribed" });
    const after = await subscription(email);
    expect(after.status).toBe("unsubscribed");
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    // Again: the same answer, the first time kept.
    expect((await oneClick(token)).status).toBe(200);
    expect((await subscription(email)).unsubscribedAt).toEqual(after.unsubscribedAt);
  });

  it("refuses a forged or altered unsubscribe token and changes nothing", async () => {
    const email = unique("stays");
    const row = await confirmedSubscriber(email);
    const real = unsubscribeToken(TEST_SECRET, row.id);
    const mac = real.split(".")[1];
    const flipped = `${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const forged of [
      unsubscribeToken("some-other-secret-some-other-secret-0", row.id),
      `${row.id}.${flipped}`,
      `${row.id + 1}.${mac}`,
      String(row.id),
      `0${row.id}.${mac}`,
      `99999999999.${mac}`,
      "💥\u202e",
    ]) {
      const res = await oneClick(forged);
      expect(res.status, forged).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: "UNSUBSCRIBE_LINK_INVALID",
        message: expect.stringMatching(/^This unsubscribe link is not valid\./),
      });
    }
    const missing = await t.request("/api/newsletter/unsubscribe", { method: "POST", json: {} });
    expect(missing.status).toBe(422);
    expect((await errorOf(missing)).fields?.token).toBe("This unsubscribe link is not valid.");
    expect((await subscription(email)).status).toBe("confirmed");
  });

  it("only leads to the unsubscribe page when the link is opened, changing nothing", async () => {
    const email = unique("opener");
    const row = await confirmedSubscriber(email);
    const token = unsubscribeToken(TEST_SECRET, row.id);
    const res = await t.request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(
      `/newsletter/unsubscribe?${new URLSearchParams({ token })}`,
    );
    expect((await subscription(email)).status).toBe("confirmed");
  });

  it("lets an unsubscribed address sign up again, pending until it confirms", async () => {
    const email = unique("returns");
    const row = await confirmedSubscriber(email);
    await oneClick(unsubscribeToken(TEST_SECRET, row.id));
    await signUp(email);
    const again = await subscription(email);
    expect(again).toMatchObject({ id: row.id, status: "pending", unsubscribedAt: null });
    const mails = await confirmations(email);
    expect(mails).toHaveLength(2);
    expect((await confirm(tokenAfter(mails[0].text, "/newsletter/confirm"))).status).toBe(200);
    expect((await subscription(email)).status).toBe("confirmed");
  });

  describe("in the admin console", () => {
    const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(`/api/admin/newsletter${path}`, { ...init, cookie: admin });
    async function insertSubscriber(email: string, status: SubscriptionStatus, at: Date) {
      const [row] = await t.db
        .insert(newsletterSubscriptions)
        .values({
          email,
          status,
          createdAt: at,
          confirmedAt: status === "pending" ? null : new Date(at.getTime() + 60_000),
          unsubscribedAt: status === "unsubscribed" ? new Date(at.getTime() + 120_000) : null,
        })
        .returning();
      return row;
    }

    it("lists subscribers newest first, by status and search, with counts per status", async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const base = Date.parse("2025-03-01T10:00:00Z");
      const a = await insertSubscriber(`a.${tag}@example.org`, "confirmed", new Date(base));
      const b = await insertSubscriber(`b.${tag}@example.org`, "pending", new Date(base + 1000));
      const c = await insertSubscriber(
        `c.${tag}@example.org`,
        "unsubscribed",
        new Date(base + 2000),
      );
      const res = await asAdmin(`/subscribers?status=all&search=${tag}`);
      expect(res.status).toBe(200);
      const all = (await res.json()) as NewsletterSubscriberList;
      expect(all.subscribers.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
      expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
      expect(all.subscribers[2]).toEqual({
        id: a.id,
        email: a.email,
        status: "confirmed",
        subscribedAt: "2025-03-01T10:00:00.000Z",
        confirmedAt: "2025-03-01T10:01:00.000Z",
        unsubscribedAt: null,
      });
      const pending = (await (
        await asAdmin(`/subscribers?status=pending&search=${tag}`)
      ).json()) as NewsletterSubscriberList;
      expect(pending.subscribers.map((s) => s.email)).toEqual([b.email]);
      expect(pending.total).toBe(1);
      const paged = (await (
        await asAdmin(`/subscribers?status=all&search=${tag}&pageSize=1&page=3`)
      ).json()) as NewsletterSubscriberList;
      expect(paged.subscribers.map((s) => s.id)).toEqual([a.id]);
      expect(paged.total).toBe(3);
      expect((await asAdmin("/subscribers?status=gone")).status).toBe(422);
    });

    it("exports them as CSV, quoted, with formulas defused", async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const at = new Date("2025-04-02T08:30:00Z");
      await insertSubscriber(`=HYPERLINK("http://evil")${tag}@example.org`, "confirmed", at);
      await insertSubscriber(`+sum${tag}@example.org`, "pending", new Date(at.getTime() + 1000));
      await insertSubscriber(
        `"quoted,comma"${tag}@example.org`,
        "unsubscribed",
        new Date(at.getTime() + 2000),
      );
      const res = await asAdmin(`/subscribers.csv?status=all&search=${tag}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(
        'attachment; filename="newsletter-subscribers.csv"',
      );
      expect(await res.text()).toBe(
        [
          "email,status,subscribed,confirmed,unsubscribed",
          `"""quoted,comma""${tag}@example.org",unsubscribed,2025-04-02T08:30:02.000Z,2025-04-02T08:31:02.000Z,2025-04-02T08:32:02.000Z`,
          `'+sum${tag}@example.org,pending,2025-04-02T08:30:01.000Z,,`,
          `"'=HYPERLINK(""http://evil"")${tag}@example.org",confirmed,2025-04-02T08:30:00.000Z,2025-04-02T08:31:00.000Z,`,
          "",
        ].join("\r\n"),
      );
      const confirmedOnly = await (
        await asAdmin(`/subscribers.csv?status=confirmed&search=${tag}`)
      ).text();
      expect(confirmedOnly.trim().split("\r\n")).toHaveLength(2);
    });

    it("sends a newsletter to confirmed subscribers only, each with their own unsubscribe links", async () => {
      const confirmed = await confirmedSubscriber(unique("reader"));
      const pending = unique("waiting");
      await signUp(pending);
      const gone = await confirmedSubscriber(unique("gone"));
      await oneClick(unsubscribeToken(TEST_SECRET, gone.id));
      const everyone = await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, "confirmed"));
      const subject = `Monsoon in the Western Ghats ${crypto.randomUUID().slice(0, 6)}`;
      const res = await asAdmin("/issues", {
        method: "POST",
        json: { subject, body: "Waterfalls, <b>tea</b> estates and quiet trails.\nBook early." },
      });
      expect(res.status).toBe(201);
      const { issue } = (await res.json()) as NewsletterIssueSent;
      expect(issue).toMatchObject({ subject, recipientCount: everyone.length });

      const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
      expect(sent.map((m) => m.to).sort()).toEqual(everyone.map((s) => s.email).sort());
      expect(sent.map((m) => m.to)).toContain(confirmed.email);
      expect(sent.map((m) => m.to)).not.toContain(pending);
      expect(sent.map((m) => m.to)).not.toContain(gone.email);
      const mine = sent.find((m) => m.to === confirmed.email)!;
      expect(mine.text).toContain("Waterfalls, <b>tea</b> estates and quiet trails.\nBook early.");
      expect(tokenAfter(mine.text, "/newsletter/unsubscribe")).toBe(
        unsubscribeToken(TEST_SECRET, confirmed.id),
      );

      const [stored] = await t.db
        .select()
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, issue.id));
      expect(stored).toMatchObject({ subject, recipientCount: everyone.length });
      expect(stored.sentBy).toBeTruthy();
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, "newsletter_issue"), eq(auditLog.entityId, String(issue.id))),
        );
      expect(audit).toMatchObject({
        action: "newsletter_issue.send",
        actorEmail: "admin@example.com",
        after: { subject, recipientCount: everyone.length },
      });
    });

    it.each([
      [{ subject: "", body: "Text" }, "subject", "Subject is required"],
      [{ subject: "Two\nlines", body: "Text" }, "subject", "Subject must be one line"],
      [
        { subject: "x".repeat(201), body: "Text" },
        "subject",
        "Subject must be at most 200 characters",
      ],
      [{ subject: "Hello", body: "  " }, "body", "Message is required"],
      [
        { subject: "Hello", body: "x".repeat(20_001) },
        "body",
        "Message must be at most 20000 characters",
      ],
    ])("refuses the newsletter %#, storing and sending nothing", async (json, field, message) => {
      const before = (await t.db.select().from(newsletterIssues)).length;
      const res = await asAdmin("/issues", { method: "POST", json });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
      expect((await t.db.select().from(newsletterIssues)).length).toBe(before);
    });
  });
});

describe("newsletter e-mails over SMTP", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp("pglite", { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** The message's headers, unfolded (RFC 5322 §2.2.3). */
  const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n(?=[ \t])/g, "");
  const header = (raw: string, name: string) =>
    new RegExp(`^${name}: (.*)$`, "mi").exec(headersOf(raw))?.[1];

  it("carry List-Unsubscribe and one-click headers, and the link in them unsubscribes", async () => {
    const email = unique("headers");
    await t.request("/api/newsletter", { method: "POST", json: { email } });
    await expect.poll(() => sink.received.length).toBe(1);
    const confirmation = sink.received[0];
    expect(confirmation.to).toEqual([email]);
    expect(header(confirmation.raw, "Subject")).toBe(CONFIRM_SUBJECT);
    expect(header(confirmation.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const list = header(confirmation.raw, "List-Unsubscribe");
    expect(list).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}>, <mailto:hello@yatratours\.in\?subject=unsubscribe>$/,
    );

    // Confirm from the body's link, then send a newsletter: it carries the headers too.
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    // The text part is quoted-printable.
    const body = confirmation.raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(body)?.[1];
    expect(
      (await t.request("/api/newsletter/confirm", { method: "POST", json: { token } })).status,
    ).toBe(200);
    const admin = await t.signIn("admin@example.com");
    const subject = `Headers ${crypto.randomUUID().slice(0, 6)}`;
    const sent = await t.request("/api/admin/newsletter/issues", {
      method: "POST",
      cookie: admin,
      json: { subject, body: "Hello." },
    });
    expect(sent.status).toBe(201);
    await expect
      .poll(() => sink.received.some((m) => header(m.raw, "Subject") === subject))
      .toBe(true);
    const issue = sink.received.find(
      (m) => header(m.raw, "Subject") === subject && m.to[0] === email,
    )!;
    expect(header(issue.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<([^>]+)>/.exec(header(issue.raw, "List-Unsubscribe") ?? "")?.[1] ?? "";
    expect(oneClick).toBe(
      `http://localhost:3000/api/newsletter/unsubscribe?token=${unsubscribeToken(TEST_SECRET, row.id)}`,
    );

    // What a mail program does with it (RFC 8058 §3.2): POST, no cookies, no Origin.
    const res = await t.app.request(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const [after] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(after.status).toBe("unsubscribed");
  });
});
