import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The kinds of record the console's changes touch, as people call them. */
export const ENTITY_LABELS: Record<string, MessageDescriptor> = {
  user: msg({ message: "User", context: "record kind" }),
  guide_application: msg`Guide application`,
  guide: msg`Guide`,
  guide_licence: msg`Licence of guide`,
  closure: msg`Seasonal closure`,
  booking: msg`Booking`,
  upi_payment: msg`UPI payment`,
  refund: msg`Refund`,
  destination: msg`Destination`,
  package: msg`Package`,
  photo: msg`Photo`,
  contact_message: msg`Contact message`,
  newsletter_subscription: msg`Newsletter subscriber`,
  newsletter_issue: msg`Newsletter issue`,
};

/**
 * The actions the server records (src/server/**: recordAudit, auditContent), as people read them.
 * The action stays the value (filters send it); an action not listed here shows in English, from
 * its code (`englishActionLabel`), marked lang="en".
 */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  "user.set_role": msg`User: set role`,
  "user.ban": msg`User: ban`,
  "user.unban": msg`User: unban`,
  "user.revoke_sessions": msg`User: revoke sessions`,
  "user.delete": msg`User: delete`,
  "user.invite": msg`User: invite`,
  "user.send_sign_in_link": msg`User: send sign in link`,
  "user.send_password_reset": msg`User: send password reset`,
  "guide_application.approve": msg`Guide application: approve`,
  "guide_application.reject": msg`Guide application: reject`,
  "guide.update": msg`Guide: update`,
  "guide.list": msg`Guide: list`,
  "guide.unlist": msg`Guide: unlist`,
  "licence.verify": msg`Licence: verify`,
  "licence.reject": msg`Licence: reject`,
  "closure.create": msg`Seasonal closure: create`,
  "closure.delete": msg`Seasonal closure: delete`,
  "booking.cancel": msg`Booking: cancel`,
  "booking.refund": msg`Booking: refund`,
  "upi_payment.confirm": msg`UPI payment: confirm`,
  "upi_payment.reject": msg`UPI payment: reject`,
  "refund.mark_paid": msg`Refund: mark paid`,
  "destination.create": msg`Destination: create`,
  "destination.update": msg`Destination: update`,
  "destination.delete": msg`Destination: delete`,
  "destination.publish": msg`Destination: publish`,
  "destination.unpublish": msg`Destination: unpublish`,
  "destination.archive": msg`Destination: archive`,
  "package.create": msg`Package: create`,
  "package.update": msg`Package: update`,
  "package.delete": msg`Package: delete`,
  "package.publish": msg`Package: publish`,
  "package.unpublish": msg`Package: unpublish`,
  "package.archive": msg`Package: archive`,
  "photo.upload": msg`Photo: upload`,
  "contact_message.reply": msg`Contact message: reply`,
  "contact_message.close": msg`Contact message: close`,
  "contact_message.reopen": msg`Contact message: reopen`,
  "newsletter_issue.send": msg`Newsletter issue: send`,
};

/** "guide_application" → "Guide application"; "banReason" → "Ban reason". */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}

/** A kind of record in the language shown now; one we have no label for, from its code. */
export const entityLabel = (i18n: I18n, type: string) =>
  ENTITY_LABELS[type] ? i18n._(ENTITY_LABELS[type]) : humanize(type);

/** "user.set_role" → "User: set role", in English, for an action ACTION_LABELS lacks. */
export function englishActionLabel(action: string): string {
  const dot = action.indexOf(".");
  if (dot < 0) return humanize(action);
  const verb = humanize(action.slice(dot + 1)).toLowerCase();
  return `${humanize(action.slice(0, dot))}: ${verb}`;
}
