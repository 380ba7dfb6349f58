import { Piscina } from 'piscina';
import type { SolveTask, Solved } from './planner.worker.js';

/**
 * The planner's worker thread: a plan takes up to half a second of CPU, which on the event loop would
 * freeze every request and live stream of the process. One thread per process (plans are rare and
 * queue behind each other), started on first use and ended when idle.
 */
export interface PlannerPool {
  solve(task: SolveTask): Promise<Solved>;
  /** Jobs in the worker now and waiting for it (metrics). */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

/**
 * The worker's file beside this one: the compiled .js in production (the bundle emits it next to
 * main.js), the .ts source under tsx and vitest, loaded through tsx's hooks.
 */
function workerFile() {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(`./planner.worker.${source ? 'ts' : 'js'}`, import.meta.url).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

export function createPlannerPool(): PlannerPool {
  let pool: Piscina<SolveTask, Solved> | undefined;
  let inFlight = 0;
  return {
    async solve(task) {
      pool ??= new Piscina<SolveTask, Solved>({ ...workerFile(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
      inFlight++;
      try {
        return await pool.run(task);
      } finally {
        inFlight--;
      }
    },
    load() {
      const queued = pool?.queueSize ?? 0;
      return { running: Math.max(0, inFlight - queued), queued };
    },
    async close() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}
