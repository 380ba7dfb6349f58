import { describe, expect, it } from 'vitest';
import {
  FUTURE_TOLERANCE_MS,
  sofFigures,
  inOrder,
  isStopped,
  progressOf,
  pumpingMinutes,
  repeatedDue,
  sofRefusal,
  sofSetRefusal,
  type SofEvent,
  type SofFact,
} from './portCall';
import { HOUR, MINUTE } from './time';

const T0 = Date.UTC(2026, 10, 1, 8, 0);
const m = (minutes: number) => T0 + minutes * MINUTE;
const f = (event: SofEvent, minutes: number): SofFact => ({ event, at: m(minutes) });
const CREATED = m(-24 * 60);
const NOW = m(24 * 60);

/** A call up to pumping: arrived 0, all fast 30, hoses 45, commenced 60. */
const PUMPING = [f('arrived', 0), f('allFast', 30), f('hosesConnected', 45), f('commencedPumping', 60)];
const refusal = (facts: SofFact[], event: SofEvent, minutes: number) =>
  sofRefusal(facts, event, m(minutes), CREATED, NOW);

describe('sofRefusal', () => {
  it('allows the first arrival and each event after its first', () => {
    expect(refusal([], 'arrived', 0)).toBeNull();
    expect(refusal([f('arrived', 0)], 'allFast', 30)).toBeNull();
    expect(refusal(PUMPING, 'stoppedPumping', 90)).toBeNull();
  });

  it('refuses a time beyond the tolerance ahead of the clock, but not within it', () => {
    expect(sofRefusal([], 'arrived', NOW + FUTURE_TOLERANCE_MS + 1, CREATED, NOW)).toEqual({
      key: 'sof.inFuture',
      event: 'arrived',
    });
    expect(sofRefusal([], 'arrived', NOW + FUTURE_TOLERANCE_MS, CREATED, NOW)).toBeNull();
  });

  it("refuses a time before the nomination's creation", () => {
    expect(sofRefusal([], 'arrived', CREATED - 1, CREATED, NOW)).toEqual({
      key: 'sof.beforeCreated',
      event: 'arrived',
    });
  });

  it('refuses an event twice unless it repeats', () => {
    expect(refusal([f('arrived', 0)], 'arrived', 5)).toEqual({ key: 'sof.twice', event: 'arrived' });
    const stoppedOnce = [...PUMPING, f('stoppedPumping', 70), f('resumedPumping', 80)];
    expect(refusal(stoppedOnce, 'stoppedPumping', 90)).toBeNull();
  });

  it('refuses an event whose first is missing, or later than it', () => {
    expect(refusal([f('arrived', 0)], 'commencedPumping', 30)).toEqual({
      key: 'sof.needsFirst',
      event: 'commencedPumping',
      first: 'hosesConnected',
    });
    expect(refusal([f('arrived', 60)], 'allFast', 30)).toEqual({
      key: 'sof.beforeFirst',
      event: 'allFast',
      first: 'arrived',
    });
  });

  it('alternates stops and resumes, and refuses completion while stopped', () => {
    const stopped = [...PUMPING, f('stoppedPumping', 70)];
    expect(refusal(stopped, 'stoppedPumping', 75)).toEqual({ key: 'sof.alreadyStopped', event: 'stoppedPumping' });
    expect(refusal(PUMPING, 'resumedPumping', 75)).toEqual({
      key: 'sof.needsFirst',
      event: 'resumedPumping',
      first: 'stoppedPumping',
    });
    const resumed = [...stopped, f('resumedPumping', 80)];
    expect(refusal(resumed, 'resumedPumping', 85)).toEqual({ key: 'sof.notStopped', event: 'resumedPumping' });
    expect(refusal(stopped, 'completedPumping', 90)).toEqual({ key: 'sof.whileStopped', event: 'completedPumping' });
    expect(refusal(resumed, 'completedPumping', 90)).toBeNull();
  });

  it('refuses a stop or resume once pumping is completed', () => {
    const completed = [...PUMPING, f('completedPumping', 120)];
    expect(refusal(completed, 'stoppedPumping', 130)).toEqual({
      key: 'sof.afterNext',
      event: 'stoppedPumping',
      next: 'completedPumping',
    });
  });
});

