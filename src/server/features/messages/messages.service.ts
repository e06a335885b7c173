import { and, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, conversationReads, guides, messages, profiles, user } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import { MESSAGES_CHANNEL, type MessageEvent } from "@/server/platform/realtime";
import type { ChatMessage, UnreadCounts } from "@/shared/messages/types";

interface Actor {
  id: string;
  role?: string | null;
}

export interface Conversation {
  bookingId: string;
  travellerId: string | null;
  guideUserId: string | null;
}

async function conversationOf(db: Database, bookingId: string): Promise<Conversation | undefined> {
  const [row] = await db
    .select({ bookingId: bookings.id, travellerId: bookings.userId, guideUserId: guides.userId })
    .from(bookings)
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Only the booking's traveller, its guide and admins; for anyone else it does not exist. */
export async function openConversation(db: Database, actor: Actor, bookingId: string) {
  const conversation = await conversationOf(db, bookingId);
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

const messageColumns = {
  id: messages.id,
  bookingId: messages.bookingId,
  senderId: messages.senderId,
  body: messages.body,
  createdAt: messages.createdAt,
  senderName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), nullif(${user.name}, ''), 'Someone')`,
  senderRole: user.role,
};

function selectMessages(db: Database) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(user, eq(user.id, messages.senderId))
    .leftJoin(profiles, eq(profiles.userId, messages.senderId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["execute"]>>[number];

function toMessage(c: Conversation, row: MessageRow): ChatMessage {
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
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.bookingId, conversation.bookingId),
        options.before ? lt(messages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  return {
    messages: rows
      .slice(0, options.limit)
      .reverse()
      .map((r) => toMessage(conversation, r)),
    hasMore,
  };
}

/** Stores the message, marks it read for its sender, and announces it to every app server. */
export async function sendMessage(
  db: Database,
  actor: Actor,
  conversation: Conversation,
  body: string,
) {
  const message = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ bookingId: conversation.bookingId, senderId: actor.id, body })
      .returning({ id: messages.id });
    for (const participant of new Set([...participants(conversation), actor.id])) {
      const lastRead = participant === actor.id ? inserted.id : 0;
      await tx
        .insert(conversationReads)
        .values({
          bookingId: conversation.bookingId,
          userId: participant,
          lastReadMessageId: lastRead,
        })
        .onConflictDoUpdate({
          target: [conversationReads.bookingId, conversationReads.userId],
          set: {
            lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${lastRead})`,
          },
        });
    }
    const [row] = await selectMessages(tx as unknown as Database).where(
      eq(messages.id, inserted.id),
    );
    const chat = toMessage(conversation, row);
    const event: MessageEvent = { message: chat, participants: participants(conversation) };
    // Delivered when the transaction commits, to every server listening on the database.
    await tx.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${JSON.stringify(event)})`);
    return chat;
  });
  return message;
}

export async function markRead(
  db: Database,
  actor: Actor,
  conversation: Conversation,
  upTo: number,
) {
  await db
    .insert(conversationReads)
    .values({ bookingId: conversation.bookingId, userId: actor.id, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.bookingId, conversationReads.userId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})` },
    });
}

/** Bookings whose conversation this person takes part in. */
function conversationsOf(actor: Actor) {
  return or(eq(bookings.userId, actor.id), eq(guides.userId, actor.id));
}

export async function unreadCounts(db: Database, actor: Actor): Promise<UnreadCounts> {
  const rows = await db
    .select({ bookingId: messages.bookingId, unread: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.bookingId, messages.bookingId),
        eq(conversationReads.userId, actor.id),
      ),
    )
    .where(
      and(
        conversationsOf(actor),
        ne(sql`coalesce(${messages.senderId}, '')`, actor.id),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.bookingId);
  const byBooking = Object.fromEntries(rows.map((r) => [r.bookingId, r.unread]));
  return { total: rows.reduce((n, r) => n + r.unread, 0), byBooking };
}

/** Messages after `afterId` that this person may see, to resume an event stream. */
export async function messagesSince(db: Database, actor: Actor, afterId: number, limit = 500) {
  const rows = await db
    .select({
      id: messages.id,
      bookingId: messages.bookingId,
      travellerId: bookings.userId,
      guideUserId: guides.userId,
    })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .where(
      and(gt(messages.id, afterId), actor.role === "admin" ? undefined : conversationsOf(actor)),
    )
    .orderBy(messages.id)
    .limit(limit);
  if (rows.length === 0) return [];
  const full = await selectMessages(db)
    .where(
      inArray(
        messages.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(messages.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return full.map((r) => {
    const c = byId.get(r.id)!;
    return toMessage(
      { bookingId: c.bookingId, travellerId: c.travellerId, guideUserId: c.guideUserId },
      r,
    );
  });
}
