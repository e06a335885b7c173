import type { Database } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { createOnce, sameFields } from "@/server/platform/idempotency";
import {
  ALL,
  MESSAGES_CHANNEL,
  type MessageEvent,
  type Realtime,
} from "@/server/platform/realtime";
import type { SendMessageInput } from "@/shared/messages/schema";
import type { ChatMessage, UnreadCounts } from "@/shared/messages/types";
import * as repo from "./messages.repo";

interface Actor {
  id: string;
  role?: string | null;
}

export type Conversation = repo.ConversationRow;

/** Only the booking's traveller, its guide and admins; for anyone else it does not exist. */
export async function openConversation(db: Database, actor: Actor, bookingId: string) {
  const conversation = await repo.conversationOf(db, bookingId);
  const allowed =
    conversation &&
    (actor.role === "admin" ||
      conversation.travellerId === actor.id ||
      conversation.guideUserId === actor.id);
  if (!allowed) throw notFound("Conversation");
  return conversation;
}

const participants = (c: Conversation) =>
  [c.travellerId, c.guideUserId].filter((id): id is string => id !== null);

function roleIn(
  c: Conversation,
  senderId: string | null,
  senderRole: string | null,
): ChatMessage["senderRole"] {
  if (senderId && senderId === c.guideUserId) return "guide";
  if (senderId && senderId === c.travellerId) return "traveller";
  return senderRole === "admin" ? "admin" : "traveller";
}

