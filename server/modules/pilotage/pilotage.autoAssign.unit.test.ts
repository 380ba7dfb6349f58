import { describe, expect, it } from 'vitest';
import {
  checkResource,
  dutyMinutes,
  isLateOrder,
  type JobTimes,
  type Resource,
} from '../../../contract/pilotageRules.js';
import { autoAssign, autoAssignGreedy, type AutoAssignInput } from './pilotage.autoAssign.js';
import { HOUR } from '../../../contract/time.js';

const pilot = (id: number): Resource => ({ id, name: `P${id}`, kind: 'pilot', active: true });
const tug = (id: number): Resource => ({ id, name: `T${id}`, kind: 'tug', active: true });
const job = (id: number, startH: number, pilotId: number | null = null, tugIds: number[] = []): JobTimes => ({
  id,
  start: startH * HOUR,
  end: (startH + 1) * HOUR,
  pilotId,
  tugIds,
});
const rules = { travelBufferMinutes: 30, maxDutyHours: 10 };
const ctx = (jobs: JobTimes[]) => ({ ...rules, jobs, formatTime: (ms: number) => `${ms / HOUR}h` });

describe('the pilotage rules', () => {
  it('refuse a pilot within the travel buffer of another job, and allow it just outside', () => {
    const other = job(1, 10, 7);
    expect(checkResource(job(2, 11.25), pilot(7), ctx([other])).map((v) => v.rule)).toEqual(['overlap']);
    expect(checkResource(job(2, 11.5), pilot(7), ctx([other]))).toEqual([]);
    expect(checkResource(job(2, 11.25), pilot(8), ctx([other]))).toEqual([]);
  });

  it('count duty over any 24 hours that include the job', () => {
    const mine = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map((h, i) => job(i + 1, h, 7));
    expect(dutyMinutes(job(99, 20, 7), mine)).toBe(11 * 60);
    expect(checkResource(job(99, 20, 7), pilot(7), ctx(mine)).map((v) => v.rule)).toEqual(['duty']);
    // A day later the first jobs have dropped out of the window.
    expect(checkResource(job(99, 30, 7), pilot(7), ctx(mine))).toEqual([]);
  });

  it('flag an order less than six hours ahead as late', () => {
    expect(isLateOrder(0, 5.75 * HOUR)).toBe(true);
    expect(isLateOrder(0, 6 * HOUR)).toBe(false);
  });
});

describe('the auto-assign', () => {
  const base = (jobs: JobTimes[], pilots = [pilot(1), pilot(2)], fixed: JobTimes[] = []): AutoAssignInput => ({
    jobs,
    fixed,
    pilots,
    tugs: [tug(11), tug(12)],
    rules,
    tugsPerJob: 1,
  });

  it('staffs every job it can within the rules, deterministically, and keeps a pilot already on a job', () => {
    const input = base([job(1, 8), job(2, 8.25), job(3, 12, 2)]);
    const out = autoAssign(input);
    expect(autoAssign(input)).toEqual(out);
    expect(out.unassigned).toEqual([]);
    const by = new Map(out.assignments.map((a) => [a.jobId, a]));
    expect(by.get(1)!.pilotId).not.toBe(by.get(2)!.pilotId);
    expect(by.get(3)!.pilotId).toBe(2);
    expect(new Set([by.get(1)!.tugIds[0], by.get(2)!.tugIds[0]]).size).toBe(2);
  });

  it('moves an earlier choice aside to staff a job the greedy leaves open', () => {
    // P2 has a fixed job at 09:00. First fit puts P1 on 07:00; the 08:15 job then fits neither
    // (P1 needs 30 min after 08:00, P2 before 09:00). Moving 07:00 to P2 frees P1 for it.
    const pilots = [pilot(1), pilot(2)];
    const fixed = [job(50, 9, 2)];
    const input = base([job(1, 7), job(2, 8.25)], pilots, fixed);
    const greedy = autoAssignGreedy(input);
    const best = autoAssign(input);
    expect(greedy.unassigned).toEqual([2]);
    expect(best.unassigned).toEqual([]);
    expect(best.assignments.map((a) => [a.jobId, a.pilotId])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    const all = [...fixed, ...input.jobs.map((j) => ({ ...j, ...best.assignments.find((a) => a.jobId === j.id) }))];
    for (const j of all)
      for (const p of pilots.filter((p) => p.id === j.pilotId)) expect(checkResource(j, p, ctx(all))).toEqual([]);
  });

  it('leaves a job open rather than break a rule', () => {
    const out = autoAssign(base([job(1, 8), job(2, 8), job(3, 8)]));
    expect(out.unassigned).toEqual([3]);
  });
});
