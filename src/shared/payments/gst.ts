/** SAC (services accounting code) for tour operator services. */
export const TOUR_OPERATOR_SAC = "998552";

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CODE_POINTS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character: a Luhn mod-36 sum over the first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CODE_POINTS.indexOf(first14[i] ?? "");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36] ?? "";
}

/** A GSTIN is 15 characters: state code, PAN, entity number, "Z" and a check character. */
export function isValidGstin(value: string): boolean {
  if (!GSTIN_SHAPE.test(value)) return false;
  const state = Number(value.slice(0, 2));
  if (state < 1 || (state > 38 && state !== 97 && state !== 99)) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const gstinStateCode = (gstin: string) => gstin.slice(0, 2);

export type GstBreakdown = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  intraState: boolean;
};

/**
 * Splits a tax-inclusive amount. Within the seller's state the tax is half CGST and half SGST;
 * to a buyer registered in another state it is IGST. A buyer without a GSTIN is treated as in the
 * seller's state (place of supply for tour operators is the recipient's location, which we take
 * as the company's when unknown).
 */
export function gstBreakdown(
  amountPaise: number,
  ratePercent: number,
  sellerState: string,
  buyerState: string | null,
): GstBreakdown {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  const taxPaise = amountPaise - taxablePaise;
  const intraState = buyerState === null || buyerState === sellerState;
  const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0;
  const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: intraState ? 0 : taxPaise,
    totalPaise: amountPaise,
    intraState,
  };
}

/** India's financial year runs April to March: 25 Nov 2026 is in "26-27". */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, "0");
  return `${two(start)}-${two(start + 1)}`;
}

/** "INV/26-27/00001": at most 16 characters, as GST rules require of a document number. */
export function documentNumber(series: "INV" | "CN", financialYear: string, n: number): string {
  return `${series}/${financialYear}/${String(n).padStart(5, "0")}`;
}
