const HEX_OR_DASH = /^[0-9a-f-]+$/i;
/** A booking's reference on receipts is its id's first 8 hex digits; fewer than 4 is not an id. */
const MIN_ID_DIGITS = 4;

const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The ids a search for a booking id (or the start of one, as a receipt's reference shows it)
 * covers, as the first and last UUID with those leading digits; null when the text is no id.
 */
export function bookingIdRange(q: string): { first: string; last: string } | null {
  if (!HEX_OR_DASH.test(q)) return null;
  const hex = q.replaceAll("-", "").toLowerCase();
  if (hex.length < MIN_ID_DIGITS || hex.length > 32) return null;
  return { first: asUuid(hex.padEnd(32, "0")), last: asUuid(hex.padEnd(32, "f")) };
}
