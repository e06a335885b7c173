import { once } from "./once";

const rupees = once(() => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }));
const rupeesAndPaise = once(
  () => new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** ₹1,00,000 style, as decisions.md asks; used by pages, e-mails and the assistant alike. */
export function formatRupees(amount: number): string {
  return `₹${rupees().format(amount)}`;
}

/** An amount in paise as rupees: whole rupees plainly (₹20,815), otherwise with paise (₹20,815.20). */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise / 100) : `₹${rupeesAndPaise().format(paise / 100)}`;
}
