import type { I18n, MessageDescriptor } from "@lingui/core";

/** A map of labels in the language shown now (for StateBadge and selects, which take strings). */
export function translateAll<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<K, string>;
}
