import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";
import { claimUnreadReaders, unreadNoticeDetails } from "./messages.repo";

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
  const claimed = await claimUnreadReaders(db, UNREAD_AFTER_MINUTES);
  for (const { bookingId, userId } of claimed) {
    const row = await unreadNoticeDetails(db, bookingId, userId);
    if (!row) continue;
    const where = row.isGuide ? `${deps.publicUrl}/dashboard` : `${deps.publicUrl}/my-bookings`;
    await sendSafely(deps, {
      to: row.email,
      subject: `You have an unread message about ${row.packageName}`,
      text: `A message about your booking of ${row.packageName} (from ${row.startDate}) is waiting for you.\n\nRead and reply: ${where}\n\nYatra Tours`,
    });
  }
  return claimed.length;
}
