import { t } from "@lingui/core/macro";

/**
 * The shared rule's "Usually responds within …" in the reader's language (the English is the
 * same). Called while a component that uses useLingui() renders, so it follows a language switch.
 */
export function responseTimeLabel(minutes: number | null): string | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes <= 60) return t`Usually responds within an hour`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return t`Usually responds within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? t`Usually responds within a day` : t`Usually responds within ${days} days`;
}
