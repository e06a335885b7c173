import type { BookingStatus, CancellationQuote } from "@/shared/bookings/rules";
import type { BookingView } from "@/shared/bookings/types";
import type { PaymentState } from "@/shared/payments/rules";
import type { LedgerLine } from "@/shared/payments/types";

/** One row of the admin's list of every booking. */
export interface AdminBookingRow {
  id: string;
  /** `dest_N`, the package page's id. */
  packageId: string;
  packageName: string;
  destinationName: string;
  guide: { sno: number; name: string };
  traveller: { name: string; email: string };
  startDate: string;
  endDate: string;
  numberOfTravelers: number;
  /** Whole rupees. */
  price: number;
  /** As everyone sees it: a confirmed tour whose last day has passed is completed. */
  status: BookingStatus;
  /** From the payments ledger, as the traveller's and the guide's views derive it. */
  paymentState: PaymentState;
  createdAt: string;
}

/** GET /api/admin/bookings */
export interface AdminBookingsPage {
  bookings: AdminBookingRow[];
  /** Exact up to ADMIN_BOOKINGS_TOTAL_CAP; when `totalCapped`, at least that many match. */
  total: number;
  totalCapped: boolean;
}

/** A guide the filter may offer (GET /api/admin/bookings/guides). */
export interface AdminGuideOption {
  sno: number;
  name: string;
}

export type ActorRole = "traveller" | "guide" | "admin" | "system";

/** One status the booking entered: from what, who moved it (and as whom), when. */
export interface BookingHistoryEntry {
  id: number;
  /** Null for the request that created the booking. */
  from: BookingStatus | null;
  to: BookingStatus;
  actorRole: ActorRole;
  /** The person who acted; null for the system, or an account since deleted. */
  actor: { id: string; name: string; email: string } | null;
  at: string;
}

/** One line of the booking's payments ledger. */
export type AdminLedgerLine = LedgerLine;

/** GET /api/admin/bookings/:id */
export interface AdminBookingDetail {
  booking: BookingView;
  history: BookingHistoryEntry[];
  ledger: AdminLedgerLine[];
  messagesCount: number;
  /** What cancelling now would refund the traveller; null when the booking cannot be cancelled. */
  cancellation: CancellationQuote | null;
}
