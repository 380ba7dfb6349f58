/**
 * Money arithmetic in integer cents (ARCHITECTURE: numeric in PostgreSQL, integer cents in
 * arithmetic, never a float sum). The one place a line amount, a sum or a percentage is rounded:
 * billing, overstay and invoices use these, so one record or invoice never mixes two rules.
 *
 * Rounding: half up on the exact decimal value, away from zero for a negative amount (a credit
 * mirrors its charge to the cent). "Exact decimal value" is the number as written (its shortest
 * decimal form, `String(v)`), i.e. what a numeric column holds: 0.18 × 102.25 = 18.405 → 18.41,
 * where `Math.round(0.18 * 102.25 * 100)` gives 18.40 (the float product is 18.404999…).
 */

/** Digits kept by the columns: quantity numeric(14,3), unit price numeric(14,4), amounts (14,2). */
const QUANTITY_DIGITS = 3;
const PRICE_DIGITS = 4;

const pow10 = (n: number) => 10n ** BigInt(n);

/** Integer division of `n` by a positive `d`, half up away from zero. */
function divHalfUp(n: bigint, d: bigint): bigint {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/**
 * A finite number as an integer count of 10^-digits units, from its decimal form, half up away
 * from zero beyond `digits` decimals (as PostgreSQL rounds a value into numeric(p, digits)).
 */
export function scaled(v: number, digits: number): bigint {
  if (!Number.isFinite(v)) throw new RangeError(`not a finite amount: ${v}`);
  const [mantissa, exp = '0'] = String(Math.abs(v)).split('e');
  const [whole = '0', frac = ''] = mantissa!.split('.');
  // digits of the value as an integer, and the power of ten it is scaled by
  const intDigits = BigInt(whole + frac);
  const shift = digits - frac.length + Number(exp);
  const units = shift >= 0 ? intDigits * pow10(shift) : divHalfUp(intDigits, pow10(-shift));
  return v < 0 ? -units : units;
}

const toNumber = (c: bigint): number => {
  const n = Number(c);
  if (!Number.isSafeInteger(n)) throw new RangeError(`amount out of range: ${c} cents`);
  return n;
};

/** A value in the currency (a JSON number or a numeric(…, 2) read as a number) as integer cents. */
export const amountCents = (amount: number): number => toNumber(scaled(amount, 2));

/** Integer cents as the value in the currency (for a numeric(…, 2) column or a JSON answer). */
export const centsToAmount = (cents: number): number => cents / 100;

/**
 * A line's amount in cents: quantity (to 3 decimals) × unit price (to 4 decimals), exact in
 * BigInt (units of 10^-7 of the currency), half up to the cent.
 */
export function lineCents(quantity: number, unitPrice: number): number {
  const product = scaled(quantity, QUANTITY_DIGITS) * scaled(unitPrice, PRICE_DIGITS);
  return toNumber(divHalfUp(product, pow10(QUANTITY_DIGITS + PRICE_DIGITS - 2)));
}

/** A sum of integer cents (refuses a non-integer, which would be a float amount slipping in). */
export function sumCents(cents: readonly number[]): number {
  let total = 0n;
  for (const c of cents) {
    if (!Number.isSafeInteger(c)) throw new RangeError(`not whole cents: ${c}`);
    total += BigInt(c);
  }
  return toNumber(total);
}

/** `percent` % of an amount in cents (GST 9, 8.5; up to 4 decimals), half up away from zero. */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  // percent in 10^-4 units, so cents × that / (100 % × 10^4)
  return toNumber(divHalfUp(BigInt(cents) * scaled(percent, 4), 1_000_000n));
}
