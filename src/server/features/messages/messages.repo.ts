import { and, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Queryable } from "@/server/db/client";
import {
  bookings,
  conversationReads,
  guides,
  messages,
  packages,
  profiles,
  user,
} from "@/server/db/schema";

export interface ConversationRow {
  bookingId: string;
  travellerId: string | null;
  guideUserId: string | null;
}

export async function conversationOf(
  db: Database,
  bookingId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select({ bookingId: bookings.id, travellerId: bookings.userId, guideUserId: guides.userId })
    .from(bookings)
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .where(eq(bookings.id, bookingId));
  return row;
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

function selectMessages(db: Queryable) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(user, eq(user.id, messages.senderId))
    .leftJoin(profiles, eq(profiles.userId, messages.senderId));
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>["execute"]>>[number];

/** Newest first, `limit` rows, older than `before` when given. */
export function latestMessages(
  db: Database,
  bookingId: string,
  options: { before?: number; limit: number },
) {
  return selectMessages(db)
    .where(
      and(
        eq(messages.bookingId, bookingId),
        options.before ? lt(messages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(options.limit);
}

export async function messageById(db: Queryable, id: number): Promise<MessageRow> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  return row;
}

export function messagesByIds(db: Database, ids: number[]) {
  return selectMessages(db).where(inArray(messages.id, ids)).orderBy(messages.id);
}

/** The stored message sent with this idempotency key, with who sent it where. */
export async function messageByIdempotencyKey(
  db: Queryable,
  key: string,
): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.idempotencyKey, key));
  return row;
}

/** Inserts the message unless its idempotency key is taken; the new id, or undefined. */
export async function insertMessageOnce(
  db: Queryable,
  values: { bookingId: string; senderId: string; body: string; idempotencyKey: string },
): Promise<number | undefined> {
  const [inserted] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return inserted?.id;
}

/** Moves a reader's mark forward to `upTo`, never back. */
export async function raiseReadMark(
  db: Queryable,
  bookingId: string,
  userId: string,
  upTo: number,
) {
  await db
    .insert(conversationReads)
    .values({ bookingId, userId, lastReadMessageId: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.bookingId, conversationReads.userId],
      set: { lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})` },
    });
}

/** Delivered when the transaction commits, to every server listening on the database. */
export async function notify(db: Queryable, channel: string, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Bookings whose conversation this person takes part in. */
function conversationsOf(userId: string) {
  return or(eq(bookings.userId, userId), eq(guides.userId, userId));
}

export function unreadPerConversation(db: Database, userId: string) {
  return db
    .select({ bookingId: messages.bookingId, unread: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(bookings, eq(bookings.id, messages.bookingId))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.bookingId, messages.bookingId),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(
      and(
        conversationsOf(userId),
        ne(sql`coalesce(${messages.senderId}, '')`, userId),
        gt(messages.id, sql`coalesce(${conversationReads.lastReadMessageId}, 0)`),
      ),
    )
    .groupBy(messages.bookingId);
}

/** Ids and conversations of messages after `afterId`, in one person's conversations or all. */
/** The newest message id of all, 0 when there is none: where a fresh event stream starts. */
export async function latestMessageId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${messages.id})` }).from(messages);
  return Number(row?.id ?? 0);
}

export function conversationMessagesAfter(
  db: Database,
  afterId: number,
  options: { userId?: string; limit: number },
) {
  return db
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
      and(
        gt(messages.id, afterId),
        options.userId === undefined ? undefined : conversationsOf(options.userId),
      ),
    )
    .orderBy(messages.id)
    .limit(options.limit);
}

/**
 * Claims the readers who left a message unread for `minutes`, at most once an hour per
 * conversation. One UPDATE, so several servers running this never claim the same row twice.
 */
export async function claimUnreadReaders(
  db: Database,
  seconds: number,
): Promise<{ bookingId: string; userId: string }[]> {
  const claimed = (await db.execute(sql`
    update conversation_reads cr set notified_at = now()
    where (cr.notified_at is null or cr.notified_at < now() - interval '1 hour')
      and exists (
        select 1 from messages m
        where m.booking_id = cr.booking_id
          and m.id > cr.last_read_message_id
          and m.sender_id is distinct from cr.user_id
          and m.created_at < now() - make_interval(secs => ${seconds})
      )
    returning cr.booking_id as "bookingId", cr.user_id as "userId"`)) as unknown as {
    rows: { bookingId: string; userId: string }[];
  };
  return claimed.rows;
}

export async function unreadNoticeDetails(db: Database, bookingId: string, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      packageName: packages.name,
      startDate: bookings.startDate,
      isGuide: sql<boolean>`${guides.userId} = ${userId}`,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(guides, eq(guides.id, bookings.guideId))
    .innerJoin(user, eq(user.id, userId))
    .where(eq(bookings.id, bookingId));
  return row;
}
