import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { APPLICATION_SPECIALIZATIONS } from "@/shared/applications/schema";
import type { Role } from "@/shared/constants";
import type { LicenceKind } from "@/shared/guides/licence-schema";

/** Role names as the console shows them; translated where shown (`i18n._`). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  user: msg({ message: "User", context: "role" }),
  guide: msg({ message: "Guide", context: "role" }),
  admin: msg({ message: "Admin", context: "role" }),
};

export const APPLICATION_STATUS_LABELS = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The specializations' English names live in src/shared (the form's options, the e-mails); the
 * console shows them in the reader's language. labels.test.ts checks the English texts agree.
 */
export const SPECIALIZATION_LABELS: Record<
  (typeof APPLICATION_SPECIALIZATIONS)[number]["value"],
  MessageDescriptor
> = {
  historical: msg`Historical Sites`,
  adventure: msg`Adventure Tourism`,
  cultural: msg`Cultural Tourism`,
  wildlife: msg`Wildlife Tourism`,
  food: msg`Food Tourism`,
  other: msg`Other`,
};

/** The licence kinds of src/shared/guides/licence-schema.ts, in the reader's language. */
export const LICENCE_KIND_MESSAGES: Record<LicenceKind, MessageDescriptor> = {
  "india-tourism-national": msg`India Tourism guide, national level`,
  "india-tourism-regional": msg`India Tourism guide, regional level`,
  state: msg`State level guide`,
};

/** Something that translates a descriptor: `i18n` from `useLingui()`. */
interface Translator {
  _(descriptor: MessageDescriptor): string;
}

export function roleLabel(i18n: Translator, role: string): string {
  const descriptor = ROLE_LABELS[role as Role];
  return descriptor ? i18n._(descriptor) : role;
}

export function specializationLabel(i18n: Translator, value: string): string {
  const descriptor = SPECIALIZATION_LABELS[value as keyof typeof SPECIALIZATION_LABELS];
  if (descriptor) return i18n._(descriptor);
  return APPLICATION_SPECIALIZATIONS.find((s) => s.value === value)?.label ?? value;
}

export function licenceKindLabel(i18n: Translator, kind: string): string {
  const descriptor = LICENCE_KIND_MESSAGES[kind as LicenceKind];
  return descriptor ? i18n._(descriptor) : kind;
}
