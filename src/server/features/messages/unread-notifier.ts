import type { Database } from "@/server/db/client";
import type { JobScheduler } from "@/server/platform/jobs";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { sendSafely } from "@/server/platform/send-safely";
import { claimUnreadReaders, unreadNoticeDetails } from "./messages.repo";
import { unreadMessageEmail } from "./unread-email";

export const UNREAD_AFTER_SECONDS = 10 * 60;
/** The one-off job a new message schedules for when it will have been unread long enough. */
export const UNREAD_JOB = "unread-message-emails";
/** The once-a-minute sweep that catches anything a one-off job missed. */
export const UNREAD_SWEEP_JOB = "unread-message-sweep";

/**
 * E-mails whoever has left a message unread for ten minutes, at most once an hour per
 * conversation. Claiming the rows in one UPDATE lets several servers run this without sending twice.
 */
export async function notifyUnread(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  afterSeconds?: number;
}): Promise<number> {
  const { db } = deps;
  const claimed = await claimUnreadReaders(db, deps.afterSeconds ?? UNREAD_AFTER_SECONDS);
  for (const { bookingId, userId } of claimed) {
    const row = await unreadNoticeDetails(db, bookingId, userId);
    if (!row) continue;
    const where = row.isGuide ? `${deps.publicUrl}/dashboard` : `${deps.publicUrl}/my-bookings`;
    await sendSafely(
      deps,
      unreadMessageEmail(await languageOfRecipient(db, { userId }), row.email, {
        packageName: row.packageName,
        startDate: row.startDate,
        where,
      }),
    );
  }
  return claimed.length;
}

/**
 * Puts the unread check for a message sent at `sentAt` on the job queue, a second after it falls
 * due. A failure to schedule loses nothing: the message is stored and the sweep still finds it.
 */
export async function scheduleUnreadNotice(
  deps: { jobs?: JobScheduler; logger: Logger; afterSeconds: number },
  bookingId: string,
  sentAt: Date,
) {
  if (!deps.jobs) return;
  const at = new Date(sentAt.getTime() + (deps.afterSeconds + 1) * 1000);
  try {
    await deps.jobs.sendAfter(UNREAD_JOB, { bookingId }, at);
  } catch (error) {
    deps.logger.warn({ err: error }, "could not schedule the unread message e-mail");
  }
}
