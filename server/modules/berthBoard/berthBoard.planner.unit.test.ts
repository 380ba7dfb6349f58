import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plan, planFirstComeFirstServed, type Plan, type PlanInput } from './berthBoard.planner.js';
import { HOUR } from '../../../contract/time.js';

/** Every placement on an allowed berth, not before its release, clear of the others and of the blocked windows by the buffer. */
function assertValid(input: PlanInput, p: Plan): void {
  const windows = [...input.blocked.map((b) => ({ ...b, id: -1 }))];
  for (const pl of p.placements) {
    const job = input.jobs.find((j) => j.id === pl.id)!;
    expect(job.berths).toContain(pl.berthId);
    expect(pl.start).toBeGreaterThanOrEqual(job.release);
    windows.push({ id: pl.id, berthId: pl.berthId, start: pl.start, end: pl.start + job.duration });
  }
  for (const a of windows) {
    for (const b of windows) {
      if (a === b || a.berthId !== b.berthId) continue;
      expect(a.end + input.buffer <= b.start || b.end + input.buffer <= a.start).toBe(true);
    }
  }
  const wait = p.placements.reduce((s, pl) => s + pl.start - input.jobs.find((j) => j.id === pl.id)!.release, 0);
  expect(p.totalWait).toBe(wait);
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** The optimum by enumeration (no blocked windows): every berth choice and every order, each berth's queue left-shifted. */
function bruteForce(input: PlanInput, berthIds: number[]): number {
  const n = input.jobs.length;
  let best = Infinity;
  const orders = permutations([...Array(n).keys()]);
  for (let code = 0; code < berthIds.length ** n; code++) {
    const berthOf = [...Array(n).keys()].map(
      (i) => berthIds[Math.floor(code / berthIds.length ** i) % berthIds.length]!,
    );
    if (berthOf.some((b, i) => !input.jobs[i]!.berths.includes(b))) continue;
    for (const order of orders) {
      const free = new Map<number, number>();
      let wait = 0;
      for (const i of order) {
        const job = input.jobs[i]!;
        const b = berthOf[i]!;
        const start = Math.max(job.release, free.has(b) ? free.get(b)! + input.buffer : -Infinity);
        free.set(b, start + job.duration);
        wait += start - job.release;
      }
      best = Math.min(best, wait);
    }
  }
  return best;
}

const jobArb = fc.record({
  release: fc.integer({ min: 0, max: 12 }),
  duration: fc.integer({ min: 1, max: 6 }),
  allowed: fc.subarray([1, 2], { minLength: 1 }),
});

describe('the planner', () => {
  it('places around blocked windows, on allowed berths, and reports what it cannot place', () => {
    const input: PlanInput = {
      jobs: [
        { id: 1, release: 0, duration: 2 * HOUR, berths: [1] },
        { id: 2, release: 0, duration: 1 * HOUR, berths: [1, 2] },
        { id: 3, release: 0, duration: 1 * HOUR, berths: [] },
      ],
      blocked: [{ berthId: 1, start: 1 * HOUR, end: 3 * HOUR }],
      buffer: 0,
    };
    const p = plan(input);
    assertValid(input, p);
    expect(p.unplaced).toEqual([3]);
    expect(p.placements.find((x) => x.id === 1)!.start).toBe(3 * HOUR);
    expect(p.placements.find((x) => x.id === 2)).toMatchObject({ start: 0 });
  });

  it('finds the optimum of small instances and never does worse than first come, first served', () => {
    fc.assert(
      fc.property(fc.array(jobArb, { minLength: 2, maxLength: 5 }), fc.integer({ min: 0, max: 2 }), (raw, buffer) => {
        const input: PlanInput = {
          jobs: raw.map((j, i) => ({
            id: i + 1,
            release: j.release * HOUR,
            duration: j.duration * HOUR,
            berths: j.allowed,
          })),
          blocked: [],
          buffer: buffer * HOUR,
        };
        const p = plan(input, { work: 50_000 });
        assertValid(input, p);
        expect(p.totalWait).toBeLessThanOrEqual(planFirstComeFirstServed(input).totalWait);
        expect(p.totalWait).toBe(bruteForce(input, [1, 2]));
      }),
      { numRuns: 40, seed: 4242 },
    );
  });

  it('is deterministic for the same input and seed', () => {
    const input: PlanInput = {
      jobs: [...Array(30).keys()].map((i) => ({
        id: i,
        release: (i % 7) * HOUR,
        duration: (1 + (i % 4)) * HOUR,
        berths: i % 3 ? [1, 2, 3] : [1],
      })),
      blocked: [{ berthId: 2, start: 5 * HOUR, end: 9 * HOUR }],
      buffer: HOUR / 2,
    };
    // The budget is work, not time: a busy machine and an idle one give the same plan.
    const a = plan(input, { work: 100_000 });
    const b = plan(input, { work: 100_000 });
    expect(a).toEqual(b);
    assertValid(input, a);
  });
});
