import { describe, expect, it } from 'vitest';
import {
  berthLabel,
  checkAssignment,
  durationFor,
  type BerthFacts,
  type Candidate,
  type RuleContext,
} from './berthRules.js';
import { HOUR, MINUTE } from './time.js';

const berth: BerthFacts = {
  id: 1,
  name: 'J2-B',
  jettyId: 2,
  jettyNumber: 'J2',
  minLoa: 30,
  maxLoa: 85,
  active: true,
  productIds: [7],
  closures: [],
};
const barge: Candidate = {
  nominationId: 10,
  bargeName: 'Harbour Star 2',
  bargeLoa: 92,
  productId: 7,
  productName: 'VLSFO',
  readiness: 0,
  durationHours: 2,
  unqualified: false,
};
const ctx = { changeoverMinutes: 60, occupations: [], formatTime: (ms: number) => `t${ms / HOUR}` };

describe('the berth rule engine', () => {
  it('names the rule and the numbers of each refusal', () => {
    expect(checkAssignment(barge, berth, 5 * HOUR, ctx).map((v) => v.message)).toEqual([
      'LOA 92.0 m exceeds berth J2-B max 85.0 m',
    ]);
    expect(checkAssignment({ ...barge, bargeLoa: 20 }, berth, 5 * HOUR, ctx)[0]!.message).toBe(
      'LOA 20.0 m is below berth J2-B min 30.0 m',
    );
    expect(
      checkAssignment({ ...barge, bargeLoa: 60, productId: 8, productName: 'Gasoline' }, berth, 5 * HOUR, ctx)[0]!
        .message,
    ).toBe('Jetty J2 has no line for Gasoline');
    expect(checkAssignment({ ...barge, bargeLoa: 60, unqualified: true }, berth, 5 * HOUR, ctx)[0]!.rule).toBe(
      'unqualified',
    );
    expect(
      checkAssignment(
        { ...barge, bargeLoa: 60 },
        { ...berth, closures: [{ reportId: 4, equipment: 'Arm 1' }] },
        5 * HOUR,
        ctx,
      )[0]!.message,
    ).toBe('Jetty J2 is closed by open equipment report #4 (Arm 1)');
    expect(checkAssignment({ ...barge, bargeLoa: 60, readiness: 6 * HOUR }, berth, 5 * HOUR, ctx)[0]!.message).toBe(
      'Berth time t5 is before the barge readiness time t6',
    );
    expect(checkAssignment({ ...barge, bargeLoa: 60 }, { ...berth, active: false }, 5 * HOUR, ctx)[0]!.rule).toBe(
      'berthInactive',
    );
  });

  it('keeps the changeover buffer on both sides of another window', () => {
    const busy = { ...ctx, occupations: [{ nominationId: 3, berthId: 1, start: 10 * HOUR, end: 12 * HOUR }] };
    const ok = { ...barge, bargeLoa: 60 };
    expect(checkAssignment(ok, berth, 7 * HOUR, busy)).toEqual([]); // ends 9:00, one hour before
    expect(checkAssignment(ok, berth, 7.5 * HOUR, busy).map((v) => v.rule)).toEqual(['overlap']);
    expect(checkAssignment(ok, berth, 12.5 * HOUR, busy).map((v) => v.rule)).toEqual(['overlap']);
    expect(checkAssignment(ok, berth, 13 * HOUR, busy)).toEqual([]);
    expect(checkAssignment(ok, { ...berth, id: 2 }, 11 * HOUR, busy)).toEqual([]);
    expect(checkAssignment({ ...ok, nominationId: 3 }, berth, 11 * HOUR, busy)).toEqual([]);
  });

  it('holds a berth for whole quarter hours, one hour at least', () => {
    expect(durationFor(1000, 500)).toBe(2);
    expect(durationFor(1010, 500)).toBe(2.25);
    expect(durationFor(10, 500)).toBe(1);
  });

  it('labels berths with their jetty once', () => {
    expect(berthLabel({ jettyNumber: 'J2', name: 'J2-B' })).toBe('J2-B');
    expect(berthLabel({ jettyNumber: 'J3', name: 'North' })).toBe('J3-North');
  });

  describe('at the edges of each rule', () => {
    const fits = { ...barge, bargeLoa: 60 };
    const ruleAt = (c: Candidate, b: BerthFacts = berth, start = 5 * HOUR, context: RuleContext = ctx) =>
      checkAssignment(c, b, start, context).map((v) => v.rule);

    it('takes a barge exactly at the maximum LOA and refuses one a tenth of a metre over', () => {
      expect(ruleAt({ ...barge, bargeLoa: 85 })).toEqual([]);
      expect(ruleAt({ ...barge, bargeLoa: 85.1 })).toEqual(['loaAbove']);
    });

    it('takes a barge exactly at the minimum LOA and refuses one a tenth of a metre under', () => {
      expect(ruleAt({ ...barge, bargeLoa: 30 })).toEqual([]);
      expect(ruleAt({ ...barge, bargeLoa: 29.9 })).toEqual(['loaBelow']);
    });

    it('needs a line for the product on the jetty: one carrying it, not one carrying something else', () => {
      expect(ruleAt(fits, { ...berth, productIds: [3, 7] })).toEqual([]);
      // What a removed line carried is no longer in the jetty's products (the server lists active lines only).
      expect(ruleAt(fits, { ...berth, productIds: [3] })).toEqual(['noLine']);
      expect(ruleAt(fits, { ...berth, productIds: [] })).toEqual(['noLine']);
    });

    it('refuses a berth out of service and a jetty closed by any open report, one refusal per report', () => {
      expect(ruleAt(fits, { ...berth, active: false })).toEqual(['berthInactive']);
      const closures = [
        { reportId: 4, equipment: 'Arm 1' },
        { reportId: 5, equipment: 'Arm 2' },
      ];
      expect(ruleAt(fits, { ...berth, closures })).toEqual(['jettyClosed', 'jettyClosed']);
    });

    it('starts at the readiness time at the earliest: equal is fine, a minute before is not', () => {
      const ready = { ...fits, readiness: 5 * HOUR };
      expect(ruleAt(ready, berth, 5 * HOUR)).toEqual([]);
      expect(ruleAt(ready, berth, 5 * HOUR - MINUTE)).toEqual(['beforeReadiness']);
      // No readiness declared: the time rule does not apply.
      expect(ruleAt({ ...fits, readiness: null }, berth, 0)).toEqual([]);
    });

    it('keeps the changeover before and after another window to the minute', () => {
      // The other nomination holds 10:00–12:00 with a 60-minute changeover; ours lasts 2 h.
      const busy = { ...ctx, occupations: [{ nominationId: 3, berthId: 1, start: 10 * HOUR, end: 12 * HOUR }] };
      // Before it: ending at 09:00 leaves exactly the changeover; a minute later does not.
      expect(ruleAt(fits, berth, 7 * HOUR, busy)).toEqual([]);
      expect(ruleAt(fits, berth, 7 * HOUR + MINUTE, busy)).toEqual(['overlap']);
      // After it: starting at 13:00 leaves exactly the changeover; a minute earlier does not.
      expect(ruleAt(fits, berth, 13 * HOUR, busy)).toEqual([]);
      expect(ruleAt(fits, berth, 13 * HOUR - MINUTE, busy)).toEqual(['overlap']);
      // Without a changeover the windows may touch but not cross.
      const tight = { ...busy, changeoverMinutes: 0 };
      expect(ruleAt(fits, berth, 8 * HOUR, tight)).toEqual([]);
      expect(ruleAt(fits, berth, 8 * HOUR + MINUTE, tight)).toEqual(['overlap']);
      expect(ruleAt(fits, berth, 12 * HOUR, tight)).toEqual([]);
      expect(ruleAt(fits, berth, 12 * HOUR - MINUTE, tight)).toEqual(['overlap']);
    });

    it('holds a berth one hour at least and rounds up to the quarter at the edge', () => {
      expect(durationFor(500, 500)).toBe(1);
      expect(durationFor(501, 500)).toBe(1.25);
      expect(durationFor(625, 500)).toBe(1.25);
      expect(durationFor(626, 500)).toBe(1.5);
    });
  });
});
