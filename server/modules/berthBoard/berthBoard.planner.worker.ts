import {
  autoAssign,
  autoAssignGreedy,
  type AutoAssignInput,
  type AutoAssignOutput,
} from '../pilotage/pilotage.autoAssign.js';
import { plan, planFirstComeFirstServed, type Plan, type PlanInput, type PlanOptions } from './berthBoard.planner.js';

export interface SolveTask {
  input: PlanInput;
  options?: PlanOptions;
}
export interface Solved {
  best: Plan;
  baseline: Plan;
}

/** Runs in a worker thread (berthBoard.planner.pool.ts): the search, and first come first served to compare with. */
export default function solve({ input, options }: SolveTask): Solved {
  return { best: plan(input, options), baseline: planFirstComeFirstServed(input) };
}

export interface PilotsSolved {
  best: AutoAssignOutput;
  baseline: AutoAssignOutput;
}

/** The pilotage auto-assign (pilotage/autoAssign.ts) in the same thread, with the simple greedy to compare with. */
export function assignPilots(input: AutoAssignInput): PilotsSolved {
  return { best: autoAssign(input), baseline: autoAssignGreedy(input) };
}
