/**
 * The "why not" rules of pilotage planning (DECISIONS.md §7a). Pure, like contract/berthRules.ts:
 * the server enforces them on every assignment, the planning timeline runs the same code while the
 * user aims, and the auto-assign (server/modules/pilotage/autoAssign.ts) searches within them.
 */
import { textOf, type MESSAGES_EN } from './messages/index.js';
import { MINUTE, HOUR, DAY } from './time.js';

const SLOT_MINUTES = 15;
/** An order made less than this before the required time is late (flagged, not refused). */
export const LATE_ORDER_HOURS = 6;

export type ResourceKind = 'pilot' | 'tug';

export interface Resource {
  id: number;
  name: string;
  kind: ResourceKind;
  active: boolean;
}

/** A job as the rules see it: [start, end) in epoch ms and who is on it. */
export interface JobTimes {
  id: number;
  start: number;
  end: number;
  pilotId: number | null;
  tugIds: readonly number[];
}

export interface PilotageRuleSettings {
  travelBufferMinutes: number;
  maxDutyHours: number;
}

export interface PilotageContext extends PilotageRuleSettings {
  /** The other live jobs (not cancelled) around the job's time. */
  jobs: readonly JobTimes[];
  formatTime: (ms: number) => string;
}

export type PilotRuleName = keyof typeof MESSAGES_EN.pilotRules;
export interface PilotViolation {
  rule: PilotRuleName;
  params: Record<string, string | number>;
  message: string;
}

export const pilotViolation = (rule: PilotRuleName, params: Record<string, string | number>): PilotViolation => ({
  rule,
  params,
  message: textOf({ key: `pilotRules.${rule}`, params }),
});

/** A time rounded down to its 15-minute slot. */
export const slotFloor = (ms: number) => Math.floor(ms / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE;
/** A time rounded up to its 15-minute slot. */
export const slotCeil = (ms: number) => Math.ceil(ms / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE;

/** Ordered less than six hours before it is needed. */
export const isLateOrder = (orderedAt: number, requiredAt: number) => requiredAt - orderedAt < LATE_ORDER_HOURS * HOUR;

const holds = (j: JobTimes, r: Resource) => (r.kind === 'pilot' ? j.pilotId === r.id : j.tugIds.includes(r.id));

/** The resource's other jobs that come within the travel buffer of [start, end). */
export function clashes(job: JobTimes, r: Resource, ctx: Pick<PilotageContext, 'jobs' | 'travelBufferMinutes'>) {
  const buffer = ctx.travelBufferMinutes * MINUTE;
  return ctx.jobs.filter(
    (o) => o.id !== job.id && holds(o, r) && job.start < o.end + buffer && o.start < job.end + buffer,
  );
}

/**
 * The most minutes a pilot works in any 24 hours that include part of the job, with the job. The
 * worst window starts at one of the jobs' starts, so only those are tried.
 */
export function dutyMinutes(job: JobTimes, mine: readonly JobTimes[]): number {
  const all = [...mine.filter((o) => o.id !== job.id), job];
  let worst = 0;
  for (const a of all) {
    if (a.start >= job.end || a.start + DAY <= job.start) continue;
    const from = a.start;
    const to = a.start + DAY;
    let sum = 0;
    for (const o of all) sum += Math.max(0, Math.min(o.end, to) - Math.max(o.start, from));
    worst = Math.max(worst, sum);
  }
  // A window ending at the job's end covers work before it that starts before the job.
  const to = job.end;
  const from = to - DAY;
  let sum = 0;
  for (const o of all) sum += Math.max(0, Math.min(o.end, to) - Math.max(o.start, from));
  return Math.max(worst, sum) / MINUTE;
}

/** Every rule that refuses `r` on `job`; empty when the assignment is valid. */
export function checkResource(job: JobTimes, r: Resource, ctx: PilotageContext): PilotViolation[] {
  const out: PilotViolation[] = [];
  if (!r.active) out.push(pilotViolation('inactive', { name: r.name }));
  for (const o of clashes(job, r, ctx)) {
    out.push(
      pilotViolation('overlap', {
        name: r.name,
        other: o.id,
        from: ctx.formatTime(o.start),
        to: ctx.formatTime(o.end),
        buffer: ctx.travelBufferMinutes,
      }),
    );
  }
  if (r.kind === 'pilot') {
    const minutes = dutyMinutes(
      job,
      ctx.jobs.filter((o) => o.pilotId === r.id),
    );
    if (minutes > ctx.maxDutyHours * 60) {
      out.push(pilotViolation('duty', { name: r.name, hours: (minutes / 60).toFixed(1), max: ctx.maxDutyHours }));
    }
  }
  return out;
}
