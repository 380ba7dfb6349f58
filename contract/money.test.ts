import { describe, expect, it } from 'vitest';
import { amountCents, centsToAmount, lineCents, percentOfCents, scaled, sumCents } from './money.js';

// Expected figures are worked out by hand on the decimal values, never with a formula like the helper's.
describe('money in integer cents, half up (review 34 #7)', () => {
  it('a line at .xx5 rounds up, where the float product would round down', () => {
    // 0.18 × 102.25 = 18.405 exactly; the float product is 18.404999…
    expect(lineCents(0.18, 102.25)).toBe(1841);
    // 1.005 × 1 = 1.005 → 1.01 (1.005 * 100 is 100.49999… in floats)
    expect(lineCents(1.005, 1)).toBe(101);
    // 2.5 h × 0.0125 = 0.03125 → 0.03; 0.3 × 0.0525 = 0.01575 → 0.02
    expect(lineCents(2.5, 0.0125)).toBe(3);
    expect(lineCents(0.3, 0.0525)).toBe(2);
    // 12.345 t × 2.1 = 25.9245 → 25.92; 0.115 × 1 = 0.115 → 0.12
    expect(lineCents(12.345, 2.1)).toBe(2592);
    expect(lineCents(0.115, 1)).toBe(12);
    // a whole line: 36.5 h × 120 = 4,380.00
    expect(lineCents(36.5, 120)).toBe(438_000);
    expect(lineCents(0, 120)).toBe(0);
  });

  it('a negative line rounds away from zero (mirrors the charge)', () => {
    expect(lineCents(-0.18, 102.25)).toBe(-1841);
    expect(lineCents(0.18, -102.25)).toBe(-1841);
  });

  it('large values stay exact past 2^53 in the intermediate product', () => {
    // 9,999,999.999 × 99,999.9999 = 999,999,999,900 − 999.9999999 = 999,999,998,900.0000001
    expect(lineCents(9_999_999.999, 99_999.9999)).toBe(99_999_999_890_000);
    // past what a numeric(14, 2) amount holds: refused, never a rounded float
    expect(() => lineCents(99_999_999.999, 999_999.9999)).toThrow(RangeError);
  });

  it('a value with more decimals than its column is first rounded as the column would', () => {
    expect(scaled(1.0005, 3)).toBe(1001n);
    expect(scaled(1.0004, 3)).toBe(1000n);
    expect(scaled(-1.0005, 3)).toBe(-1001n);
    expect(scaled(1e-7, 3)).toBe(0n);
    expect(scaled(1.5e21, 0)).toBe(1_500_000_000_000_000_000_000n);
  });

  it('amounts to cents and back', () => {
    expect(amountCents(18.405)).toBe(1841);
    expect(amountCents(1.005)).toBe(101);
    expect(amountCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(amountCents(-40)).toBe(-4000);
    expect(centsToAmount(1841)).toBe(18.41);
  });

  it('sums whole cents and refuses a float slipping in', () => {
    expect(sumCents([1841, 10, -4000])).toBe(-2149);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([18.41])).toThrow(RangeError);
  });

  it('a percentage of cents, half up away from zero', () => {
    // 9 % of 120.25 = 10.8225 → 10.82; 9 % of 120.50 = 10.845 → 10.85
    expect(percentOfCents(12_025, 9)).toBe(1082);
    expect(percentOfCents(12_050, 9)).toBe(1085);
    // 8.5 % of 1.00 = 0.085 → 0.09; of -1.00 → -0.09
    expect(percentOfCents(100, 8.5)).toBe(9);
    expect(percentOfCents(-100, 8.5)).toBe(-9);
    // 7 % of 0.50 = 0.035 → 0.04
    expect(percentOfCents(50, 7)).toBe(4);
    expect(percentOfCents(0, 9)).toBe(0);
  });

  it('refuses what is not a finite amount', () => {
    expect(() => lineCents(Number.NaN, 1)).toThrow(RangeError);
    expect(() => amountCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
