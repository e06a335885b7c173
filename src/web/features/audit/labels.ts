/** The kinds of record the console's changes touch, as people call them. */
export const ENTITY_LABELS: Record<string, string> = {
  user: "User",
  guide_application: "Guide application",
  guide: "Guide",
  guide_licence: "Licence of guide",
  closure: "Seasonal closure",
  booking: "Booking",
  upi_payment: "UPI payment",
  refund: "Refund",
  destination: "Destination",
  package: "Package",
  photo: "Photo",
  contact_message: "Contact message",
  newsletter_subscription: "Newsletter subscriber",
  newsletter_issue: "Newsletter issue",
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

export const entityLabel = (type: string) => ENTITY_LABELS[type] ?? humanize(type);

/** "user.set_role" → "User: set role". */
export function actionLabel(action: string): string {
  const dot = action.indexOf(".");
  if (dot < 0) return humanize(action);
  const verb = humanize(action.slice(dot + 1)).toLowerCase();
  return `${entityLabel(action.slice(0, dot))}: ${verb}`;
}
