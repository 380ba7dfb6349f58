import type { NominationProgress } from '../../../contract/enums.js';
import { berthLabel } from '../../../contract/berthRules.js';
import { checkResource, slotCeil, slotFloor } from '../../../contract/pilotageRules.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import { ASSIGNABLE_STATUSES } from '../../../contract/schemas/pilotage.js';
import type { Tx } from '../../db/client.js';
import * as repo from './pilotage.jobs.repository.js';
import { liveMovementJobs, nominationForJobs } from './pilotage.jobs.sync.repository.js';
import { MINUTE, HOUR, DAY } from '../../../contract/time.js';

/** A booked nomination, on until it is done, has its berthing and unberthing jobs. */
export const WITH_JOBS: readonly NominationProgress[] = ['Booked', 'Signing in Progress', 'CQ Uploaded'];

/**
 * The berthing job ends at the berth time (it starts one job length before, rounded down to its
 * slot); the unberthing starts when the berth window ends (rounded up).
 */
export function movementsOf(
  n: { start: Date; hours: number | string | null; berthName: string; jettyNumber: string },
  jobMinutes: number,
): Wanted[] {
  const berth = berthLabel({ name: n.berthName, jettyNumber: n.jettyNumber });
  const end = n.start.getTime() + Number(n.hours ?? 1) * HOUR;
  return [
    {
      movement: 'berthing',
      requiredAt: new Date(slotFloor(n.start.getTime() - jobMinutes * MINUTE)),
      fromPlace: null,
      toPlace: berth,
    },
    { movement: 'unberthing', requiredAt: new Date(slotCeil(end)), fromPlace: berth, toPlace: null },
  ];
}

interface Wanted {
  movement: 'berthing' | 'unberthing';
  requiredAt: Date;
  fromPlace: string | null;
  toPlace: string | null;
}

/**
 * DECISIONS.md §7a: booking a nomination that is not pilot exempt makes its berthing (ending at the
 * berth time) and unberthing (from the end of its berth window) jobs, in 15-minute slots; moving it
 * moves them (a moved job is ordered anew and, if its pilot or tugs no longer fit, released for
 * planning); cancelling it or making it pilot exempt cancels those not yet started. Called in the
 * transaction of every change to a nomination's state or berth.
 */
export async function syncNominationJobs(tx: Tx, nominationId: number, now: Date, userId: number, settings: Settings) {
  const n = await nominationForJobs(tx, nominationId);
  if (!n || n.status === 'Completed') return;
  const live = await liveMovementJobs(tx, nominationId);

  const wanted =
    WITH_JOBS.includes(n.status) && !n.exempt && n.start && n.berthName && n.jettyNumber
      ? movementsOf(
          { start: n.start, hours: n.hours, berthName: n.berthName, jettyNumber: n.jettyNumber },
          settings.pilotage.jobMinutes,
        )
      : [];

  for (const job of live) {
    const want = wanted.find((w) => w.movement === job.movement);
    const notStarted = ASSIGNABLE_STATUSES.includes(job.status);
    if (!want) {
      if (notStarted)
        await repo.updateJob(tx, job.id, {
          status: 'Cancelled',
          cancelReason: 'pilotage.cancelReasons.noLongerNeeded',
          updatedAt: now,
        });
      continue;
    }
    const moved = job.requiredAt.getTime() !== want.requiredAt.getTime();
    const placeChanged = job.fromPlace !== want.fromPlace || job.toPlace !== want.toPlace;
    if (!notStarted || (!moved && !placeChanged)) continue;
    const values: repo.JobValues = { fromPlace: want.fromPlace, toPlace: want.toPlace, updatedAt: now };
    if (moved) {
      Object.assign(values, { requiredAt: want.requiredAt, orderedAt: now, status: 'Requested' });
      if (!(await stillFits(tx, job.id, want.requiredAt, job.durationMinutes, job.pilotId, settings))) {
        values.pilotId = null;
        await repo.setTugs(tx, job.id, []);
      }
    }
    await repo.updateJob(tx, job.id, values);
  }

  for (const want of wanted) {
    if (live.some((j) => j.movement === want.movement)) continue;
    await repo.insertJob(tx, {
      nominationId,
      ...want,
      durationMinutes: settings.pilotage.jobMinutes,
      orderedAt: now,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** Whether the job's pilot and tugs still satisfy every rule at its new time. */
async function stillFits(
  tx: Tx,
  jobId: number,
  at: Date,
  minutes: number,
  pilotId: number | null,
  settings: Settings,
): Promise<boolean> {
  const jobs = await repo.ruleJobs(tx, new Date(at.getTime() - DAY), new Date(at.getTime() + DAY));
  const me = jobs.find((j) => j.id === jobId);
  const tugIds = me?.tugIds ?? [];
  if (pilotId === null && !tugIds.length) return true;
  const job = { id: jobId, start: at.getTime(), end: at.getTime() + minutes * MINUTE, pilotId, tugIds };
  const people = await repo.resources(tx, [...(pilotId ? [pilotId] : []), ...tugIds]);
  const ctx = { ...settings.pilotage, jobs, formatTime: String };
  return people.every((r) => checkResource(job, r, ctx).length === 0);
}
