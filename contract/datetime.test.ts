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
import { MINUTE } from './time.js';

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
        const d = new Date(Date.UTC(2020, 0, 1) + minutes * MINUTE);
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

describe('zones without summer time and with odd offsets', () => {
  it('reads Asia/Kolkata at its half-hour offset', () => {
    expect(formatTerminalDateTime('2026-11-21T20:15:00Z', 'Asia/Kolkata')).toBe('22/11/2026 01:45');
    expect(parseTerminalDateTime('22/11/2026 01:45', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-21T20:15:00.000Z');
    expect(terminalDayStart('2026-11-22', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(terminalDay(new Date('2026-11-21T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-11-21');
    expect(terminalDay(new Date('2026-11-21T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-22');
  });

  it('keeps one offset all year where there is no summer time', () => {
    expect(formatTerminalDateTime('2026-07-01T15:00:00Z', 'Asia/Tokyo')).toBe('02/07/2026 00:00');
    expect(formatTerminalDateTime('2026-01-01T15:00:00Z', 'Asia/Tokyo')).toBe('02/01/2026 00:00');
    expect(formatTerminalDateTime('2026-07-01T16:00:00Z', 'Asia/Singapore')).toBe('02/07/2026 00:00');
  });
});

describe('America/New_York around its clock changes', () => {
  it('jumps from 01:59 to 03:00 when summer time starts', () => {
    expect(formatTerminalDateTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe('08/03/2026 01:59');
    expect(formatTerminalDateTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe('08/03/2026 03:00');
    expect(parseTerminalDateTime('08/03/2026 01:59', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(parseTerminalDateTime('08/03/2026 03:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(terminalWallClock(new Date('2026-03-08T07:00:59Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T03:00:00.000Z',
    );
  });

  it('reads a skipped time at the offset before the change', () => {
    expect(parseTerminalDateTime('08/03/2026 02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('shows the repeated hour twice and reads it as its first, summer-time, occurrence', () => {
    expect(formatTerminalDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('01/11/2026 01:30');
    expect(formatTerminalDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('01/11/2026 01:30');
    expect(parseTerminalDateTime('01/11/2026 01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(parseTerminalDateTime('01/11/2026 02:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });

  it('starts a day at its own midnight, whichever offset holds then', () => {
    expect(terminalDayStart('2026-03-08', 'America/New_York')?.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(terminalDayStart('2026-03-09', 'America/New_York')?.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('round-trips every instant of the day summer time starts, to the minute', () => {
    for (let m = 0; m < 24 * 60; m++) {
      const d = new Date(Date.UTC(2026, 2, 8, 5) + m * MINUTE);
      expect(parseTerminalDateTime(formatTerminalDateTime(d, 'America/New_York'), 'America/New_York')?.getTime()).toBe(
        d.getTime(),
      );
    }
  });
});
