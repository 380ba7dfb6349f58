/**
 * An invoice's arithmetic in integer cents (docs/decisions.md "(issue 34) invoices"): the lines'
 * amounts are summed as cents, GST is computed once on that subtotal and rounded half up (away from
 * zero for a credit note's negative amounts, so a credit of the whole invoice mirrors it to the cent).
 */

/** A numeric(…, 2) value as integer cents. */
export const toCents = (v: number) => Math.round(v * 100);
export const fromCents = (c: number) => c / 100;

/** GST in cents on a subtotal in cents at a percent of up to two decimals (9, 8.5). */
export function gstCents(subtotalCents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const magnitude = BigInt(Math.abs(subtotalCents));
  // Half up: add half the divisor before the integer division (10,000 basis points × 100 %).
  const rounded = (magnitude * basisPoints + 5000n) / 10000n;
  return Number(rounded) * Math.sign(subtotalCents || 1);
}

/** Subtotal, GST and total in cents of lines whose amounts are in cents. */
export function invoiceTotals(lineCents: readonly number[], percent: number) {
  const subtotal = lineCents.reduce((s, c) => s + c, 0);
  const gst = gstCents(subtotal, percent);
  return { subtotal, gst, total: subtotal + gst };
}

/** Money as printed: thousands separators and two decimals, with the currency. */
export const money = (v: number, currency?: string) => {
  const text = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${currency} ${text}` : text;
};
