import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { found } from '../../platform/mutation.js';
import { writeAudit } from '../../platform/audit.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './pilotage.jobs.repository.js';
import { MINUTE } from '../../../contract/time.js';

/** The catalogue key stored on a job the completion cancels (pilot_jobs.cancel_reason). */
const COMPLETION_REASON = 'pilotage.cancelReasons.notStartedAtCompletion';

type OpenJob = Awaited<ReturnType<typeof repo.openJobsOf>>[number];

/**
 * Until when a job not started may still take place. An unassigned job has no one coming: once its
 * required time has passed it did not happen. A job with a pilot on it (Confirmed, or Requested with
 * a pilot) may still start late while its pilot is on the way, so it waits out its own duration, the
 * slot the plan holds its pilot and tugs for (docs/decisions.md, issue 31 review).
 */
const stillPossibleUntil = (j: OpenJob) =>
  j.requiredAt.getTime() + (j.pilotId === null ? 0 : j.durationMinutes * MINUTE);

/**
 * DECISIONS.md §7a, issue 31 point 10: a nomination is completed once its call is over. A job under
 * way, one not started whose required time is still ahead (the barge still needs its pilot, as the
 * unberthing of a barge alongside does), or one with a pilot on it still within its slot (its pilot
 * may be late) refuses the completion, naming it: its pilot completes it, or the planner cancels it,
 * first. A job not started by then did not happen: it is cancelled with a reason (a catalogue key,
 * beside the planner's remarks, which stay) and an audit entry, leaves the pilots' queues and is not
 * billed. Runs in the completion's transaction.
 */
export async function closeJobsForCompletion(tx: Tx, request: FastifyRequest, nominationId: number, now: Date) {
  const open = await repo.openJobsOf(tx, nominationId);
  const blocking =
    open.find((j) => j.status === 'In Progress') ?? open.find((j) => now.getTime() < stillPossibleUntil(j));
  if (blocking) {
    const { timeZone } = await settingsOf(request, tx);
    const params = {
      id: blocking.id,
      movement: { key: `pilotage.movements.${blocking.movement}` },
      at: formatTerminalDateTime(blocking.requiredAt, timeZone),
    } as const;
    if (blocking.status === 'In Progress') throw conflict(msg('pilotage.jobInProgress', params));
    if (now.getTime() < blocking.requiredAt.getTime()) throw conflict(msg('pilotage.jobAhead', params));
    const until = formatTerminalDateTime(new Date(stillPossibleUntil(blocking)), timeZone);
    throw conflict(msg('pilotage.jobLate', { ...params, until }));
  }
  for (const j of open) {
    const before = found(await repo.findJob(tx, j.id));
    await repo.updateJob(tx, j.id, { status: 'Cancelled', cancelReason: COMPLETION_REASON, updatedAt: now });
    await writeAudit(tx, request, {
      action: 'cancelJob',
      entity: 'pilotJob',
      entityId: j.id,
      before,
      after: found(await repo.findJob(tx, j.id)),
    });
  }
}
