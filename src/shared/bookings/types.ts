import type { BookingStatus } from "./rules";

/** A booking as its traveller, its guide or an admin sees it. */
export interface BookingView {
  id: string;
  /** The stored status, with confirmed bookings past their end date shown as completed. */
  status: BookingStatus;
  paymentStatus: "unpaid" | "paid" | "refunded";
  packageId: string;
  packageName: string;
  destinationName: string;
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
  refundAmount: number | null;
  /** The traveller may still leave their one review of the guide. */
  canReview: boolean;
  reviewed: boolean;
}

export interface AvailableGuide {
  sno: number;
  name: string;
  rating: number;
  maxGroupSize: number;
}
