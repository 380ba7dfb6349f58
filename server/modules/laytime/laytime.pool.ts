import { lazyWorkerPool } from '../../platform/workerPool.js';
import type { RecomputeTask } from './laytime.worker.js';

/**
 * The recompute job's worker thread: 10,000 calls' laytime is seconds of parsing, computing and
 * serialising, which on the event loop would stall every request of the process. One thread,
 * started on first use and ended when idle (workerPool.ts); one job at a time (an advisory lock in
 * the service), so no queue is kept.
 */
export interface LaytimePool {
  recompute(task: RecomputeTask): Promise<{ values: string; computed: number }>;
  close(): Promise<void>;
}

export function createLaytimePool(): LaytimePool {
  const pool = lazyWorkerPool(import.meta.url, 'laytime.worker');
  return {
    recompute: (task) => pool.run(task),
    close: () => pool.close(),
  };
}
