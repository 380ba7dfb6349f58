/**
 * The auto-planner against its targets (issue 4): 200 nominations over 12 berths planned in ≤ 1 s
 * with total waiting ≤ 0.7 × first come, first served; and within 2 % of the exact optimum (a MILP
 * solved by HiGHS) on instances of ≤ 20 nominations. Prints one JSON line.
 */
import loadHighs from 'highs';
import type { BerthFacts, Candidate } from '../contract/berthRules.js';
import { planFor } from '../server/modules/berthBoard/berthBoard.service.js';
import { plan, type PlanInput } from '../server/modules/berthBoard/planner.js';

const H = 3_600_000;

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A terminal of 6 jetties × 2 berths with LOA limits and product lines, and a week of barges arriving. */
function bigInstance(seed: number, n: number) {
  const rnd = random(seed);
  const products = [1, 2, 3, 4, 5];
  const berths: BerthFacts[] = [...Array(12).keys()].map((i) => {
    const jetty = Math.floor(i / 2);
    const big = i % 2 === 0;
    return {
      id: i + 1, name: `J${jetty + 1}-${big ? 'A' : 'B'}`, jettyId: jetty + 1, jettyNumber: `J${jetty + 1}`,
      minLoa: big ? 60 : 30, maxLoa: big ? 150 : 90, active: true,
      productIds: products.filter((p) => (p + jetty) % 3 !== 0), closures: [],
    };
  });
  const days = 6;
  const candidates: Candidate[] = [...Array(n).keys()].map((i) => {
    const quantity = 1000 + Math.floor(rnd() * 5000);
    return {
      nominationId: i + 1, bargeName: `Barge ${i + 1}`, bargeLoa: 40 + Math.floor(rnd() * 90), productId: products[Math.floor(rnd() * products.length)]!,
      productName: 'P', readiness: Math.floor(rnd() * days * 24) * H, durationHours: Math.max(1, Math.ceil((quantity / 800) * 4) / 4), unqualified: false,
    };
  });
  return { berths, candidates };
}

function smallInstance(seed: number, n: number): PlanInput {
  const rnd = random(seed);
  return {
    jobs: [...Array(n).keys()].map((i) => {
      const allowed = [1, 2, 3].filter(() => rnd() < 0.75);
      return { id: i + 1, release: Math.floor(rnd() * 20) * H, duration: (2 + Math.floor(rnd() * 5)) * H, berths: allowed.length ? allowed : [1 + (i % 3)] };
    }),
    blocked: [],
    buffer: H,
  };
}

/**
 * The exact optimum as a time-indexed MILP in whole hours (the instances' times are whole hours, so
 * an optimal plan is too): z[j,b,t] = nomination j starts on berth b at hour t. A berth holds j for
 * its duration plus the changeover. No job of an optimal plan waits longer than the heuristic's total
 * waiting, which bounds t.
 */
function milp(input: PlanInput, heuristicWait: number): string {
  const h = (ms: number) => Math.round(ms / H);
  const buf = h(input.buffer);
  const slack = h(heuristicWait);
  const vars: { name: string; j: number; b: number; t: number }[] = [];
  input.jobs.forEach((job, j) => {
    for (const b of job.berths) for (let t = h(job.release); t <= h(job.release) + slack; t++) vars.push({ name: `z${j}_${b}_${t}`, j, b, t });
  });
  const rows: string[] = input.jobs.map((_, j) => `a${j}: ${vars.filter((v) => v.j === j).map((v) => v.name).join(' + ')} = 1`);
  const horizon = Math.max(...vars.map((v) => v.t + h(input.jobs[v.j]!.duration) + buf));
  for (const b of [...new Set(input.jobs.flatMap((j) => j.berths))]) {
    for (let hour = 0; hour <= horizon; hour++) {
      const holding = vars.filter((v) => v.b === b && v.t <= hour && hour < v.t + h(input.jobs[v.j]!.duration) + buf);
      if (holding.length > 1) rows.push(`c${b}_${hour}: ${holding.map((v) => v.name).join(' + ')} <= 1`);
    }
  }
  return [
    'Minimize', ` obj: ${vars.map((v) => `${v.t} ${v.name}`).join(' + ')}`,
    'Subject To', ...rows.map((r) => ` ${r}`),
    'Binary', ` ${vars.map((v) => v.name).join(' ')}`, 'End',
  ].join('\n');
}

async function main() {
  const highs = await loadHighs();
  // 200 nominations over 12 berths, through the same function the API calls (rules, solver, checks).
  const runs = [11, 12, 13].map((seed) => {
    const { berths, candidates } = bigInstance(seed, 200);
    const started = performance.now();
    const result = planFor(candidates, berths, [], 0, 60, (ms) => String(ms));
    const ms = performance.now() - started;
    return { ms, ratio: result.totalWaitMinutes / result.firstComeWaitMinutes, placed: result.proposals.length, wait: result.totalWaitMinutes, fcfs: result.firstComeWaitMinutes };
  });
  // Small instances against the MILP optimum.
  const gaps: number[] = [];
  let milpMs = 0;
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    const input = smallInstance(seed, 12 + (seed % 3) * 4);
    const mine = plan(input, { timeBudgetMs: 300 });
    const started = performance.now();
    const exact = highs.solve(milp(input, mine.totalWait), { time_limit: 120, mip_rel_gap: 0, output_flag: false });
    milpMs += performance.now() - started;
    if (exact.Status !== 'Optimal') throw new Error(`MILP ${seed}: ${exact.Status}`);
    const optimumWait = exact.ObjectiveValue - input.jobs.reduce((s, j) => s + j.release / H, 0);
    const myWait = mine.totalWait / H;
    gaps.push(optimumWait === 0 ? (myWait === 0 ? 0 : Infinity) : (myWait - optimumWait) / optimumWait);
  }
  process.stdout.write(`${JSON.stringify({
    bench: 'planner',
    nominations: 200, berths: 12,
    planMsMax: Math.round(Math.max(...runs.map((r) => r.ms))),
    waitRatioVsFcfsMax: Number(Math.max(...runs.map((r) => r.ratio)).toFixed(3)),
    placed: runs.map((r) => r.placed),
    waitMinutes: runs.map((r) => r.wait), fcfsWaitMinutes: runs.map((r) => r.fcfs),
    smallInstances: gaps.length, optimumGapMax: Number(Math.max(...gaps).toFixed(4)), milpSeconds: Number((milpMs / 1000).toFixed(1)),
    targets: { planMs: 1000, waitRatio: 0.7, optimumGap: 0.02 },
  })}\n`);
}

await main();
