import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactMessageStatus, SubscriptionStatus } from "@/shared/inbox/schema";
import { type Language, localeOf } from "@/shared/language";
import type { BadgeTone } from "@/web/components/ui/badge";
import { currentLanguage } from "@/web/lib/i18n";

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

/** A map of labels in the language shown now (StateBadge and selects take strings). */
export function translateAll<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<K, string>;
}

const dateTimes = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment as India reads it, in the reader's language: "4 Aug 2025, 3:30 pm"; in Hindi
 * "4 अग॰ 2025, दोपहर 3:30" (the part of the day named instead of the Latin am/pm).
 */
export function formatDateTime(iso: string, language: Language = currentLanguage()): string {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(
      localeOf(language),
      language === "hi"
        ? {
            day: "numeric",
            month: "short",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
            dayPeriod: "short",
            timeZone: "Asia/Kolkata",
          }
        : { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" },
    );
    dateTimes.set(language, format);
  }
  return format.format(new Date(iso));
}
