import { describe, expect, it } from 'vitest';
import { dayToIso, isoToDay, validDay } from './DayInput';

describe('day input', () => {
  it('shows a stored day as dd/mm/yyyy and reads typed text back', () => {
    expect(isoToDay('2009-04-01')).toBe('01/04/2009');
    expect(dayToIso('1/4/2009')).toBe('2009-04-01');
    expect(dayToIso('  ')).toBeNull();
  });
  it('refuses a day that does not exist', () => {
    expect(validDay('2026-02-30')).toBe('validation.date');
    expect(validDay('31/31/2026')).toBe('validation.date');
    expect(validDay('2026-02-28')).toBeUndefined();
  });
});
