const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** ₹1,00,000 style, as decisions.md asks; used by pages, e-mails and the assistant alike. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
