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
}

/**
 * Follows the messages a person may see: listens first and holds live events back while the ones
 * after `lastEventId` are replayed, so nothing is lost or sent twice, then passes live ones on.
 * Returns the function that stops listening.
 */
export async function followMessages(
  deps: { db: Database; realtime: Realtime },
  actor: Actor,
  lastEventId: number,
  feed: MessageFeed,
): Promise<() => void> {
  const held: ChatMessage[] = [];
  let replaying = true;
  let sentUpTo = lastEventId;
  const send = async (message: ChatMessage) => {
    if (message.id <= sentUpTo) return;
    sentUpTo = message.id;
    await feed.deliver(message);
  };
  const unsubscribe = deps.realtime.subscribe(actor.role === "admin" ? ALL : actor.id, (event) => {
    if (replaying) held.push(event.message);
    else void send(event.message);
  });
  feed.onAbort(unsubscribe);
  await feed.ready();
  if (lastEventId > 0) {
    for (const message of await messagesSince(deps.db, actor, lastEventId)) await send(message);
  }
  for (const message of held.sort((a, b) => a.id - b.id)) await send(message);
  replaying = false;
  return unsubscribe;
}
