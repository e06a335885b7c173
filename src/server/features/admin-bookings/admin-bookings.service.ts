import type { Database } from "@/server/db/client";
import { orDomainError, SQLSTATE } from "@/server/db/violations";
import { recordAudit } from "@/server/features/audit/audit.repo";
import { currentView, viewsOf } from "@/server/features/bookings/booking-view";
import { bookingsByIds } from "@/server/features/bookings/bookings.repo";
import { type BookingDeps, cancelBooking } from "@/server/features/bookings/bookings.service";
import { ledgerLineOf } from "@/server/features/payments/ledger-line";
import { ledgerOf } from "@/server/features/payments/payments.repo";
import { AppError, notFound } from "@/server/http/errors";
import type { AdminBookingsQuery, AdminCancelInput } from "@/shared/admin-bookings/schema";
import type {
  ActorRole,
  AdminBookingDetail,
  AdminBookingRow,
  AdminBookingsPage,
  AdminGuideOption,
} from "@/shared/admin-bookings/types";
import { type BookingStatus, canCancel, cancellationQuote } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import { todayInIndia } from "@/shared/dates";
import * as repo from "./admin-bookings.repo";

interface Admin {
  id: string;
}

const rowOf = (b: BookingView): AdminBookingRow => ({
  id: b.id,
  packageId: b.packageId,
  packageName: b.packageName,
  destinationName: b.destinationName,
  guide: b.guide,
  traveller: { name: b.name, email: b.email },
  startDate: b.startDate,
  endDate: b.endDate,
  numberOfTravelers: b.numberOfTravelers,
  price: b.price,
  status: b.status,
  paymentState: b.payment.state,
  createdAt: b.createdAt,
});

/** One page of every booking, newest first, with how many match the filters. */
export async function listBookings(
  db: Database,
  query: AdminBookingsQuery,
  today = todayInIndia(),
): Promise<AdminBookingsPage> {
  const page = await orDomainError(
    () =>
      repo.adminBookingsPage(db, {
        status: query.status ?? null,
        payment: query.payment ?? null,
        guideSno: query.guide ?? null,
        destinationSrNo: query.destination ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        q: query.q,
        limit: query.limit,
        offset: query.offset,
        today,
      }),
    {
      [SQLSTATE.queryCanceled]: () =>
        new AppError(
          503,
          "LIST_TIMEOUT",
          "The bookings took too long to load. Narrow the filters and try again.",
        ),
    },
  );
  // The rows, and their payment state, come the way the traveller's and the guide's do.
  const views = await viewsOf(db, await bookingsByIds(db, page.ids));
  return { bookings: views.map(rowOf), total: page.total, totalCapped: page.capped };
}

/** A booking with its history, its payments and what cancelling it now would refund. */
export async function bookingDetail(
  db: Database,
  id: string,
  today = todayInIndia(),
): Promise<AdminBookingDetail> {
  const booking = await currentView(db, id);
  if (!booking) throw notFound("Booking");
  const [events, lines, messagesCount] = await Promise.all([
    repo.bookingHistory(db, id),
    ledgerOf(db, [id]),
    repo.messagesCount(db, id),
  ]);
  return {
    booking,
    history: events.map((e) => ({
      id: e.id,
      from: e.fromStatus as BookingStatus | null,
      to: e.toStatus as BookingStatus,
      actorRole: e.actorRole as ActorRole,
      actor:
        e.actorId === null
          ? null
          : { id: e.actorId, name: e.actorName ?? "", email: e.actorEmail ?? "" },
      at: e.at.toISOString(),
    })),
    ledger: lines.map(ledgerLineOf),
    messagesCount,
    cancellation: canCancel(booking.status)
      ? cancellationQuote(
          {
            netPaidPaise: booking.payment.netPaidPaise,
            depositPaise: booking.payment.depositPaise,
          },
          booking.startDate,
          today,
        )
      : null,
  };
}

/**
 * The company cancels for the traveller: the traveller's own cancellation (the policy's refund,
 * both parties e-mailed), with the admin named in the booking's history and in the audit log.
 */
export async function cancelForTraveller(
  deps: BookingDeps,
  admin: Admin,
  id: string,
  input: AdminCancelInput,
): Promise<AdminBookingDetail> {
  const before = await currentView(deps.db, id);
  if (!before) throw notFound("Booking");
  await cancelBooking(deps, { id: admin.id, role: "admin" }, id, {
    reason: input.reason,
    record: (tx, quote) =>
      recordAudit(tx, {
        actorId: admin.id,
        action: "booking.cancel",
        entityType: "booking",
        entityId: id,
        before: {
          status: before.status,
          paymentState: before.payment.state,
          netPaidPaise: before.payment.netPaidPaise,
        },
        after: {
          status: "cancelled",
          reason: input.reason,
          refundPaise: quote.refundPaise,
          daysBefore: quote.daysBefore,
        },
      }),
  });
  return bookingDetail(deps.db, id);
}

export function guideChoices(db: Database, q: string): Promise<AdminGuideOption[]> {
  return q === "" ? Promise.resolve([]) : repo.guideOptions(db, q);
}
