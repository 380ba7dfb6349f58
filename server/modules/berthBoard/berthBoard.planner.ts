import { mulberry32 } from '../../platform/seeded.js';
/**
 * The auto-planner's solver: nominations onto berths, minimising total waiting (start − readiness),
 * around berths already held. Pure and deterministic (seeded), so the bench and the tests measure
 * exactly what the API runs.
 *
 * A plan is encoded as an order of the nominations and, for some of them, a chosen berth. Decoding
 * places each in turn at its earliest feasible start (gaps included) on its chosen berth, or on the
 * berth where it starts earliest. Every gap-free schedule is reachable this way, so a local search
 * over the encoding (move a nomination in the order, choose or release its berth) can reach the optimum.
 *
 * The search has a budget of work, not of time: the same input gives the same plan on a busy machine
 * and on an idle one. It runs in a worker thread (berthBoard.planner.pool.ts), never on the API's event loop.
 */

export interface PlanJob {
  id: number;
  /** Epoch ms from which it may start (its readiness, or the period's start). */
  release: number;
  /** Epoch ms the berth is held. */
  duration: number;
  /** The berths every rule that does not depend on time allows. */
  berths: number[];
}

export interface PlanInput {
  jobs: PlanJob[];
  /** Windows already held (locked nominations), [start, end). */
  blocked: { berthId: number; start: number; end: number }[];
  /** Changeover kept free between two windows on a berth, ms. */
  buffer: number;
}

export interface Placement {
  id: number;
  berthId: number;
  start: number;
}
export interface Plan {
  placements: Placement[];
  unplaced: number[];
  totalWait: number;
}

interface Encoding {
  order: number[];
  berthOf: (number | null)[];
}

type Timeline = { start: number; end: number }[];

/** The earliest start ≥ t on a timeline where [start, start + d) keeps `buffer` from every window. */
function earliestStart(line: Timeline, t: number, d: number, buffer: number): number {
  let s = t;
  for (const w of line) {
    if (s + d + buffer <= w.start) return s;
    if (w.end + buffer > s) s = w.end + buffer;
  }
  return s;
}

function insert(line: Timeline, start: number, end: number): void {
  let i = line.length;
  while (i > 0 && line[i - 1]!.start > start) i--;
  line.splice(i, 0, { start, end });
}

class Decoder {
  private readonly base = new Map<number, Timeline>();
  constructor(private readonly input: PlanInput) {
    for (const b of input.blocked) {
      const line = this.base.get(b.berthId) ?? [];
      insert(line, b.start, b.end);
      this.base.set(b.berthId, line);
    }
  }

  /** Total waiting of an encoding (and its placements when asked). */
  decode(e: Encoding, keep = false): { wait: number; placements: Placement[] } {
    const lines = new Map<number, Timeline>();
    const lineOf = (b: number) => {
      let line = lines.get(b);
      if (!line) lines.set(b, (line = [...(this.base.get(b) ?? [])]));
      return line;
    };
    const { jobs, buffer } = this.input;
    let wait = 0;
    const placements: Placement[] = [];
    for (const j of e.order) {
      const job = jobs[j]!;
      const forced = e.berthOf[j];
      let bestBerth = -1;
      let bestStart = Infinity;
      for (const b of forced !== null && forced !== undefined ? [forced] : job.berths) {
        const s = earliestStart(lineOf(b), job.release, job.duration, buffer);
        if (s < bestStart) {
          bestStart = s;
          bestBerth = b;
        }
      }
      insert(lineOf(bestBerth), bestStart, bestStart + job.duration);
      wait += bestStart - job.release;
      if (keep) placements.push({ id: job.id, berthId: bestBerth, start: bestStart });
    }
    return { wait, placements };
  }
}

/** The same input gives the same plan. */
const random = mulberry32;

function split(input: PlanInput): { placeable: number[]; unplaced: number[] } {
  const placeable: number[] = [];
  const unplaced: number[] = [];
  input.jobs.forEach((j, i) => (j.berths.length ? placeable : unplaced).push(i));
  return { placeable, unplaced: unplaced.map((i) => input.jobs[i]!.id) };
}

function result(decoder: Decoder, input: PlanInput, e: Encoding, unplaced: number[]): Plan {
  const { wait, placements } = decoder.decode(e, true);
  return { placements, unplaced, totalWait: wait };
}

