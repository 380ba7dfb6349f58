import type { Settings } from '../../../contract/schemas/settings.js';
import { computeCall, type CallFacts, type ComputedValues } from './laytime.compute.js';

/** A batch of the recompute job: the calls as PostgreSQL wrote them (JSON text) and the settings. */
export interface RecomputeTask {
  calls: string;
  laytime: Settings['laytime'];
}

/**
 * Runs in a worker thread (laytime.pool.ts): parses a batch, computes each call and writes the
 * values back as JSON text, so the event loop neither parses nor serialises thousands of rows; the
 * insert hands the text to PostgreSQL as it is. Calls that cannot be computed are left out.
 */
export default function recompute(task: RecomputeTask): { values: string; computed: number } {
  const calls = JSON.parse(task.calls) as CallFacts[];
  const out: ComputedValues[] = [];
  for (const c of calls) {
    const v = computeCall(c, task.laytime);
    if (v) out.push(v);
  }
  return { values: JSON.stringify(out), computed: out.length };
}
