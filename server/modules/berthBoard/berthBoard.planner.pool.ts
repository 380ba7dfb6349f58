import type { AutoAssignInput } from '../pilotage/pilotage.autoAssign.js';
import { lazyWorkerPool } from '../../platform/workerPool.js';
import type { PilotsSolved, SolveTask, Solved } from './berthBoard.planner.worker.js';

/**
 * The planner's worker thread: a plan takes up to half a second of CPU, which on the event loop would
 * freeze every request and live stream of the process. One thread per process (plans are rare and
 * queue behind each other), started on first use and ended when idle (workerPool.ts).
 */
export interface PlannerPool {
  solve(task: SolveTask): Promise<Solved>;
  /** Pilotage's auto-assign, in the same thread. */
  assignPilots(input: AutoAssignInput): Promise<PilotsSolved>;
  /** Jobs in the worker now and waiting for it (metrics). */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

export function createPlannerPool(): PlannerPool {
  const pool = lazyWorkerPool(import.meta.url, 'berthBoard.planner.worker');
  let inFlight = 0;
  const run = async <R>(task: unknown, name?: string): Promise<R> => {
    inFlight++;
    try {
      return await pool.run<R>(task, name ? { name } : {});
    } finally {
      inFlight--;
    }
  };
  return {
    solve: (task) => run<Solved>(task),
    assignPilots: (input) => run<PilotsSolved>(input, 'assignPilots'),
    load() {
      const queued = pool.queued();
      return { running: Math.max(0, inFlight - queued), queued };
    },
    close: () => pool.close(),
  };
}
