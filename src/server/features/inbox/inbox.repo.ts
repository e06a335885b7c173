import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import { contactMessages, contactReplies, guides } from "@/server/db/schema";
import { likePattern } from "@/server/db/sql-text";
import type {
  ContactMessageStatus,
  ContactMessageStatusFilter,
  InboxMessage,
  InboxStatusCounts,
} from "@/shared/inbox/schema";

const m = contactMessages;
const PREVIEW_LENGTH = 160;

const matching = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(m.name, pattern),
    ilike(m.email, pattern),
    ilike(m.subject, pattern),
    ilike(m.message, pattern),
  );
};

const listColumns = {
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  preview: sql<string>`left(${m.message}, ${PREVIEW_LENGTH})`,
  status: m.status,
  guideSno: guides.sno,
  guideName: guides.name,
  replyCount: sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.messageId} = ${m.id})`,
  createdAt: m.createdAt,
  updatedAt: m.updatedAt,
};

interface ListRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  preview: string;
  status: string;
  guideSno: number | null;
  guideName: string | null;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function toMessage(row: ListRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    preview: row.preview,
    status: row.status as ContactMessageStatus,
    guide:
      row.guideSno !== null && row.guideName !== null
        ? { sno: row.guideSno, name: row.guideName }
        : null,
    replyCount: Number(row.replyCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A page of messages, newest first, and how many match. */
export async function listMessages(
  db: Queryable,
  query: { status: ContactMessageStatusFilter; search?: string; page: number; pageSize: number },
): Promise<{ messages: InboxMessage[]; total: number }> {
  const where = and(
    query.status === "all" ? undefined : eq(m.status, query.status),
    matching(query.search),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(m)
      .leftJoin(guides, eq(guides.id, m.guideId))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(m).where(where),
  ]);
  return { messages: rows.map(toMessage), total };
}

/** How many messages matching `search` have each status. */
export async function statusCounts(db: Queryable, search?: string): Promise<InboxStatusCounts> {
  const rows = await db
    .select({ status: m.status, total: count() })
    .from(m)
    .where(matching(search))
    .groupBy(m.status);
  const counts: InboxStatusCounts = { new: 0, answered: 0, closed: 0 };
  for (const row of rows) counts[row.status as ContactMessageStatus] = row.total;
  return counts;
}

/** One message as the list shows it, with its full text. */
export async function findMessage(db: Queryable, id: number) {
  const [row] = await db
    .select({ ...listColumns, body: m.message })
    .from(m)
    .leftJoin(guides, eq(guides.id, m.guideId))
    .where(eq(m.id, id));
  return row ? { message: toMessage(row), body: row.body } : undefined;
}

/** The replies to a message, oldest first. */
export function repliesTo(db: Queryable, messageId: number) {
  return db
    .select({
      id: contactReplies.id,
      adminName: contactReplies.adminName,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

/** The message, locked until the transaction ends, so two admins' changes take turns. */
export async function lockMessage(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      status: m.status,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(eq(m.id, id))
    .for("update");
  return row;
}

export async function insertReply(
  tx: Queryable,
  values: { messageId: number; adminId: string; adminName: string; body: string },
) {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  return row;
}

export async function countReplies(tx: Queryable, messageId: number): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId));
  return total;
}

export async function setMessageStatus(tx: Queryable, id: number, status: ContactMessageStatus) {
  await tx.update(m).set({ status, updatedAt: new Date() }).where(eq(m.id, id));
}
