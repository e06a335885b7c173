import { createPerson, insertLadakhBooking, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, guides, messages, packages, user } from "@/server/db/schema";
import type { ChatMessage, UnreadCounts } from "@/shared/messages/types";

type StreamEvent = { event: string; id?: string; data: string };

/** Reads server-sent events from a streaming response, as far as each `until` asks. */
function eventStream(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffer = "";
  return {
    async until(done: (events: StreamEvent[]) => boolean, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(events)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), left)),
        ]);
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: "message", data: "" };
          for (const line of block.split("\n")) {
            const [key, ...rest] = line.split(":");
            const value = rest.join(":").replace(/^ /, "");
            if (key === "event") event.event = value;
            if (key === "id") event.id = value;
            if (key === "data") event.data = value;
          }
          events.push(event);
          end = buffer.indexOf("\n\n");
        }
      }
      return events;
    },
    cancel: () => reader.cancel(),
  };
}

/** Reads server-sent events from a streaming response until `until` says stop. */
async function readEvents(
  res: Response,
  until: (events: StreamEvent[]) => boolean,
  timeoutMs = 3000,
) {
  const stream = eventStream(res);
  const events = await stream.until(until, timeoutMs);
  await stream.cancel();
  return events;
}

describe.each(databaseKinds())("messages API on %s", (kind) => {
  let t: TestApp;
  let traveller: string;
  let guide: string;
  let stranger: string;
  let otherGuide: string;
  let admin: string;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    traveller = await t.signIn("traveller@example.com");
    guide = await t.signIn("guide@example.com");
    admin = await t.signIn("admin@example.com");
    await createPerson(t, "stranger@example.org");
    stranger = await t.signIn("stranger@example.org", PERSON_PASSWORD);
    const otherGuideId = await createPerson(t, "other.guide2@example.org", "guide");
    await t.db.update(guides).set({ userId: otherGuideId }).where(eq(guides.sno, 2));
    otherGuide = await t.signIn("other.guide2@example.org", PERSON_PASSWORD);
    const { booking: row } = await insertLadakhBooking(t, "2027-05-10", "2027-05-14");
    bookingId = row.id;
  });
  afterAll(() => t?.close());

  const post = (cookie: string, json: unknown) =>
    t.request(`/api/bookings/${bookingId}/messages`, { method: "POST", cookie, json });
  const send = (cookie: string, body: unknown) =>
    post(cookie, { body, idempotencyKey: crypto.randomUUID() });
  const unread = async (cookie: string) =>
    (await (await t.request("/api/messages/unread", { cookie })).json()) as UnreadCounts;

  it("lets only the two parties and admins read and write", async () => {
    expect((await send(traveller, "Namaste! Do we need warm jackets in May?")).status).toBe(201);
    expect((await send(guide, "Yes, nights in Leh are cold.")).status).toBe(201);
    expect((await send(admin, "Adding the packing list to your booking.")).status).toBe(201);
    for (const cookie of [stranger, otherGuide]) {
      expect((await send(cookie, "hi")).status).toBe(404);
      expect((await t.request(`/api/bookings/${bookingId}/messages`, { cookie })).status).toBe(404);
    }
    expect((await send("", "hi")).status).toBe(401);
  });

  it("refuses empty, blank and over-long messages, and keeps text as text", async () => {
    for (const body of ["", "   \n ", "x".repeat(2001), 42]) {
      const res = await send(traveller, body);
      expect(res.status).toBe(422);
      expect(
        ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.body,
      ).toBeTruthy();
    }
    const html = "<img src=x onerror=alert(1)> <b>bold</b>";
    const res = await send(traveller, html);
    expect(((await res.json()) as { message: ChatMessage }).message.body).toBe(html);
  });

  it("pages history newest last, older pages on request", async () => {
    for (let i = 0; i < 5; i++) await send(guide, `note ${i}`);
    const first = (await (
      await t.request(`/api/bookings/${bookingId}/messages?limit=3`, { cookie: traveller })
    ).json()) as { messages: ChatMessage[]; hasMore: boolean };
    expect(first.messages.map((m) => m.body)).toEqual(["note 2", "note 3", "note 4"]);
    expect(first.hasMore).toBe(true);
    const older = (await (
      await t.request(
        `/api/bookings/${bookingId}/messages?limit=3&before=${first.messages[0].id}`,
        { cookie: traveller },
      )
    ).json()) as { messages: ChatMessage[] };
    expect(older.messages.map((m) => m.body)).toEqual([
      "<img src=x onerror=alert(1)> <b>bold</b>",
      "note 0",
      "note 1",
    ]);
    expect(first.messages[2]).toMatchObject({ senderRole: "guide", senderName: "Vikram Rawat" });
  });

  it("counts unread messages from the other party until they are read", async () => {
    const before = await unread(traveller);
    expect(before.byBooking[bookingId]).toBeGreaterThan(0);
    const history = (await (
      await t.request(`/api/bookings/${bookingId}/messages`, { cookie: traveller })
    ).json()) as { messages: ChatMessage[] };
    const last = history.messages[history.messages.length - 1];
    await t.request(`/api/bookings/${bookingId}/messages/read`, {
      method: "POST",
      cookie: traveller,
      json: { upTo: last.id },
    });
    expect((await unread(traveller)).byBooking[bookingId]).toBeUndefined();
    await send(guide, "One more thing: bring sunscreen.");
    expect((await unread(traveller)).byBooking[bookingId]).toBe(1);
    expect((await unread(guide)).byBooking[bookingId]).toBeUndefined();
  });

  // Delivery time is measured by `npm run bench`; readEvents' deadline only stops a hung test.
  it("delivers a new message to the other party's event stream, and resumes after a drop", async () => {
    const stream = await t.request("/api/events", { cookie: traveller });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const pending = readEvents(stream, (events) => events.some((e) => e.event === "message"));
    await new Promise((r) => setTimeout(r, 50));
    await send(guide, "Live from Leh");
    const events = await pending;
    const message = JSON.parse(events.find((e) => e.event === "message")!.data) as ChatMessage;
    expect(message.body).toBe("Live from Leh");

    await send(guide, "Sent while you were away");
    const resumed = await t.request("/api/events", {
      cookie: traveller,
      headers: { "Last-Event-ID": String(message.id) },
    });
    const replay = await readEvents(resumed, (evs) => evs.some((e) => e.event === "message"));
    expect(JSON.parse(replay.find((e) => e.event === "message")!.data).body).toBe(
      "Sent while you were away",
    );
  });

  it("stores and delivers a resent message once, answering every repeat with it", async () => {
    const live = eventStream(await t.request("/api/events", { cookie: traveller }));
    await live.until((events) => events.some((e) => e.event === "ready"));
    const json = { body: "Pickup moved to 6:30", idempotencyKey: crypto.randomUUID() };
    const answers = [
      // At once first, as a retry racing a slow first try would: on PostgreSQL several find no
      // row and race to insert it.
      ...(await Promise.all(Array.from({ length: 8 }, () => post(guide, json)))),
      await post(guide, json),
      await post(guide, json),
    ];
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const sent = await Promise.all(
      answers.map(async (res) => ((await res.json()) as { message: ChatMessage }).message),
    );
    expect(new Set(sent.map((m) => JSON.stringify(m))).size).toBe(1);
    await send(guide, "After the repeats");

    const events = await live.until((evs) => evs.some((e) => e.data.includes("After the repeats")));
    await live.cancel();
    const delivered = events
      .filter((e) => e.event === "message")
      .map((e) => JSON.parse(e.data) as ChatMessage);
    expect(delivered.filter((m) => m.body === json.body)).toEqual([sent[0]]);
    const stored = await t.db
      .select()
      .from(messages)
      .where(eq(messages.idempotencyKey, json.idempotencyKey));
    expect(stored.map((m) => m.id)).toEqual([sent[0].id]);
  });

  it("refuses a message key used again for other text or by someone else", async () => {
    const json = { body: "See you at the gate", idempotencyKey: crypto.randomUUID() };
    expect((await post(guide, json)).status).toBe(201);
    for (const res of [
      await post(guide, { ...json, body: "See you at the hotel" }),
      await post(traveller, json),
    ]) {
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        "IDEMPOTENCY_KEY_REUSED",
      );
    }
    const stored = await t.db
      .select()
      .from(messages)
      .where(eq(messages.idempotencyKey, json.idempotencyKey));
    expect(stored).toHaveLength(1);
    for (const body of [{ body: "No key" }, { body: "Bad key", idempotencyKey: "x" }]) {
      const res = await post(guide, body);
      expect(res.status).toBe(422);
      expect(
        ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields
          .idempotencyKey,
      ).toBe("Invalid request key");
    }
  });

  it("does not stream a conversation to someone outside it", async () => {
    const stream = await t.request("/api/events", { cookie: stranger });
    const pending = readEvents(stream, (events) => events.some((e) => e.event === "message"), 700);
    await send(guide, "Private to the traveller");
    await expect(pending).rejects.toThrow(/timed out/);
    expect((await t.request("/api/events")).status).toBe(401);
  });
});

