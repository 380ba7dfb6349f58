import { amountCents, centsToAmount, percentOfCents } from '../../../contract/money.js';

/**
 * An invoice's arithmetic in integer cents (docs/decisions.md "(issue 34) invoices"): the lines'
 * amounts are summed as cents, GST is computed once on that subtotal and rounded half up (away from
 * zero for a credit note's negative amounts, so a credit of the whole invoice mirrors it to the cent).
 */

/** A numeric(…, 2) value as integer cents (contract/money.ts: the one money rule of billing and invoices). */
export const toCents = amountCents;
export const fromCents = centsToAmount;

/** GST in cents on a subtotal in cents at a percent of up to two decimals (9, 8.5), half up away from zero. */
export const gstCents = (subtotalCents: number, percent: number): number => percentOfCents(subtotalCents, percent);

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
