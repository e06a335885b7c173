/**
 * A `upi://pay` deep link (NPCI's UPI linking specification): any UPI app opens it with the payee,
 * the amount and our reference filled in. `tr` carries the reference so the payment can be matched.
 */
export function upiPayLink(input: {
  payeeAddress: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}): string {
  const params = new URLSearchParams({
    pa: input.payeeAddress,
    pn: input.payeeName,
    am: (input.amountPaise / 100).toFixed(2),
    cu: "INR",
    tr: input.reference,
    tn: input.note,
  });
  // UPI apps expect %20 for spaces, not the + that URLSearchParams writes.
  return `upi://pay?${params.toString().replace(/\+/g, "%20")}`;
}

/** A UTR (the bank's reference for a UPI transfer) is 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
