import { describe, expect, it } from 'vitest';
import { validDay } from './DayInput';

describe('day input', () => {
  it('refuses a day that does not exist', () => {
    expect(validDay('2026-02-30')).toBe('validation.date');
    expect(validDay('31/31/2026')).toBe('validation.date');
    expect(validDay('2026-02-28')).toBeUndefined();
  });
});
