import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { found } from '../../platform/mutation.js';
import { writeAudit } from '../../platform/audit.js';
import { settingsOf } from '../settings/settings.service.js';
import * as repo from './jobs.repository.js';

/** The catalogue key stored on a job the completion cancels (pilot_jobs.cancel_reason). */
export const COMPLETION_REASON = 'pilotage.cancelReasons.notStartedAtCompletion';

/**
 * DECISIONS.md §7a, issue 31 point 10: a nomination is completed once its call is over. A job under
 * way, or one not started whose required time is still ahead (the barge still needs its pilot, as
 * the unberthing of a barge alongside does), refuses the completion, naming it: its pilot completes
 * it, or the planner cancels it, first. A job not started by its required time did not happen: it
 * is cancelled with a reason (a catalogue key, beside the planner's remarks, which stay) and an audit
 * entry, leaves the pilots' queues and is not billed. Runs in the completion's transaction.
 */
export async function closeJobsForCompletion(tx: Tx, request: FastifyRequest, nominationId: number, now: Date) {
  const open = await repo.openJobsOf(tx, nominationId);
  const blocking =
    open.find((j) => j.status === 'In Progress') ?? open.find((j) => now.getTime() < j.requiredAt.getTime());
  if (blocking) {
    const { timeZone } = await settingsOf(request, tx);
    throw conflict(
      msg(blocking.status === 'In Progress' ? 'pilotage.jobInProgress' : 'pilotage.jobAhead', {
        id: blocking.id,
        movement: { key: `pilotage.movements.${blocking.movement}` },
        at: formatTerminalDateTime(blocking.requiredAt, timeZone),
      }),
    );
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
