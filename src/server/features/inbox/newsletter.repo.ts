import { and, count, desc, eq, gt, ilike, ne } from "drizzle-orm";
import type { Queryable } from "@/server/db/client";
import { newsletterIssues, newsletterSubscriptions } from "@/server/db/schema";
import { likePattern } from "@/server/db/sql-text";
import type {
  NewsletterSubscriber,
  SubscriptionCounts,
  SubscriptionStatus,
  SubscriptionStatusFilter,
} from "@/shared/inbox/schema";

const s = newsletterSubscriptions;

export async function subscriptionByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(s).where(eq(s.email, email));
  return row;
}

/**
 * Signs the address up (again) as pending with a new confirmation token: a new address, or one
 * pending or unsubscribed. A confirmed address is left as it is: undefined then.
 */
export async function upsertPending(
  db: Queryable,
  values: { email: string; confirmTokenHash: string; confirmExpiresAt: Date },
) {
  const [row] = await db
    .insert(s)
    .values({ ...values, status: "pending" })
    .onConflictDoUpdate({
      target: s.email,
      set: {
        status: "pending",
        confirmTokenHash: values.confirmTokenHash,
        confirmExpiresAt: values.confirmExpiresAt,
        confirmedAt: null,
        unsubscribedAt: null,
      },
      setWhere: ne(s.status, "confirmed"),
    })
    .returning({ id: s.id });
  return row;
}

export async function subscriptionByConfirmHash(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(s).where(eq(s.confirmTokenHash, tokenHash));
  return row;
}

/** Confirms a pending subscription whose link still works; undefined otherwise. */
export async function confirmSubscription(db: Queryable, id: number, now: Date) {
  const [row] = await db
    .update(s)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(s.id, id), eq(s.status, "pending"), gt(s.confirmExpiresAt, now)))
    .returning({ id: s.id });
  return row;
}

/** Unsubscribes the address; its confirmation link stops working with it. */
export async function unsubscribe(db: Queryable, id: number, now: Date) {
  await db
    .update(s)
    .set({
      status: "unsubscribed",
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(and(eq(s.id, id), ne(s.status, "unsubscribed")));
}

const matching = (query: { status: SubscriptionStatusFilter; search?: string }) =>
  and(
    query.status === "all" ? undefined : eq(s.status, query.status),
    query.search ? ilike(s.email, likePattern(query.search)) : undefined,
  );

const subscriberColumns = {
  id: s.id,
  email: s.email,
  status: s.status,
  createdAt: s.createdAt,
  confirmedAt: s.confirmedAt,
  unsubscribedAt: s.unsubscribedAt,
};

function toSubscriber(row: {
  id: number;
  email: string;
  status: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): NewsletterSubscriber {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    id: row.id,
    email: row.email,
    status: row.status as SubscriptionStatus,
    subscribedAt: new Date(row.createdAt).toISOString(),
    confirmedAt: iso(row.confirmedAt),
    unsubscribedAt: iso(row.unsubscribedAt),
  };
}

/** Subscribers, newest first: a page of them, or with no page every one (the CSV export). */
export async function listSubscribers(
  db: Queryable,
  query: { status: SubscriptionStatusFilter; search?: string },
  page?: { page: number; pageSize: number },
): Promise<NewsletterSubscriber[]> {
  const ordered = db
    .select(subscriberColumns)
    .from(s)
    .where(matching(query))
    .orderBy(desc(s.createdAt), desc(s.id))
    .$dynamic();
  const rows = page
    ? await ordered.limit(page.pageSize).offset((page.page - 1) * page.pageSize)
    : await ordered;
  return rows.map(toSubscriber);
}

export async function countSubscribers(
  db: Queryable,
  query: { status: SubscriptionStatusFilter; search?: string },
): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(s).where(matching(query));
  return total;
}

/** How many subscribers matching `search` have each status. */
export async function subscriptionCounts(
  db: Queryable,
  search?: string,
): Promise<SubscriptionCounts> {
  const rows = await db
    .select({ status: s.status, total: count() })
    .from(s)
    .where(matching({ status: "all", search }))
    .groupBy(s.status);
  const counts: SubscriptionCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status as SubscriptionStatus] = row.total;
  return counts;
}

/** Everyone a newsletter goes to: confirmed addresses only. */
export function confirmedSubscribers(db: Queryable): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: s.id, email: s.email })
    .from(s)
    .where(eq(s.status, "confirmed"))
    .orderBy(s.id);
}

export async function insertIssue(
  db: Queryable,
  values: { subject: string; body: string; sentBy: string; recipientCount: number },
) {
  const [row] = await db.insert(newsletterIssues).values(values).returning();
  return row;
}
