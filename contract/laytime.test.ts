import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from './time.js';
import { allowedMinutes, laytimeOf, type LaytimeFact, type LaytimeRules } from './laytime.js';

const rules: LaytimeRules = {
  baseHours: 2,
  hoursPerThousandTonnes: 1,
  noticeHours: 6,
  excludedCauses: ['terminal', 'weather', 'authority'],
};
const T0 = Date.UTC(2026, 10, 20, 0, 0);
let id = 0;
const at = (event: LaytimeFact['event'], hours: number, cause?: LaytimeFact['cause']): LaytimeFact => ({
  id: ++id,
  event,
  at: T0 + hours * HOUR,
  cause,
});

describe('laytime (DECISIONS §11)', () => {
  it('allows the base plus hours per 1,000 t, to the minute', () => {
    expect(allowedMinutes(rules, 3000)).toBe(300);
    expect(allowedMinutes(rules, 2505)).toBe(270); // 2 h + 2.505 h = 270.3 min
  });

  it('counts from all fast when the barge berths before its notice runs out', () => {
    const r = laytimeOf([at('arrived', 0), at('allFast', 2), at('hosesDisconnected', 6)], 3000, rules)!;
    expect(r.lines[0]).toMatchObject({ kind: 'start', basis: 'allFast' });
    expect(r).toMatchObject({ allowedMinutes: 300, usedMinutes: 240, savedMinutes: 60, overMinutes: 0 });
  });

  it('counts from NOR + notice when all fast comes later (the barge waited on the terminal)', () => {
    const r = laytimeOf([at('arrived', 0), at('allFast', 10), at('hosesDisconnected', 14)], 3000, rules)!;
    expect(r.lines[0]).toMatchObject({ kind: 'start', basis: 'notice', from: T0, to: T0 + 6 * HOUR });
    expect(r).toMatchObject({ usedMinutes: 480, overMinutes: 180, overstayMinutes: 180 });
  });

  it('takes excluded stops off the clock and counts the barge’s own', () => {
    const r = laytimeOf(
      [
        at('allFast', 0),
        at('commencedPumping', 1),
        at('stoppedPumping', 2, 'weather'),
        at('resumedPumping', 3.5),
        at('stoppedPumping', 4, 'barge'),
        at('resumedPumping', 5),
        at('stoppedPumping', 5.5, 'terminal'),
        at('resumedPumping', 6),
        at('completedPumping', 7),
        at('hosesDisconnected', 8),
      ],
      3000,
      rules,
    )!;
    const stops = r.lines.filter((l) => l.kind === 'stop');
    expect(stops.map((s) => [s.cause, s.minutes, s.counted])).toEqual([
      ['weather', 90, false],
      ['barge', 60, true],
      ['terminal', 30, false],
    ]);
    expect(r).toMatchObject({ usedMinutes: 480 - 120, excludedMinutes: 120, terminalDelayMinutes: 30 });
    expect(r.overMinutes).toBe(60);
  });

  it('clips a stop to the counted window', () => {
    const r = laytimeOf(
      [
        at('arrived', 0),
        at('stoppedPumping', 5, 'weather'),
        at('resumedPumping', 7),
        at('allFast', 8),
        at('hosesDisconnected', 9),
      ],
      0,
      rules,
    )!;
    // Starts at NOR + 6 h: the stop counts from there, 1 h.
    expect(r.lines.find((l) => l.kind === 'stop')).toMatchObject({ minutes: 60, from: T0 + 6 * HOUR });
    expect(r.usedMinutes).toBe(120);
  });

  it('cannot be computed without hoses disconnected, or without NOR and all fast', () => {
    expect(laytimeOf([at('arrived', 0), at('allFast', 1)], 1000, rules)).toBeNull();
    expect(laytimeOf([at('hosesDisconnected', 1)], 1000, rules)).toBeNull();
  });

  it('rounds minutes half up from the milliseconds', () => {
    const r = laytimeOf(
      [
        { id: 1, event: 'allFast', at: T0 },
        { id: 2, event: 'hosesDisconnected', at: T0 + 90 * MINUTE + 30_000 },
      ],
      0,
      rules,
    )!;
    expect(r.usedMinutes).toBe(91);
  });
});
