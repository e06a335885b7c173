import type { Database } from "@/server/db/client";
import type { Logger } from "@/server/platform/logger";
import type { Mailer } from "@/server/platform/mail";
import { sendSafely } from "@/server/platform/send-safely";
import { bookingEmails } from "./booking-emails";
import { travellerLanguage } from "./booking-languages.repo";
import { viewOf } from "./booking-view";
import * as repo from "./bookings.repo";
import { guideRecipient } from "./guide-email";

/**
 * The once-a-minute sweep that reminds and expires: a request's deadlines are rows in the
 * database, so a minute's sweep finds them after any restart, and costs a booking nothing (one
 * queued job per request made each booking wait on the queue; decision 0024).
 */
export const REQUEST_SWEEP_JOB = "booking-request-deadlines";

export interface RequestDeadlines {
  reminderAfterSeconds: number;
  expiryAfterSeconds: number;
}

interface DeadlineDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  companyEmail: string;
  deadlines: RequestDeadlines;
}

/**
 * Reminds the guides of requests waiting a day and expires the ones waiting two, e-mailing each
 * side once. Every step claims its rows in one UPDATE, so running it again, or on two servers at
 * once, sends nothing twice. `now` is a parameter so tests need no clock.
 */
export async function runRequestDeadlines(deps: DeadlineDeps, now = new Date()) {
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const expired = await repo.expireRequests(deps.db, ago(deps.deadlines.expiryAfterSeconds), now);
  const reminded = await repo.claimRequestsToRemind(
    deps.db,
    ago(deps.deadlines.reminderAfterSeconds),
    now,
  );
  for (const { id } of reminded) {
    const row = await repo.findBooking(deps.db, id);
    if (!row) continue;
    const expiresAt = new Date(
      row.booking.createdAt.getTime() + deps.deadlines.expiryAfterSeconds * 1000,
    );
    const guide = await guideRecipient(deps, row.guideUserId);
    await sendSafely(
      deps,
      bookingEmails.reminder(
        guide.language,
        guide.to,
        await viewOf(deps.db, row),
        deps.publicUrl,
        expiresAt,
      ),
    );
  }
  for (const { id } of expired) {
    const row = await repo.findBooking(deps.db, id);
    if (!row) continue;
    const booking = await viewOf(deps.db, row);
    await sendSafely(
      deps,
      bookingEmails.expired(
        await travellerLanguage(deps.db, id),
        booking.email,
        booking,
        deps.publicUrl,
        false,
      ),
    );
    const guide = await guideRecipient(deps, row.guideUserId);
    await sendSafely(
      deps,
      bookingEmails.expired(guide.language, guide.to, booking, deps.publicUrl, true),
    );
  }
  return { reminded: reminded.length, expired: expired.length };
}
