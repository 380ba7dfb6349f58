import { describe, expect, it } from 'vitest';
import { monthPeriod } from './datetime.js';

describe('monthPeriod (review 34 #14)', () => {
  it("gives a month's first and last day, leap years and December included", () => {
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2100-02')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
  });

  it('refuses text that is not a month', () => {
    for (const text of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ''])
      expect(monthPeriod(text)).toBeUndefined();
  });
});
