/**
 * The auto-assign of pilotage planning (DECISIONS.md §7a): pilots and tugs for a day's jobs, every
 * rule of contract/pilotageRules.ts satisfied. Pure and deterministic (same input, same answer);
 * it runs in the planner's worker thread (berthBoard/berthBoard.planner.worker.ts), off the event loop.
 */
import {
  checkResource,
  dutyMinutes,
  type JobTimes,
  type PilotageContext,
  type PilotageRuleSettings,
  type Resource,
} from '../../../contract/pilotageRules.js';
import { MINUTE } from '../../../contract/time.js';

export interface AutoAssignInput {
  /** The day's jobs to staff; a job that has its pilot keeps it and only gets its missing tugs. */
  jobs: JobTimes[];
  /** Every other live job around the day (fixed): they count for overlaps and duty. */
  fixed: JobTimes[];
  pilots: Resource[];
  tugs: Resource[];
  rules: PilotageRuleSettings;
  tugsPerJob: number;
}

export interface AutoAssignOutput {
  assignments: { jobId: number; pilotId: number | null; tugIds: number[] }[];
  unassigned: number[];
  /** The longest duty (minutes in any 24 h) of any pilot once the proposal is applied. */
  maxDutyMinutes: number;
}

type Chooser = (candidates: Resource[], load: Map<number, number>) => Resource | undefined;

const byStart = (a: JobTimes, b: JobTimes) => a.start - b.start || a.id - b.id;

/** Least worked so far first, then the lower id: spreads the day's duty over the pilots. */
const leastLoaded: Chooser = (candidates, load) =>
  [...candidates].sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.id - b.id)[0];
/** The simple greedy to compare with: the first pilot by number that fits. */
const firstFit: Chooser = (candidates) => [...candidates].sort((a, b) => a.id - b.id)[0];

class Plan {
  readonly placed = new Map<number, JobTimes>();
  readonly load = new Map<number, number>();
  /** Each pilot's and tug's jobs, by job id. */
  private readonly held = new Map<number, Map<number, JobTimes>>();
  /** Jobs whose pilot this run chose: the only ones a repair may move. */
  readonly staffed = new Set<number>();
  constructor(
    private readonly rules: PilotageRuleSettings,
    private readonly others: JobTimes[],
  ) {
    for (const j of others) this.count(j, 1);
  }

  context(): PilotageContext {
    return { ...this.rules, jobs: [...this.others, ...this.placed.values()], formatTime: String };
  }

  set(job: JobTimes) {
    const before = this.placed.get(job.id);
    if (before) this.count(before, -1);
    this.placed.set(job.id, job);
    this.count(job, 1);
  }

  /** The rules for one resource see only its own jobs: the same verdict, without scanning the day. */
  fits(job: JobTimes, r: Resource): boolean {
    const mine = [...(this.held.get(r.id)?.values() ?? [])];
    return checkResource(job, r, { ...this.rules, jobs: mine, formatTime: String }).length === 0;
  }

  private count(j: JobTimes, sign: 1 | -1) {
    const minutes = ((j.end - j.start) / MINUTE) * sign;
    for (const id of [...(j.pilotId ? [j.pilotId] : []), ...j.tugIds]) {
      this.load.set(id, (this.load.get(id) ?? 0) + minutes);
      const held = this.held.get(id) ?? new Map<number, JobTimes>();
      if (sign > 0) held.set(j.id, j);
      else held.delete(j.id);
      this.held.set(id, held);
    }
  }
}

