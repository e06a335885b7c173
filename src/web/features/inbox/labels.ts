import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactMessageStatus, SubscriptionStatus } from "@/shared/inbox/schema";
import type { BadgeTone } from "@/web/components/ui/badge";

export const MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, MessageDescriptor> = {
  new: msg`New`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export const MESSAGE_STATUS_TONES: Record<ContactMessageStatus, BadgeTone> = {
  new: "amber",
  answered: "emerald",
  closed: "stone",
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", context: "newsletter subscription" }),
  confirmed: msg({ message: "Confirmed", context: "newsletter subscription" }),
  unsubscribed: msg({ message: "Unsubscribed", context: "newsletter subscription" }),
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  pending: "amber",
  confirmed: "emerald",
  unsubscribed: "stone",
};