describe('the checklist before pumping (review #3)', () => {
  const SIGNED = [f('arrived', 0), f('allFast', 30), f('hosesConnected', 45), f('checklistCompleted', 50)];
  it('refuses commenced pumping dated before the checklist completed, recorded or as a set', () => {
    expect(refusal(SIGNED, 'commencedPumping', 49)).toEqual({
      key: 'sof.beforeFirst',
      event: 'commencedPumping',
      first: 'checklistCompleted',
    });
    expect(sofSetRefusal([...SIGNED, f('commencedPumping', 48)], CREATED, NOW)).toEqual({
      key: 'sof.afterNext',
      event: 'checklistCompleted',
      next: 'commencedPumping',
    });
  });
  it('allows it at or after the checklist, and without one recorded (the gate reads the signatures)', () => {
    expect(refusal(SIGNED, 'commencedPumping', 50)).toBeNull();
    expect(sofSetRefusal([...SIGNED, f('commencedPumping', 50)], CREATED, NOW)).toBeNull();
    expect(refusal(SIGNED.slice(0, 3), 'commencedPumping', 46)).toBeNull();
  });
  it('refuses the checklist completed after pumping commenced, but not at the same instant', () => {
    expect(refusal(PUMPING, 'checklistCompleted', 61)).toEqual({
      key: 'sof.afterNext',
      event: 'checklistCompleted',
      next: 'commencedPumping',
    });
    expect(refusal(PUMPING, 'checklistCompleted', 60)).toBeNull();
  });
});

describe('cast off closes the call (walk #3)', () => {
  const GONE = [...PUMPING, f('completedPumping', 120), f('hosesDisconnected', 130), f('castOff', 150)];
  it('refuses any event dated after cast off, alone or in a set', () => {
    expect(refusal(GONE, 'pilotOnBoard', 151)).toEqual({
      key: 'sof.afterNext',
      event: 'pilotOnBoard',
      next: 'castOff',
    });
    expect(refusal(GONE, 'documentsOnBoard', 200)).toEqual({
      key: 'sof.afterNext',
      event: 'documentsOnBoard',
      next: 'castOff',
    });
    expect(sofSetRefusal([...GONE, f('documentsOnBoard', 160)], CREATED, NOW)).toEqual({
      key: 'sof.afterNext',
      event: 'documentsOnBoard',
      next: 'castOff',
    });
  });
  it('allows a forgotten event at its own time before cast off', () => {
    expect(refusal(GONE, 'documentsOnBoard', 140)).toBeNull();
    expect(sofSetRefusal([...GONE, f('documentsOnBoard', 140), f('pilotOnBoard', 145)], CREATED, NOW)).toBeNull();
  });
});

describe('sofSetRefusal', () => {
  it('passes a set in order, whatever order it is given in', () => {
    expect(sofSetRefusal([...PUMPING].reverse(), CREATED, NOW)).toBeNull();
  });

  it('names the event left before its first, as beforeFirst when the first is recorded later', () => {
    const moved = [f('arrived', 0), f('allFast', 50), f('hosesConnected', 45)];
    expect(sofSetRefusal(moved, CREATED, NOW)).toEqual({
      key: 'sof.beforeFirst',
      event: 'hosesConnected',
      first: 'allFast',
    });
  });

  it('keeps needsFirst when the first is not recorded at all', () => {
    expect(sofSetRefusal([f('allFast', 0)], CREATED, NOW)).toEqual({
      key: 'sof.needsFirst',
      event: 'allFast',
      first: 'arrived',
    });
  });

  it('checks stops and resumes in time order: a second stop before the resume is refused', () => {
    const set = [...PUMPING, f('stoppedPumping', 70), f('resumedPumping', 90), f('stoppedPumping', 80)];
    expect(sofSetRefusal(set, CREATED, NOW)).toEqual({ key: 'sof.alreadyStopped', event: 'stoppedPumping' });
  });

  // The set is checked in one pass; its definition is each event against those before it by
  // sofRefusal. Both must agree on any set: random ones, in and out of order, with ties.
  it('answers as sofRefusal applied to each event after those before it, on random sets', () => {
    const byDefinition = (facts: readonly SofFact[]) => {
      const ordered = inOrder(facts);
      for (let i = 0; i < ordered.length; i++) {
        const r = sofRefusal(ordered.slice(0, i), ordered[i]!.event, ordered[i]!.at, CREATED, NOW);
        if (r?.key === 'sof.needsFirst' && ordered.some((o) => o.event === r.first))
          return { key: 'sof.beforeFirst', event: ordered[i]!.event, first: r.first };
        if (r) return r;
      }
      return null;
    };
    const walk = (pairs: number): SofEvent[] => [
      ...(['arrived', 'pilotOnBoard', 'allFast', 'hosesConnected', 'checklistCompleted', 'commencedPumping'] as const),
      ...Array.from({ length: pairs }, () => ['stoppedPumping', 'resumedPumping'] as const).flat(),
      ...(['completedPumping', 'hosesDisconnected', 'documentsOnBoard', 'castOff'] as const),
    ];
    let seed = 33;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    let refused = 0;
    for (let run = 0; run < 2000; run++) {
      // A real call cut short, in order (ties now and then), then maybe one event moved or changed.
      const events = walk(random(3)).slice(0, 1 + random(14));
      const set = events.map((event, i) => f(event, i * 10 + (random(4) === 0 ? 0 : random(10))));
      if (random(2) === 0) {
        const i = random(set.length);
        const all = walk(1);
        set[i] = random(2) === 0 ? f(set[i]!.event, random(150)) : f(all[random(all.length)]!, set[i]!.at);
      }
      const expected = byDefinition(set);
      if (expected) refused++;
      expect(sofSetRefusal(set, CREATED, NOW)).toEqual(expected);
    }
    // Both kinds of set were met.
    expect(refused).toBeGreaterThan(100);
    expect(refused).toBeLessThan(1900);
  });
});

