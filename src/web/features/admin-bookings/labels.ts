import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentFilter } from "@/shared/admin-bookings/schema";
import type { ActorRole } from "@/shared/admin-bookings/types";
import { type Language, localeOf } from "@/shared/language";
import type { PaymentState } from "@/shared/payments/rules";
import type { BadgeTone } from "@/web/components/ui/badge";
import { currentLanguage } from "@/web/lib/i18n";

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

/** A map of labels in the language shown now (for StateBadge and selects, which take strings). */
export function translateAll<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<K, string>;
}

const moments = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment in India's time in the reader's language: "4 August 2025 at 4:00 pm" (as
 * `formatIndiaTime` from shared/dates), "4 अगस्त 2025 को शाम 4:00 बजे" (Hindi names the part of the
 * day instead of the Latin am/pm, as checkout/india-time.ts does).
 */
export function formatMoment(iso: string, language: Language = currentLanguage()): string {
  let format = moments.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(
      localeOf(language),
      language === "hi"
        ? {
            day: "numeric",
            month: "long",
            year: "numeric",
            hour: "numeric",
            minute: "2-digit",
            dayPeriod: "short",
            timeZone: "Asia/Kolkata",
          }
        : { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kolkata" },
    );
    moments.set(language, format);
  }
  return format.format(new Date(iso));
}

/** A booking's short reference, as its receipts show it. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();