/** First come, first served: by readiness, each to the berth where it starts earliest. The baseline. */
export function planFirstComeFirstServed(input: PlanInput): Plan {
  const { placeable, unplaced } = split(input);
  const order = [...placeable].sort((a, b) => input.jobs[a]!.release - input.jobs[b]!.release || a - b);
  return result(new Decoder(input), input, { order, berthOf: input.jobs.map(() => null) }, unplaced);
}

/**
 * The search's budget in placements decoded (iterations × nominations): small instances get many
 * iterations, large ones as many as fit the 1 s target for 200 × 12 on a 2-core machine.
 */
const DEFAULT_WORK = 2_000_000;
/** However small the instance, the search stops after this many iterations. */
const MAX_ITERATIONS = 200_000;

export interface PlanOptions {
  seed?: number;
  work?: number;
}

/** The plan: the best of a few priority orders, then a local search until the budget of work is spent. */
export function plan(input: PlanInput, options: PlanOptions = {}): Plan {
  const { seed = 1, work = DEFAULT_WORK } = options;
  const { placeable, unplaced } = split(input);
  const iterations = Math.min(MAX_ITERATIONS, Math.ceil(work / Math.max(1, placeable.length)));
  const decoder = new Decoder(input);
  const jobs = input.jobs;
  const none = () => jobs.map(() => null as number | null);
  const byKey = (key: (j: PlanJob) => number) => [...placeable].sort((a, b) => key(jobs[a]!) - key(jobs[b]!) || a - b);

  // Readiness with shorter jobs first among near-ties, and a few weightings of duration.
  let best: Encoding = { order: byKey((j) => j.release), berthOf: none() };
  let bestWait = decoder.decode(best).wait;
  for (const k of [0.25, 0.5, 1, 2]) {
    const candidate = { order: byKey((j) => j.release + k * j.duration), berthOf: none() };
    const w = decoder.decode(candidate).wait;
    if (w < bestWait) {
      best = candidate;
      bestWait = w;
    }
  }
  if (placeable.length < 2 || bestWait === 0) return result(decoder, input, best, unplaced);

  const rnd = random(seed);
  const n = best.order.length;
  let current = { order: [...best.order], berthOf: [...best.berthOf] };
  let currentWait = bestWait;
  let sinceBest = 0;
  for (let iter = 0; iter < iterations; iter++) {
    const next = { order: [...current.order], berthOf: [...current.berthOf] };
    const move = rnd();
    if (move < 0.6) {
      // Move one nomination a little earlier or later in the order.
      const from = Math.floor(rnd() * n);
      const span = Math.max(2, Math.min(n, 24));
      const to = Math.min(n - 1, Math.max(0, from + Math.floor((rnd() - 0.5) * 2 * span)));
      const [j] = next.order.splice(from, 1);
      next.order.splice(to, 0, j!);
    } else if (move < 0.85) {
      // Fix one nomination to one of its berths, or let it choose again.
      const j = next.order[Math.floor(rnd() * n)]!;
      const berths = jobs[j]!.berths;
      next.berthOf[j] = rnd() < 0.3 ? null : berths[Math.floor(rnd() * berths.length)]!;
    } else {
      const a = Math.floor(rnd() * n);
      const b = Math.floor(rnd() * n);
      [next.order[a], next.order[b]] = [next.order[b]!, next.order[a]!];
    }
    const w = decoder.decode(next).wait;
    // Equal moves are taken too, so the search walks across plateaus.
    if (w <= currentWait) {
      current = next;
      currentWait = w;
      if (w < bestWait) {
        best = next;
        bestWait = w;
        sinceBest = 0;
      }
    }
    if (++sinceBest > 4000) {
      // Stuck: start again from the best plan, shaken a little.
      current = { order: [...best.order], berthOf: [...best.berthOf] };
      for (let k = 0; k < 3; k++) {
        const a = Math.floor(rnd() * n);
        const b = Math.floor(rnd() * n);
        [current.order[a], current.order[b]] = [current.order[b]!, current.order[a]!];
      }
      currentWait = decoder.decode(current).wait;
      sinceBest = 0;
    }
    if (bestWait === 0) break;
  }
  return result(decoder, input, best, unplaced);
}
