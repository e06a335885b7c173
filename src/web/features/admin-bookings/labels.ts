import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentFilter } from "@/shared/admin-bookings/schema";
import type { ActorRole } from "@/shared/admin-bookings/types";
import type { PaymentState } from "@/shared/payments/rules";
import type { BadgeTone } from "@/web/components/ui/badge";

/**
 * The labels people read for the values the API gives (issue 15): the values stay as they are, the
 * labels are messages, translated where they are shown.
 */
export const PAYMENT_STATE_LABELS: Record<PaymentState, MessageDescriptor> = {
  none: msg`Unpaid`,
  awaiting: msg`Awaiting payment`,
  deposit_paid: msg`Deposit paid`,
  paid: msg`Paid in full`,
  refunding: msg`Refund under way`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partly refunded`,
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

export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  deposit_paid: msg`Deposit paid`,
  paid: msg`Paid in full`,
  refunded: msg`Refunded, in part or whole`,
};

export const ACTOR_ROLE_LABELS: Record<ActorRole, MessageDescriptor> = {
  traveller: msg`Traveller`,
  guide: msg`Guide`,
  admin: msg`Admin`,
  system: msg`System`,
};

export const LEDGER_STATE_LABELS: Record<string, MessageDescriptor> = {
  captured: msg`Captured`,
  requested: msg`Requested`,
  initiated: msg`Initiated`,
  processed: msg`Processed`,
  failed: msg`Failed`,
};

/** A booking's short reference, as its receipts show it. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
