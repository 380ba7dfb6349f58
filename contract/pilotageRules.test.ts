import { describe, expect, it } from 'vitest';
import {
  checkResource,
  clashes,
  dutyMinutes,
  isLateOrder,
  LATE_ORDER_HOURS,
  slotCeil,
  slotFloor,
  type JobTimes,
  type PilotageContext,
  type Resource,
} from './pilotageRules.js';
import { HOUR, MINUTE } from './time.js';

/**
 * The pilotage rules of DECISIONS.md §7a at their edges: equal to each limit passes, one minute
 * past it does not, on both sides of another job.
 */
const pilot: Resource = { id: 1, name: 'Capt. Lim', kind: 'pilot', active: true };
const tug: Resource = { id: 9, name: 'Tug One', kind: 'tug', active: true };
const job = (
  id: number,
  start: number,
  minutes = 60,
  pilotId: number | null = 1,
  tugIds: number[] = [9],
): JobTimes => ({
  id,
  start,
  end: start + minutes * MINUTE,
  pilotId,
  tugIds,
});
const ctx = (jobs: JobTimes[], over: Partial<PilotageContext> = {}): PilotageContext => ({
  travelBufferMinutes: 30,
  maxDutyHours: 10,
  jobs,
  formatTime: (ms) => `t${ms / MINUTE}`,
  ...over,
});
const rulesOf = (j: JobTimes, r: Resource, c: PilotageContext) => checkResource(j, r, c).map((v) => v.rule);

describe('the pilotage rules at their edges', () => {
  // The other job holds 10:00–11:00; the travel buffer is 30 minutes.
  const other = job(2, 10 * HOUR);

  it('keeps the travel buffer after the other job, to the minute', () => {
    expect(rulesOf(job(1, 11 * HOUR + 30 * MINUTE), pilot, ctx([other]))).toEqual([]);
    expect(rulesOf(job(1, 11 * HOUR + 29 * MINUTE), pilot, ctx([other]))).toEqual(['overlap']);
  });

  it('keeps the travel buffer before the other job, to the minute', () => {
    // Ending 09:30 leaves exactly 30 minutes to get there; ending 09:31 does not.
    expect(rulesOf(job(1, 8 * HOUR + 30 * MINUTE), pilot, ctx([other]))).toEqual([]);
    expect(rulesOf(job(1, 8 * HOUR + 31 * MINUTE), pilot, ctx([other]))).toEqual(['overlap']);
  });

  it('keeps the buffer for tugs too, both sides, and not for someone else', () => {
    expect(rulesOf(job(1, 11 * HOUR + 29 * MINUTE), tug, ctx([other]))).toEqual(['overlap']);
    expect(rulesOf(job(1, 8 * HOUR + 31 * MINUTE), tug, ctx([other]))).toEqual(['overlap']);
    expect(rulesOf(job(1, 11 * HOUR + 30 * MINUTE), tug, ctx([other]))).toEqual([]);
    expect(rulesOf(job(1, 8 * HOUR + 30 * MINUTE), tug, ctx([other]))).toEqual([]);
    const elsewhere = job(2, 10 * HOUR, 60, 5, [7]);
    expect(rulesOf(job(1, 10 * HOUR), pilot, ctx([elsewhere]))).toEqual([]);
    expect(rulesOf(job(1, 10 * HOUR), tug, ctx([elsewhere]))).toEqual([]);
  });

  it('with no buffer lets jobs touch but not cross', () => {
    const none = { travelBufferMinutes: 0 };
    expect(clashes(job(1, 11 * HOUR), pilot, ctx([other], none))).toEqual([]);
    expect(clashes(job(1, 9 * HOUR), pilot, ctx([other], none))).toEqual([]);
    expect(clashes(job(1, 11 * HOUR - MINUTE), pilot, ctx([other], none))).toEqual([other]);
    expect(clashes(job(1, 9 * HOUR + MINUTE), pilot, ctx([other], none))).toEqual([other]);
  });

  it('allows duty exactly at the 24-hour limit and refuses one minute more', () => {
    const twoHours = { maxDutyHours: 2 };
    // 60 + 60 minutes within a day: exactly two hours.
    expect(rulesOf(job(1, 15 * HOUR), pilot, ctx([other], twoHours))).toEqual([]);
    expect(rulesOf(job(1, 15 * HOUR, 61), pilot, ctx([other], twoHours))).toEqual(['duty']);
    expect(checkResource(job(1, 15 * HOUR, 61), pilot, ctx([other], twoHours))[0]!.params).toMatchObject({
      hours: '2.0',
      max: 2,
    });
    // Duty is a pilot's limit, not a tug's.
    expect(rulesOf(job(1, 15 * HOUR, 61), tug, ctx([other], twoHours))).toEqual([]);
  });

  it('counts work within 24 hours of the job: a day apart is a new day, a minute less is not', () => {
    // The other job 10:00–11:00, ours an hour: starting 24 h after the other starts, no day holds both.
    expect(dutyMinutes(job(1, 34 * HOUR), [other])).toBe(60);
    expect(dutyMinutes(job(1, 34 * HOUR - MINUTE), [other])).toBe(61);
    // Before it: starting 24 h before the other starts, apart; a minute later the day holds a minute of it.
    expect(dutyMinutes(job(1, -14 * HOUR), [other])).toBe(60);
    expect(dutyMinutes(job(1, -14 * HOUR + MINUTE), [other])).toBe(61);
    // At a limit of 61 minutes of duty (1 h 1 min), the same edge decides.
    const limit = { maxDutyHours: 61 / 60 };
    expect(rulesOf(job(1, 34 * HOUR - MINUTE), pilot, ctx([other], limit))).toEqual([]);
    expect(rulesOf(job(1, 34 * HOUR - 2 * MINUTE), pilot, ctx([other], limit))).toEqual(['duty']);
  });

  it('refuses a pilot or tug out of service, whatever the times', () => {
    expect(rulesOf(job(1, 0), { ...pilot, active: false }, ctx([]))).toEqual(['inactive']);
    expect(rulesOf(job(1, 0), { ...tug, active: false }, ctx([]))).toEqual(['inactive']);
  });

  it('calls an order late below six hours ahead: exactly six is in time, a minute less is late', () => {
    expect(LATE_ORDER_HOURS).toBe(6);
    expect(isLateOrder(0, 6 * HOUR)).toBe(false);
    expect(isLateOrder(0, 6 * HOUR - MINUTE)).toBe(true);
    expect(isLateOrder(MINUTE, 6 * HOUR)).toBe(true);
  });

  it('rounds times to 15-minute slots at the edge', () => {
    expect(slotFloor(15 * MINUTE)).toBe(15 * MINUTE);
    expect(slotFloor(15 * MINUTE - 1)).toBe(0);
    expect(slotCeil(15 * MINUTE)).toBe(15 * MINUTE);
    expect(slotCeil(15 * MINUTE + 1)).toBe(30 * MINUTE);
  });
});