function solve(input: AutoAssignInput, choose: Chooser, repair: boolean): AutoAssignOutput {
  const jobs = [...input.jobs].sort(byStart);
  const ids = new Set(jobs.map((j) => j.id));
  const plan = new Plan(
    input.rules,
    input.fixed.filter((j) => !ids.has(j.id)),
  );
  for (const j of jobs) plan.set(j);
  const pilots = input.pilots.filter((p) => p.active);
  const tugs = input.tugs.filter((t) => t.active);

  for (const job of jobs) {
    let current = plan.placed.get(job.id)!;
    if (current.pilotId === null) {
      const pilot = choose(
        pilots.filter((p) => plan.fits(current, p)),
        plan.load,
      );
      if (pilot) {
        plan.set((current = { ...current, pilotId: pilot.id }));
        plan.staffed.add(job.id);
      }
      if (!pilot && repair)
        current = moveOneAside(plan, current, pilots, choose, input.rules.travelBufferMinutes * MINUTE) ?? current;
    }
    const tugIds = [...current.tugIds];
    while (tugIds.length < input.tugsPerJob) {
      const probe = { ...current, tugIds };
      const tug = choose(
        tugs.filter((t) => !tugIds.includes(t.id) && plan.fits(probe, t)),
        plan.load,
      );
      if (!tug) break;
      tugIds.push(tug.id);
    }
    if (tugIds.length !== current.tugIds.length) plan.set({ ...current, tugIds });
  }

  const assignments = jobs
    .map((j) => plan.placed.get(j.id)!)
    .filter((after, i) => after.pilotId !== jobs[i]!.pilotId || after.tugIds.length !== jobs[i]!.tugIds.length)
    .map((j) => ({ jobId: j.id, pilotId: j.pilotId, tugIds: [...j.tugIds] }));
  const unassigned = jobs.filter((j) => plan.placed.get(j.id)!.pilotId === null).map((j) => j.id);
  return { assignments, unassigned, maxDutyMinutes: maxDuty(plan) };
}

/**
 * No pilot is free: look for a pilot held up by one job this run staffed that another pilot can
 * take instead, and swap. One level deep: enough to undo the greedy's early choices in practice.
 */
function moveOneAside(
  plan: Plan,
  job: JobTimes,
  pilots: Resource[],
  choose: Chooser,
  buffer: number,
): JobTimes | undefined {
  for (const p of [...pilots].sort((a, b) => a.id - b.id)) {
    const withP = { ...job, pilotId: p.id };
    const blocking = [...plan.placed.values()].filter(
      // Only the jobs it overlaps (travel buffer included): moving one of those can free the pilot.
      (o) => o.pilotId === p.id && plan.staffed.has(o.id) && o.start < job.end + buffer && job.start < o.end + buffer,
    );
    for (const other of blocking) {
      const without = { ...other, pilotId: null };
      plan.set(without);
      if (plan.fits(withP, p)) {
        plan.set(withP);
        const q = choose(
          pilots.filter((x) => x.id !== p.id && plan.fits(without, x)),
          plan.load,
        );
        if (q) {
          plan.set({ ...without, pilotId: q.id });
          plan.staffed.add(job.id);
          return withP;
        }
        plan.set({ ...job, pilotId: null });
      }
      plan.set(other);
    }
  }
  return undefined;
}

/** The longest duty of any pilot in any 24 hours, by the rule's own count. */
function maxDuty(plan: Plan): number {
  const staffed = plan.context().jobs.filter((j) => j.pilotId !== null);
  const byPilot = new Map<number | null, JobTimes[]>();
  for (const j of staffed) byPilot.set(j.pilotId, [...(byPilot.get(j.pilotId) ?? []), j]);
  return Math.max(0, ...staffed.map((j) => dutyMinutes(j, byPilot.get(j.pilotId)!)));
}

/**
 * The planner's answer: least loaded first (spreads the duty) and first fit (packs the pilots), each
 * with one-step repairs; the one that staffs more jobs, then the shorter longest duty.
 */
export function autoAssign(input: AutoAssignInput): AutoAssignOutput {
  const spread = solve(input, leastLoaded, true);
  const packed = solve(input, firstFit, true);
  const open = packed.unassigned.length - spread.unassigned.length;
  return open < 0 || (open === 0 && packed.maxDutyMinutes < spread.maxDutyMinutes) ? packed : spread;
}

/** The baseline the bench compares with: the first pilot by number that fits, no repair. */
export function autoAssignGreedy(input: AutoAssignInput): AutoAssignOutput {
  return solve(input, firstFit, false);
}
