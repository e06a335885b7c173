import { travellerLanguage } from "@/server/features/bookings/booking-languages.repo";
import { viewOf } from "@/server/features/bookings/booking-view";
import * as bookingsRepo from "@/server/features/bookings/bookings.repo";
import { guideRecipient } from "@/server/features/bookings/guide-email";
import { sendSafely } from "@/server/platform/send-safely";
import { cancellationQuote } from "@/shared/bookings/rules";
import { todayInIndia } from "@/shared/dates";
import { paymentEmails } from "./payment-emails";
import * as repo from "./payments.repo";
import {
  netPaid,
  type PaymentDeps,
  reconcile,
  reconcileOrder,
  refundCharges,
} from "./payments.service";

export const PAYMENT_SWEEP_JOB = "payment-deadlines";
/** Sent once as each server starts: it asks the provider about every open order. */
export const PAYMENT_CATCH_UP_JOB = "payment-catch-up";

/**
 * The once-a-minute payments sweep (decision 0026), safe to run twice or on two servers: every
 * step claims its rows in one UPDATE or is idempotent.
 * 1. Holds about to lapse: their orders are asked about first, so a payment made in time counts.
 * 2. Holds past their 24 hours expire, freeing the guide's dates; both sides are e-mailed.
 * 3. Balance reminders 7 and 2 days before the due date; a balance unpaid after it cancels.
 * 4. The reconciler: orders and refunds whose news is late (all open ones on a catch-up run).
 */
export async function runPaymentDeadlines(
  deps: PaymentDeps,
  now = new Date(),
  { catchUp = false }: { catchUp?: boolean } = {},
) {
  for (const { id } of await repo.holdsDueBy(deps.db, now)) {
    for (const order of await repo.openOrders(deps.db, now, 10, id))
      await reconcileOrder(deps, order);
  }
  const expired = await repo.expireHolds(deps.db, now);
  for (const { id } of expired) {
    const row = await bookingsRepo.findBooking(deps.db, id);
    if (!row) continue;
    const view = await viewOf(deps.db, row);
    await sendSafely(
      deps,
      paymentEmails.holdExpired(
        await travellerLanguage(deps.db, id),
        view.email,
        view,
        deps.publicUrl,
        false,
      ),
    );
    const guide = await guideRecipient(deps, row.guideUserId);
    await sendSafely(
      deps,
      paymentEmails.holdExpired(guide.language, guide.to, view, deps.publicUrl, true),
    );
  }
  const today = todayInIndia(now);
  let reminded = 0;
  for (const [withinDays, reminder] of [
    [7, 1],
    [2, 2],
  ] as const) {
    for (const { id } of await repo.claimBalanceReminders(deps.db, today, withinDays, reminder)) {
      const row = await bookingsRepo.findBooking(deps.db, id);
      if (!row) continue;
      await sendSafely(
        deps,
        paymentEmails.balanceReminder(
          await travellerLanguage(deps.db, id),
          await viewOf(deps.db, row),
          deps.publicUrl,
        ),
      );
      reminded++;
    }
  }
  let overdue = 0;
  for (const { id } of await repo.overdueBalances(deps.db, today)) {
    const row = await bookingsRepo.findBooking(deps.db, id);
    if (!row) continue;
    if (!(await bookingsRepo.cancel(deps.db, id, "confirmed"))) continue;
    const quote = cancellationQuote(
      { netPaidPaise: await netPaid(deps.db, id), depositPaise: row.booking.depositPaise },
      row.booking.startDate,
      today,
    );
    await refundCharges(deps, id, quote.refundPaise, "Balance not paid by its due date", null);
    const view = await viewOf(deps.db, (await bookingsRepo.findBooking(deps.db, id))!);
    await sendSafely(
      deps,
      paymentEmails.balanceOverdue(
        await travellerLanguage(deps.db, id),
        view.email,
        view,
        deps.publicUrl,
        false,
      ),
    );
    const guide = await guideRecipient(deps, row.guideUserId);
    await sendSafely(
      deps,
      paymentEmails.balanceOverdue(guide.language, guide.to, view, deps.publicUrl, true),
    );
    overdue++;
  }
  // After a restart every open order is asked about at once: webhooks sent while the server was
  // down are lost to it, and the payer should not wait for an order to age.
  const reconciled = await reconcile(deps, now, catchUp ? 0 : undefined);
  return { expired: expired.length, reminded, overdue, ...reconciled };
}
