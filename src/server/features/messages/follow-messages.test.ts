import crypto from "node:crypto";
import { insertLadakhBooking } from "@tests/support/api-helpers";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageEvent, Realtime } from "@/server/platform/realtime";
import type { ChatMessage } from "@/shared/messages/types";
import { followMessages } from "./messages.service";

/** A realtime layer the test drives by hand: announcements and reconnects happen when it says. */
function fakeRealtime() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const reconnects = new Set<() => void>();
  const realtime = {
    subscribe(_key: string, listener: (event: MessageEvent) => void, onReconnect?: () => void) {
      listeners.add(listener);
      if (onReconnect) reconnects.add(onReconnect);
      return () => {
        listeners.delete(listener);
        if (onReconnect) reconnects.delete(onReconnect);
      };
    },
  } as unknown as Realtime;
  return {
    realtime,
    announce: (message: ChatMessage) => {
      for (const l of listeners) l({ message, participants: [] });
    },
    reconnected: () => {
      for (const r of reconnects) r();
    },
  };
}

function feed() {
  const delivered: ChatMessage[] = [];
  let wake = () => {};
  return {
    delivered,
    feed: {
      ready: async () => {},
      deliver: async (message: ChatMessage) => {
        delivered.push(message);
        wake();
      },
      onAbort: () => {},
      close: () => {},
    },
    /** Resolves once `count` messages were delivered, or fails after a deadline. */
    until: (count: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${delivered.length} of ${count} delivered`)),
          5_000,
        );
        wake = () => {
          if (delivered.length < count) return;
          clearTimeout(timer);
          resolve();
        };
        wake();
      }),
  };
}

const message = (id: number, body = `message ${id}`): ChatMessage => ({
  id,
  bookingId: "b",
  senderId: null,
  senderName: "x",
  senderRole: "traveller",
  body,
  createdAt: new Date().toISOString(),
});

describe("following messages on one event stream", () => {
  let t: TestApp;
  let traveller: string;
  let travellerId: string;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    traveller = await t.signIn("traveller@example.com");
    const inserted = await insertLadakhBooking(t, "2027-06-10", "2027-06-14");
    travellerId = inserted.travellerId;
    const row = inserted.booking;
    bookingId = row.id;
  });
  afterAll(() => t?.close());

  const post = async (body: string) => {
    const res = await t.request(`/api/bookings/${bookingId}/messages`, {
      method: "POST",
      cookie: traveller,
      json: { body, idempotencyKey: crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { message: ChatMessage }).message;
  };

  it("passes on a message announced after one with a higher id (transactions commit out of order)", async () => {
    const live = fakeRealtime();
    const out = feed();
    const actor = { id: travellerId, role: "user" };
    // Resuming after an id far beyond any stored message: nothing to replay, only live events.
    await followMessages({ db: t.db, realtime: live.realtime }, actor, 1_000_000, out.feed);
    live.announce(message(1_000_006));
    live.announce(message(1_000_005));
    live.announce(message(1_000_006));
    await out.until(2);
    expect(out.delivered.map((m) => m.id)).toEqual([1_000_006, 1_000_005]);
  });

  it("replays what was announced while the listening connection was down, once each, when it is back", async () => {
    await post("before the stream opened");
    const live = fakeRealtime();
    const out = feed();
    const actor = { id: travellerId, role: "user" };
    await followMessages({ db: t.db, realtime: live.realtime }, actor, 0, out.feed);
    // These are stored, but their announcements never reach this stream: its server is not listening.
    const missed = [await post("missed one"), await post("missed two")];
    expect(out.delivered).toEqual([]);
    live.reconnected();
    // Announcements that do arrive meanwhile are held and not sent twice.
    live.announce(missed[1]);
    await out.until(2);
    const after = await post("after the reconnect");
    live.announce(after);
    await out.until(3);
    expect(out.delivered.map((m) => m.body)).toEqual([
      "missed one",
      "missed two",
      "after the reconnect",
    ]);
  });
});
