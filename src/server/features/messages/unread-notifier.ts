import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { bookings, guides, packages, user } from "@/server/db/schema";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";

export const UNREAD_AFTER_MINUTES = 10;

/**
 * E-mails whoever has left a message unread for ten minutes, at most once an hour per
 * conversation. Claiming the rows in one UPDATE lets several servers run this without sending twice.
 */
export async function notifyUnread(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}): Promise<number> {
  const { db } = deps;
  const claimed = (await db.execute(sql`
    update conversation_reads cr set notified_at = now()
    where (cr.notified_at is null or cr.notified_at < now() - interval '1 hour')
      and exists (
        select 1 from messages m
        where m.booking_id = cr.booking_id
          and m.id > cr.last_read_message_id
          and m.sender_id is distinct from cr.user_id
          and m.created_at < now() - make_interval(mins => ${UNREAD_AFTER_MINUTES})
      )
    returning cr.booking_id as "bookingId", cr.user_id as "userId"`)) as unknown as {
    rows: { bookingId: string; userId: string }[];
  };
  for (const { bookingId, userId } of claimed.rows) {
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
    if (!row) continue;
    const where = row.isGuide ? `${deps.publicUrl}/dashboard` : `${deps.publicUrl}/my-bookings`;
    await sendSafely(deps, {
      to: row.email,
      subject: `You have an unread message about ${row.packageName}`,
      text: `A message about your booking of ${row.packageName} (from ${row.startDate}) is waiting for you.\n\nRead and reply: ${where}\n\nYatra Tours`,
    });
  }
  return claimed.rows.length;
}
