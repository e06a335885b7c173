import type { DueNow, PaymentState } from "@/shared/payments/rules";
import type { PhotoView } from "@/shared/photos/types";
import type { BookingStatus } from "./rules";

/** A booking as its traveller, its guide or an admin sees it. */
export interface BookingView {
  id: string;
  /** The stored status, with confirmed bookings past their end date shown as completed. */
  status: BookingStatus;
  packageId: string;
  packageName: string;
  destinationName: string;
  /** The package's picture for the traveller's card: the drawn one, and its uploaded photo if any. */
  packageImage: { image: string; imageAlt: string; photo: PhotoView | null };
  /** The package's, destination's and guide's names in Hindi where the catalogue has them. */
  hi?: { packageName: string | null; destinationName: string | null; guideName?: string | null };
  guide: { sno: number; name: string };
  startDate: string;
  endDate: string;
  numberOfTravelers: number;
  /** Whole rupees, computed by the server. */
  price: number;
  name: string;
  email: string;
  phone: string;
  notes: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  payment: BookingPayment;
  /** The traveller may still leave their one review of the guide. */
  canReview: boolean;
  reviewed: boolean;
}

/** GET /api/dashboard/bookings: one page, and how many bookings match in all. */
export interface DashboardBookingsPage {
  bookings: BookingView[];
  /** Exact up to DASHBOARD_TOTAL_CAP; when `totalCapped`, at least that many match. */
  total: number;
  totalCapped: boolean;
}

/** A guide the booking form may offer (GET /api/bookings/available-guides). */
export interface AvailableGuide {
  sno: number;
  /** In the request's language where the guide has it; else English, named in `englishFields`. */
  name: string;
  englishFields?: string[];
  rating: number;
  maxGroupSize: number;
  /** Holds a verified licence that has not expired. */
  licensed: boolean;
}

/**
 * GET /api/bookings/available-dates?packageId=&guideSno=&travellers=&licensed=
 * Start dates from `from` to `to` (today … today + 365, India time) on which the whole tour
 * (`durationDays` days from the start) is free: for `guideSno` when given, else for at least one
 * guide the form may offer.
 */
export interface AvailableDates {
  durationDays: number;
  from: string;
  to: string;
  dates: string[];
}

export interface RefundView {
  id: string;
  amountPaise: number;
  state: "requested" | "initiated" | "processed" | "failed";
  /** The provider's refund id, for the traveller's bank. */
  reference: string | null;
  createdAt: string;
}

export interface PaymentDocumentView {
  number: string;
  kind: "invoice" | "credit_note";
  amountPaise: number;
  issuedOn: string;
}

/** A booking's money, derived from its ledger by the server. */
export interface BookingPayment {
  state: PaymentState;
  pricePaise: number;
  /** Kept on a cancellation under 30 days; paid first when the balance is due later. */
  depositPaise: number | null;
  balanceDueOn: string | null;
  /** Accepted and unpaid: the guide's days are held until then. */
  holdExpiresAt: string | null;
  paidPaise: number;
  refundedPaise: number;
  refundingPaise: number;
  netPaidPaise: number;
  dueNow: DueNow | null;
  refunds: RefundView[];
  documents: PaymentDocumentView[];
}
