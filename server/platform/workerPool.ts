import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError, RETRY_AFTER_S } from './errors.js';
import { MINUTE } from '../../contract/time.js';

/**
 * One worker thread started on first use and ended when idle: the planner's, the pictures' and the
 * uploaded PDFs' (berthBoard.planner.pool.ts, pictures.pool.ts, pdfCheck.pool.ts). Work that takes seconds of
 * CPU would freeze every request and live stream of the process on the event loop, and code that
 * fails in a way we did not foresee fails in the thread, not in the server.
 */
export interface LazyWorkerPool {
  /** The task run in the thread; a full queue is a 503 with Retry-After (workerBusy). */
  run<R>(task: unknown, options?: { name?: string; signal?: AbortSignal }): Promise<R>;
  /** Jobs waiting for the thread. */
  queued(): number;
  close(): Promise<void>;
}

interface WorkerPoolOptions {
  /**
   * Jobs that may wait for the thread; past them a job is refused at once rather than kept. An
   * upload waiting holds its bytes (up to the 10 MB body limit) and its request open.
   */
  maxQueue?: number;
  /** A job that would take more memory ends the thread (and fails), not the process. */
  resourceLimits?: ResourceLimits;
}

/**
 * The worker's file beside the pool's: the compiled .js in production (the bundle emits every worker
 * as an entry of its own next to main.js, scripts/build.mjs), the .ts source under tsx and vitest,
 * loaded through tsx's hooks. `poolUrl` is the pool module's import.meta.url.
 */
function workerFile(poolUrl: string, worker: string) {
  const source = poolUrl.endsWith('.ts');
  return {
    filename: new URL(`./${worker}.${source ? 'ts' : 'js'}`, poolUrl).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

/** The thread is too busy for the job: try again shortly. */
export const workerBusy = () => new AppError(503, 'server.unavailable', null, undefined, RETRY_AFTER_S);

export function lazyWorkerPool(poolUrl: string, worker: string, options: WorkerPoolOptions = {}): LazyWorkerPool {
  let pool: Piscina | undefined;
  // Counted here rather than by Piscina's own maxQueue, which leaves out every job given an abort
  // signal (those wait in another queue of its own, unbounded).
  let inFlight = 0;
  return {
    async run<R>(task: unknown, runOptions: { name?: string; signal?: AbortSignal } = {}): Promise<R> {
      pool ??= new Piscina({
        ...workerFile(poolUrl, worker),
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: MINUTE,
        ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
      });
      // One job runs, `maxQueue` wait.
      if (options.maxQueue !== undefined && inFlight >= 1 + options.maxQueue) throw workerBusy();
      inFlight++;
      try {
        return (await pool.run(task, runOptions)) as R;
      } finally {
        inFlight--;
      }
    },
    queued: () => pool?.queueSize ?? 0,
    async close() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}
