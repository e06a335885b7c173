import type { ContactMessageStatus, SubscriptionStatus } from "@/shared/inbox/schema";
import type { BadgeTone } from "@/web/components/ui/badge";

export const MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  new: "New",
  answered: "Answered",
  closed: "Closed",
};

export const MESSAGE_STATUS_TONES: Record<ContactMessageStatus, BadgeTone> = {
  new: "amber",
  answered: "emerald",
  closed: "stone",
};

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const SUBSCRIPTION_STATUS_TONES: Record<SubscriptionStatus, BadgeTone> = {
  pending: "amber",
  confirmed: "emerald",
  unsubscribed: "stone",
};

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment as India reads it: "4 Aug 2025, 3:30 pm". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