describe("unread message e-mails", () => {
  it("mails a recipient after ten unread minutes, once an hour, and not after reading", async () => {
    const { createTestApp: make } = await import("@tests/support/test-app");
    const { notifyUnread } = await import("./unread-notifier");
    const { createLogger } = await import("@/server/platform/logger");
    const { createMailer } = await import("@/server/platform/mail");
    const { conversationReads, mailOutbox } = await import("@/server/db/schema");
    const t = await make("pglite");
    try {
      const guide = await t.signIn("guide@example.com");
      const [me] = await t.db.select().from(user).where(eq(user.email, "traveller@example.com"));
      const [pkg] = await t.db.select().from(packages).where(eq(packages.srNo, 4));
      const [g1] = await t.db.select().from(guides).where(eq(guides.sno, 1));
      const [booking] = await t.db
        .insert(bookings)
        .values({
          userId: me.id,
          packageId: pkg.id,
          guideId: g1.id,
          startDate: "2027-06-01",
          endDate: "2027-06-03",
          price: pkg.price,
          name: "Ananya Iyer",
          email: "traveller@example.com",
          phone: "+91 98450 12345",
        })
        .returning();
      await t.request(`/api/bookings/${booking.id}/messages`, {
        method: "POST",
        cookie: guide,
        json: { body: "Pickup at 7?", idempotencyKey: crypto.randomUUID() },
      });
      const deps = {
        db: t.db,
        mailer: createMailer({
          from: "test@example.org",
          db: t.db,
          logger: createLogger("silent"),
        }),
        logger: createLogger("silent"),
        publicUrl: "http://localhost:3000",
      };
      expect(await notifyUnread(deps)).toBe(0);
      await t.db
        .update(messages)
        .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
        .where(eq(messages.bookingId, booking.id));
      expect(await notifyUnread(deps)).toBe(1);
      expect(await notifyUnread(deps)).toBe(0);
      const mails = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, "traveller@example.com"));
      expect(mails.filter((m) => m.subject.startsWith("You have an unread message"))).toHaveLength(
        1,
      );

      await t.db
        .update(conversationReads)
        .set({
          notifiedAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
          lastReadMessageId: 1_000_000,
        })
        .where(eq(conversationReads.bookingId, booking.id));
      expect(await notifyUnread(deps)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
