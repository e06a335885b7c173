/** Where an invoice or credit note downloads from; the server checks who asks. */
export const documentPath = (number: string) =>
  `/api/payments/documents?number=${encodeURIComponent(number)}`;