describe('isStopped and inOrder', () => {
  it('orders by time, ties by the vocabulary', () => {
    expect(inOrder([f('allFast', 10), f('arrived', 10)]).map((x) => x.event)).toEqual(['arrived', 'allFast']);
  });
  it('is stopped only while the last stop has no resume after it', () => {
    expect(isStopped(PUMPING)).toBe(false);
    expect(isStopped([...PUMPING, f('stoppedPumping', 70)])).toBe(true);
    expect(isStopped([...PUMPING, f('resumedPumping', 80), f('stoppedPumping', 70)])).toBe(false);
  });
});

describe('pumpingMinutes', () => {
  it('is null before pumping commenced', () => {
    expect(pumpingMinutes([f('arrived', 0)], NOW)).toBeNull();
  });
  it('runs to now while pumping, to completion once completed', () => {
    expect(pumpingMinutes(PUMPING, m(100))).toBe(40);
    expect(pumpingMinutes([...PUMPING, f('completedPumping', 180)], NOW)).toBe(120);
  });
  it('leaves out each stop to its resume, and a stop still open to the end', () => {
    const set = [...PUMPING, f('stoppedPumping', 70), f('resumedPumping', 100), f('completedPumping', 180)];
    expect(pumpingMinutes(set, NOW)).toBe(90);
    expect(pumpingMinutes([...PUMPING, f('stoppedPumping', 70)], m(100))).toBe(10);
  });
  it('ignores a resume with no stop before it, and never goes below zero', () => {
    expect(pumpingMinutes([...PUMPING, f('resumedPumping', 70)], m(100))).toBe(40);
    expect(pumpingMinutes(PUMPING, m(0))).toBe(0);
  });
});

describe('sofFigures (review 33b #1)', () => {
  it('is all null before any event, with no stops', () => {
    expect(sofFigures([], 1000, NOW)).toEqual({
      waitingHours: null,
      alongsideHours: null,
      pumpingHours: null,
      netRate: null,
      stops: 0,
    });
  });
  it('counts pumping hours live but gives no rate until pumping is completed', () => {
    const live = sofFigures(PUMPING, 1000, m(160));
    expect(live.waitingHours).toBe(0.5);
    expect(live.alongsideHours).toBeNull();
    expect(live.pumpingHours).toBe(1.67);
    expect(live.netRate).toBeNull();
  });
  it('once completed and cast off: each figure, net of stops, the rate on the tonnes given', () => {
    const set = [
      ...PUMPING,
      f('stoppedPumping', 70),
      f('resumedPumping', 100),
      f('completedPumping', 240),
      f('hosesDisconnected', 250),
      f('castOff', 300),
    ];
    // Pumping 180 − 30 stopped = 150 minutes = 2.5 h; 1000 t / 2.5 h = 400 t/h.
    expect(sofFigures(set, 1000, NOW)).toEqual({
      waitingHours: 0.5,
      alongsideHours: 4.5,
      pumpingHours: 2.5,
      netRate: 400,
      stops: 1,
    });
    expect(sofFigures(set, 1001, NOW).netRate).toBe(400.4);
  });
  it('gives no rate over zero pumping hours', () => {
    expect(sofFigures([...PUMPING, f('completedPumping', 60)], 1000, NOW)).toMatchObject({
      pumpingHours: 0,
      netRate: null,
    });
  });
});

describe('progressOf', () => {
  it('follows the furthest event, and signed above all', () => {
    expect(progressOf([], false)).toBe('none');
    expect(progressOf([f('arrived', 0)], false)).toBe('arrived');
    expect(progressOf(PUMPING.slice(0, 2), false)).toBe('alongside');
    expect(progressOf(PUMPING, false)).toBe('pumping');
    expect(progressOf([...PUMPING, f('stoppedPumping', 70)], false)).toBe('stopped');
    expect(progressOf([...PUMPING, f('completedPumping', 120)], false)).toBe('pumped');
    expect(progressOf([...PUMPING, f('castOff', 200)], false)).toBe('castOff');
    expect(progressOf([], true)).toBe('signed');
  });
});

describe('repeatedDue', () => {
  it('falls due every N hours from commenced, up to now while pumping', () => {
    expect(repeatedDue(T0, null, T0 + 9 * HOUR, 4)).toEqual([T0 + 4 * HOUR, T0 + 8 * HOUR]);
  });
  it('stops at completion, includes a round due exactly then, none before the first interval', () => {
    expect(repeatedDue(T0, T0 + 8 * HOUR, T0 + 20 * HOUR, 4)).toEqual([T0 + 4 * HOUR, T0 + 8 * HOUR]);
    expect(repeatedDue(T0, null, T0 + 3 * HOUR, 4)).toEqual([]);
  });
});
