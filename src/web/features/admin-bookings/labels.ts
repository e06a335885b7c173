import type { PaymentFilter } from "@/shared/admin-bookings/schema";
import type { ActorRole } from "@/shared/admin-bookings/types";
import type { PaymentState } from "@/shared/payments/rules";
import type { BadgeTone } from "@/web/components/ui/badge";

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  none: "Unpaid",
  awaiting: "Awaiting payment",
  deposit_paid: "Deposit paid",
  paid: "Paid in full",
  refunding: "Refund under way",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};

export const PAYMENT_STATE_TONES: Record<PaymentState, BadgeTone> = {
  none: "stone",
  awaiting: "amber",
  deposit_paid: "sky",
  paid: "emerald",
  refunding: "amber",
  refunded: "stone",
  partially_refunded: "stone",
};

export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  unpaid: "Unpaid",
  deposit_paid: "Deposit paid",
  paid: "Paid in full",
  refunded: "Refunded, in part or whole",
};

export const ACTOR_ROLE_LABELS: Record<ActorRole, string> = {
  traveller: "Traveller",
  guide: "Guide",
  admin: "Admin",
  system: "System",
};

export const LEDGER_STATE_LABELS: Record<string, string> = {
  captured: "Captured",
  requested: "Requested",
  initiated: "Initiated",
  processed: "Processed",
  failed: "Failed",
};

/** A booking's short reference, as its receipts show it. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
