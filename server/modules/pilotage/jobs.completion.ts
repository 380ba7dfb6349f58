import type { FastifyRequest } from 'fastify';
import { msg } from '../../../contract/messages/index.js';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../platform/errors.js';
import { found } from '../../platform/mutation.js';
import { writeAudit } from '../../platform/audit.js';
import * as repo from './jobs.repository.js';

/** The reason written on a job the nomination's completion cancels. */
export const COMPLETION_REASON = 'Cancelled: the nomination was completed before this job took place';

/**
 * DECISIONS.md §7a, issue 31 point 10: a nomination is completed only when none of its pilot jobs is
 * under way (one In Progress refuses the completion, naming it: its pilot completes it first); the
 * jobs not started (Requested, Confirmed) never happened, so they are cancelled with a reason and an
 * audit entry each, leave the pilots' queues and are not billed. Runs in the completion's transaction.
 */
export async function closeJobsForCompletion(tx: Tx, request: FastifyRequest, nominationId: number, now: Date) {
  const open = await repo.openJobsOf(tx, nominationId);
  const running = open.find((j) => j.status === 'In Progress');
  if (running)
    throw conflict(
      msg('pilotage.jobInProgress', { id: running.id, movement: { key: `pilotage.movements.${running.movement}` } }),
    );
  for (const j of open) {
    const before = found(await repo.findJob(tx, j.id));
    await repo.updateJob(tx, j.id, { status: 'Cancelled', remarks: COMPLETION_REASON, updatedAt: now });
    await writeAudit(tx, request, {
      action: 'cancelJob',
      entity: 'pilotJob',
      entityId: j.id,
      before,
      after: found(await repo.findJob(tx, j.id)),
    });
  }
}
