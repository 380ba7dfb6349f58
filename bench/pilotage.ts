/**
 * The pilotage auto-assign (issue 17) against a simple greedy (first pilot by number that fits) on
 * busy days: jobs staffed, longest duty, time to solve, and whether every rule holds afterwards; and
 * the event loop's worst stall while a large day is solved in the planner's worker thread. Rounds
 * interleave the two solvers on the same seeded instances. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import { checkResource, type JobTimes, type Resource } from '../contract/pilotageRules.js';
import {
  autoAssign,
  autoAssignGreedy,
  type AutoAssignInput,
  type AutoAssignOutput,
} from '../server/modules/pilotage/pilotage.autoAssign.js';
import { createPlannerPool } from '../server/modules/berthBoard/berthBoard.planner.pool.js';
import { ROUNDS, runBench, spread } from './support.js';
import { mulberry32 } from '../server/platform/seeded.js';
import { HOUR, MINUTE } from '../contract/time.js';

/** A day of `n` one-hour jobs bunched around two tides, the evening before already staffed. */
function day(seed: number, n: number, pilots: number, tugs: number): AutoAssignInput {
  const rnd = mulberry32(seed);
  const people = (kind: 'pilot' | 'tug', count: number, from: number): Resource[] =>
    [...Array(count).keys()].map((i) => ({ id: from + i, name: `${kind} ${i + 1}`, kind, active: true }));
  const ps = people('pilot', pilots, 1);
  const ts = people('tug', tugs, 1000);
  const slot = (hours: number) => Math.round((hours * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
  const jobs: JobTimes[] = [...Array(n).keys()].map((i) => {
    const tide = rnd() < 0.5 ? 6 : 17;
    const at = slot(Math.max(0, Math.min(23, tide + (rnd() - 0.5) * 8)));
    return { id: i + 1, start: at, end: at + HOUR, pilotId: null, tugIds: [] };
  });
  // Yesterday evening's work: some pilots start the day with duty already done.
  const fixed: JobTimes[] = ps.slice(0, Math.floor(pilots / 2)).flatMap((p, i) =>
    [...Array(4).keys()].map((k) => {
      const at = -10 * HOUR + k * 2 * HOUR + (i % 3) * 15 * MINUTE;
      return { id: 10_000 + i * 10 + k, start: at, end: at + HOUR, pilotId: p.id, tugIds: [] };
    }),
  );
  return {
    jobs,
    fixed,
    pilots: ps,
    tugs: ts,
    rules: { travelBufferMinutes: 30, maxDutyHours: 10 },
    tugsPerJob: 1,
  };
}

/** Every placed pilot and tug still satisfies every rule once the whole proposal is applied. */
function valid(input: AutoAssignInput, out: AutoAssignOutput): boolean {
  const byId = new Map(out.assignments.map((a) => [a.jobId, a]));
  const jobs = input.jobs.map((j) => ({ ...j, ...(byId.get(j.id) ?? {}) }));
  const ctx = { ...input.rules, jobs: [...input.fixed, ...jobs], formatTime: String };
  const all = [...input.pilots, ...input.tugs];
  return jobs.every((j) =>
    all
      .filter((r) => (r.kind === 'pilot' ? j.pilotId === r.id : j.tugIds.includes(r.id)))
      .every((r) => checkResource(j, r, ctx).length === 0),
  );
}

const staffed = (out: AutoAssignOutput, input: AutoAssignInput) => input.jobs.length - out.unassigned.length;

async function loopStall(work: () => Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 5);
    last = now;
  }, 5);
  await work();
  // A stall of synchronous work shows when the timer next gets its turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return worst;
}

async function main() {
  const sizes = [
    { jobs: 60, pilots: 8, tugs: 5 },
    { jobs: 120, pilots: 12, tugs: 8 },
    { jobs: 400, pilots: 30, tugs: 20 },
  ];
  const results = [];
  for (const size of sizes) {
    const ratio: number[] = [];
    const dutyRatio: number[] = [];
    const bestMs: number[] = [];
    const greedyMs: number[] = [];
    let allValid = true;
    for (let round = 0; round < Math.max(ROUNDS, 5); round++) {
      const input = day(2026 + round, size.jobs, size.pilots, size.tugs);
      let t0 = performance.now();
      const best = autoAssign(input);
      bestMs.push(performance.now() - t0);
      t0 = performance.now();
      const greedy = autoAssignGreedy(input);
      greedyMs.push(performance.now() - t0);
      allValid &&= valid(input, best) && valid(input, greedy);
      ratio.push(staffed(best, input) / Math.max(1, staffed(greedy, input)));
      dutyRatio.push(best.maxDutyMinutes / Math.max(1, greedy.maxDutyMinutes));
    }
    results.push({
      ...size,
      staffedOverGreedy: spread(ratio),
      longestDutyOverGreedy: spread(dutyRatio),
      bestMs: spread(bestMs, 1),
      greedyMs: spread(greedyMs, 1),
      everyRuleHolds: allValid,
    });
  }
  // The largest day in the worker thread: the event loop keeps ticking.
  const pool = createPlannerPool();
  const big = day(7, 400, 30, 20);
  await pool.assignPilots(big);
  const stallWorker = await loopStall(() => pool.assignPilots(big));
  const stallInline = await loopStall(async () => autoAssign(big));
  await pool.close();
  process.stdout.write(
    `${JSON.stringify({
      bench: 'pilotage',
      results,
      eventLoopStallMs: { inWorker: Number(stallWorker.toFixed(1)), inline: Number(stallInline.toFixed(1)) },
    })}\n`,
  );
}

runBench(main);
