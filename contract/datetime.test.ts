import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  formatDay,
  formatTerminalDateTime,
  parseTerminalDateTime,
  terminalDay,
  terminalDayStart,
  terminalWallClock,
} from './datetime';

describe('terminal dates', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-23', -29)).toBe('2026-10-25');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('gives the wall-clock time a spreadsheet cell keeps, to the minute', () => {
    const at = new Date('2026-11-23T16:30:45Z');
    expect(terminalWallClock(at, 'Asia/Singapore').toISOString()).toBe('2026-11-24T00:30:00.000Z');
    expect(terminalWallClock(at, 'UTC').toISOString()).toBe('2026-11-23T16:30:00.000Z');
  });

  it('shows UTC instants in Singapore time as day/month/year', () => {
    expect(formatTerminalDateTime('2026-11-21T20:15:00Z')).toBe('22/11/2026 04:15');
    expect(formatTerminalDateTime('2026-01-05T00:00:09Z', 'Europe/London', true)).toBe('05/01/2026 00:00:09');
  });

  it('parses day/month/year plus time in the terminal zone', () => {
    expect(parseTerminalDateTime('22/11/2026 04:15')?.toISOString()).toBe('2026-11-21T20:15:00.000Z');
    expect(parseTerminalDateTime('1/2/2026')?.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(parseTerminalDateTime('29/03/2026 02:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('treats empty or blank text as missing and nonsense as invalid', () => {
    expect(parseTerminalDateTime('')).toBeNull();
    expect(parseTerminalDateTime('   ')).toBeNull();
    expect(parseTerminalDateTime(undefined)).toBeNull();
    expect(parseTerminalDateTime('31/02/2026 10:00')).toBeUndefined();
    expect(parseTerminalDateTime('2026-11-21')).toBeUndefined();
    expect(parseTerminalDateTime('12/13/2026')).toBeUndefined();
  });

  it('round-trips any minute through format and parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000 }), (minutes) => {
        const d = new Date(Date.UTC(2020, 0, 1) + minutes * 60_000);
        expect(parseTerminalDateTime(formatTerminalDateTime(d))?.getTime()).toBe(d.getTime());
      }),
    );
  });
});

describe('terminalDay', () => {
  it('gives the day in the terminal zone, not in UTC', () => {
    expect(terminalDay(new Date('2026-11-21T17:30:00Z'), 'Asia/Singapore')).toBe('2026-11-22');
    expect(terminalDay(new Date('2026-11-21T17:30:00Z'), 'UTC')).toBe('2026-11-21');
  });
});

describe('terminalDayStart', () => {
  it('is midnight of the day in the terminal zone', () => {
    expect(terminalDayStart('2026-11-22', 'Asia/Singapore')?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(terminalDayStart('2026-07-01', 'Europe/London')?.toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });
  it('refuses what is not a day', () => {
    expect(terminalDayStart('22/11/2026')).toBeUndefined();
    expect(terminalDayStart('2026-02-30')).toBeUndefined();
  });
});

describe('formatDay', () => {
  it('writes a stored day as dd/mm/yyyy', () => {
    expect(formatDay('2009-04-01')).toBe('01/04/2009');
    expect(formatDay('')).toBe('');
  });
});
