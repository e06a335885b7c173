import type { Database } from "@/server/db/client";
import * as ledger from "@/server/features/payments/payments.repo";
import { photoViews } from "@/server/features/photos/photos.repo";
import { type BookingStatus, effectiveStatus } from "@/shared/bookings/rules";
import type { BookingPayment, BookingView, RefundView } from "@/shared/bookings/types";
import { packageIdFor } from "@/shared/catalogue/rules";
import { todayInIndia } from "@/shared/dates";
import { amountDueNow, ledgerTotals, paymentState } from "@/shared/payments/rules";
import type { PhotoView } from "@/shared/photos/types";
import { type BookingRow, findBooking } from "./bookings.repo";

function paymentOf(
  row: BookingRow,
  status: BookingStatus,
  lines: ledger.LedgerRow[],
): BookingPayment {
  const b = row.booking;
  const pricePaise = b.price * 100;
  const totals = ledgerTotals(
    lines as { kind: "charge" | "refund"; amountPaise: number; state: string }[],
  );
  return {
    state: paymentState(status, pricePaise, totals),
    pricePaise,
    depositPaise: b.depositPaise,
    balanceDueOn: b.balanceDueOn,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    ...totals,
    dueNow: amountDueNow(
      { status, pricePaise, depositPaise: b.depositPaise, balanceDueOn: b.balanceDueOn },
      totals,
    ),
    refunds: lines
      .filter((l) => l.kind === "refund")
      .map((l) => ({
        id: l.id,
        amountPaise: l.amountPaise,
        state: l.state as RefundView["state"],
        reference: l.providerRefundId,
        createdAt: l.createdAt.toISOString(),
      })),
    documents: lines
      .filter((l) => l.documentNumber)
      .map((l) => ({
        number: l.documentNumber!,
        kind: l.kind === "charge" ? ("invoice" as const) : ("credit_note" as const),
        amountPaise: l.amountPaise,
        issuedOn: l.documentIssuedOn ?? "",
      })),
  };
}

/**
 * A booking as its traveller, its guide or an admin sees it, with its money from the ledger and
 * its package's uploaded photo (`photo`, null when it has none).
 */
export function toView(
  row: BookingRow,
  lines: ledger.LedgerRow[],
  today = todayInIndia(),
  photo: PhotoView | null = null,
): BookingView {
  const b = row.booking;
  const status = effectiveStatus(b.status as BookingStatus, b.endDate, today);
  return {
    id: b.id,
    status,
    packageId: packageIdFor(row.packageSrNo),
    packageName: row.packageName,
    destinationName: row.destinationName,
    packageImage: { image: row.packageImage, imageAlt: row.packageImageAlt, photo },
    hi: {
      packageName: row.packageNameHi,
      destinationName: row.destinationNameHi,
      guideName: row.guideNameHi,
    },
    guide: { sno: row.guideSno, name: row.guideName },
    startDate: b.startDate,
    endDate: b.endDate,
    numberOfTravelers: b.numberOfTravelers,
    price: b.price,
    name: b.name,
    email: b.email,
    phone: b.phone,
    notes: b.notes,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    payment: paymentOf(row, status, lines),
    reviewed: row.reviewId !== null,
    canReview: status === "completed" && row.reviewId === null,
  };
}

/** Views of many bookings with one ledger query and one query for their packages' photos. */
export async function viewsOf(db: Database, rows: BookingRow[]): Promise<BookingView[]> {
  const [lines, photos] = await Promise.all([
    ledger.ledgerOf(
      db,
      rows.map((r) => r.booking.id),
    ),
    photoViews(
      db,
      rows.flatMap((r) => (r.packagePhotoId ? [r.packagePhotoId] : [])),
    ),
  ]);
  const byBooking = new Map<string, ledger.LedgerRow[]>();
  for (const line of lines)
    byBooking.set(line.bookingId, [...(byBooking.get(line.bookingId) ?? []), line]);
  const today = todayInIndia();
  return rows.map((r) =>
    toView(
      r,
      byBooking.get(r.booking.id) ?? [],
      today,
      (r.packagePhotoId && photos.get(r.packagePhotoId)) || null,
    ),
  );
}

export async function viewOf(db: Database, row: BookingRow): Promise<BookingView> {
  return (await viewsOf(db, [row]))[0];
}

/** The booking as it is now (read again after a change), or undefined when there is none. */
export async function currentView(db: Database, id: string): Promise<BookingView | undefined> {
  const row = await findBooking(db, id);
  return row ? viewOf(db, row) : undefined;
}
