import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A ledger line's state as people read it; the value stays what the API gives. */
export const LEDGER_STATE_LABELS: Record<string, MessageDescriptor> = {
  captured: msg`Captured`,
  requested: msg`Requested`,
  initiated: msg`Initiated`,
  processed: msg`Processed`,
  failed: msg`Failed`,
};

/** A map of labels in the language shown now (StateBadge takes strings). */
export function translateAll<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<K, string>;
}
