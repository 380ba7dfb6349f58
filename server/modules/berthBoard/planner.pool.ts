import { Piscina } from 'piscina';
import type { AutoAssignInput } from '../pilotage/autoAssign.js';
import type { PilotsSolved, SolveTask, Solved } from './planner.worker.js';

/**
 * The planner's worker thread: a plan takes up to half a second of CPU, which on the event loop would
 * freeze every request and live stream of the process. One thread per process (plans are rare and
 * queue behind each other), started on first use and ended when idle.
 */
export interface PlannerPool {
  solve(task: SolveTask): Promise<Solved>;
  /** Pilotage's auto-assign, in the same thread. */
  assignPilots(input: AutoAssignInput): Promise<PilotsSolved>;
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
  let pool: Piscina | undefined;
  let inFlight = 0;
  const run = async <R>(task: unknown, name?: string): Promise<R> => {
    pool ??= new Piscina({ ...workerFile(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
    inFlight++;
    try {
      return (await pool.run(task, name ? { name } : {})) as R;
    } finally {
      inFlight--;
    }
  };
  return {
    solve: (task) => run<Solved>(task),
    assignPilots: (input) => run<PilotsSolved>(input, 'assignPilots'),
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