function toMessage(c: Conversation, row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    bookingId: row.bookingId,
    senderId: row.senderId,
    senderName: row.senderName,
    senderRole: roleIn(c, row.senderId, row.senderRole),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of history, oldest first; `before` pages back through older messages. */
export async function listMessages(
  db: Database,
  conversation: Conversation,
  options: { before?: number; limit: number },
) {
  const rows = await repo.latestMessages(db, conversation.bookingId, {
    before: options.before,
    limit: options.limit + 1,
  });
  const hasMore = rows.length > options.limit;
  return {
    messages: rows
      .slice(0, options.limit)
      .reverse()
      .map((r) => toMessage(conversation, r)),
    hasMore,
  };
}

/**
 * Stores the message, marks it read for its sender, and announces it to every app server, all in
 * one transaction. The same send repeated (its answer was lost) gets the stored message back and
 * announces nothing, so nobody sees it twice.
 */
export async function sendMessage(
  db: Database,
  actor: Actor,
  conversation: Conversation,
  input: SendMessageInput,
): Promise<ChatMessage> {
  const { row } = await createOnce({
    find: () => repo.messageByIdempotencyKey(db, input.idempotencyKey),
    insert: () =>
      db.transaction(async (tx) => {
        const id = await repo.insertMessageOnce(tx, {
          bookingId: conversation.bookingId,
          senderId: actor.id,
          body: input.body,
          idempotencyKey: input.idempotencyKey,
        });
        if (id === undefined) return undefined;
        for (const participant of new Set([...participants(conversation), actor.id])) {
          await repo.raiseReadMark(
            tx,
            conversation.bookingId,
            participant,
            participant === actor.id ? id : 0,
          );
        }
        const stored = await repo.messageById(tx, id);
        const event: MessageEvent = {
          message: toMessage(conversation, stored),
          participants: participants(conversation),
        };
        await repo.notify(tx, MESSAGES_CHANNEL, JSON.stringify(event));
        return stored;
      }),
    isSameRequest: (stored) =>
      sameFields(stored, {
        bookingId: conversation.bookingId,
        senderId: actor.id,
        body: input.body,
      }),
  });
  return toMessage(conversation, row);
}

export async function markRead(
  db: Database,
  actor: Actor,
  conversation: Conversation,
  upTo: number,
) {
  await repo.raiseReadMark(db, conversation.bookingId, actor.id, upTo);
}

export async function unreadCounts(db: Database, actor: Actor): Promise<UnreadCounts> {
  const rows = await repo.unreadPerConversation(db, actor.id);
  const byBooking = Object.fromEntries(rows.map((r) => [r.bookingId, r.unread]));
  return { total: rows.reduce((n, r) => n + r.unread, 0), byBooking };
}

/** Messages after `afterId` that this person may see, to resume an event stream. */
export async function messagesSince(db: Database, actor: Actor, afterId: number, limit = 500) {
  const rows = await repo.conversationMessagesAfter(db, afterId, {
    userId: actor.role === "admin" ? undefined : actor.id,
    limit,
  });
  if (rows.length === 0) return [];
  const full = await repo.messagesByIds(
    db,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return full.map((r) => {
    const c = byId.get(r.id)!;
    return toMessage(
      { bookingId: c.bookingId, travellerId: c.travellerId, guideUserId: c.guideUserId },
      r,
    );
  });
}

/** Where a followed stream of messages goes: the event stream of one request. */
export interface MessageFeed {
  ready(): Promise<void>;
  deliver(message: ChatMessage): Promise<void>;
  onAbort(stop: () => void): void;
  /** Ends the stream; the browser reopens it with Last-Event-ID. */
  close(): void;
}

const REPLAY_BATCH = 500;
/**
 * Ids come from a sequence when a message is inserted, but messages are announced when their
 * transaction commits, so under concurrent sends a lower id can arrive after a higher one. A
 * stream therefore remembers which ids it sent rather than only the highest, and a catch-up reads
 * again from this many ids below the highest it sent.
 */
const REORDER_WINDOW = 200;

/**
 * Follows the messages a person may see. It listens first and holds live events back while the
 * ones after `lastEventId` (or after the newest message at the start) are replayed from the
 * database, so nothing is lost or sent twice, then passes live ones on. Each time the server's
 * listening connection comes back after a loss, the same catch-up runs from the last message sent.
 * Returns the function that stops listening.
 */
export async function followMessages(
  deps: { db: Database; realtime: Realtime },
  actor: Actor,
  lastEventId: number,
  feed: MessageFeed,
): Promise<() => void> {
  // What the person already has (or, on a fresh stream, what came before it): never sent.
  const floor = lastEventId > 0 ? lastEventId : await repo.latestMessageId(deps.db);
  let sentUpTo = floor;
  const sent = new Set<number>();
  const held: ChatMessage[] = [];
  // Catch-ups queued or running; live events are held back while there is one.
  let pending = 1;
  let closed = false;
  const send = async (message: ChatMessage) => {
    if (message.id <= floor || sent.has(message.id)) return;
    sent.add(message.id);
    if (message.id > sentUpTo) {
      sentUpTo = message.id;
      if (sent.size > 4 * REORDER_WINDOW)
        for (const id of sent) if (id < sentUpTo - 2 * REORDER_WINDOW) sent.delete(id);
    }
    await feed.deliver(message);
  };
  const catchUp = async () => {
    for (;;) {
      const batch = await messagesSince(
        deps.db,
        actor,
        Math.max(floor, sentUpTo - REORDER_WINDOW),
        REPLAY_BATCH,
      );
      for (const message of batch) await send(message);
      if (batch.length < REPLAY_BATCH) break;
    }
    // Another catch-up follows: sending the held events now would skip what it is about to read.
    if (pending > 1) {
      pending -= 1;
      return;
    }
    // Live events may keep arriving while held ones are sent; stop holding only once none are left.
    while (held.length > 0) {
      for (const message of held.splice(0).sort((a, b) => a.id - b.id)) await send(message);
    }
    pending = 0;
  };
  let catchingUp = Promise.resolve();
  const catchUpAgain = () => {
    if (closed) return;
    pending += 1;
    catchingUp = catchingUp.then(catchUp).catch(() => {
      // The database went away again mid-way: rather than skip what could not be read, end the
      // stream, and the browser resumes it from the last id it received.
      closed = true;
      unsubscribe();
      feed.close();
    });
  };
  const unsubscribe = deps.realtime.subscribe(
    actor.role === "admin" ? ALL : actor.id,
    (event) => {
      if (closed) return;
      if (pending > 0) held.push(event.message);
      else void send(event.message);
    },
    catchUpAgain,
  );
  feed.onAbort(unsubscribe);
  try {
    await feed.ready();
    catchingUp = catchingUp.then(catchUp);
    await catchingUp;
  } catch (error) {
    closed = true;
    unsubscribe();
    throw error;
  }
  return unsubscribe;
}
