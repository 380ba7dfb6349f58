import { describe, expect, it } from 'vitest';
import { gstCents, invoiceTotals } from './invoices.money.js';

describe('an invoice’s GST', () => {
  it('rounds half up once on the subtotal, not per line', () => {
    // Three lines of 0.05: 9 % of each is 0.45 cents, which per line rounds to 0 (or to 1 half up ×3 = 3);
    // on the subtotal of 15 cents it is 1.35 cents → 1 cent.
    const lines = [5, 5, 5];
    const perLine = lines.reduce((s, c) => s + gstCents(c, 9), 0);
    expect(perLine).toBe(0);
    expect(invoiceTotals(lines, 9)).toEqual({ subtotal: 15, gst: 1, total: 16 });
    // 0.50 cent rounds up: 9 % of 50 cents is 4.5 cents → 5.
    expect(gstCents(50, 9)).toBe(5);
    expect(gstCents(49, 9)).toBe(4);
  });

  it('mirrors a credit note: the negative of the same amount, rounded away from zero', () => {
    expect(gstCents(-50, 9)).toBe(-5);
    expect(invoiceTotals([-123_456], 9)).toEqual({ subtotal: -123_456, gst: -11_111, total: -134_567 });
    expect(gstCents(0, 9)).toBe(0);
  });

  it('takes a rate with decimals and large sums without float error', () => {
    expect(gstCents(1_000_001, 8.5)).toBe(85_000); // 85,000.085 → 85,000
    // 9 % of 99,999,999,999.99 is 899,999,999,999.91 cents: exact in integers, half up to 900,000,000,000.
    expect(gstCents(9_999_999_999_999, 9)).toBe(900_000_000_000);
  });
});
