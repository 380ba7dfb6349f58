import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { msg } from '../../../contract/messages/index.js';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage.js';
import type { DbOrTx } from '../../db/client.js';
import { raiseNotification } from '../notifications/notifications.repository.js';
import { pilotUserIds } from './pilotage.notify.repository.js';

/**
 * A pilot job was given to a pilot (by hand or by accepting a proposal): the pilot's user hears of
 * it, in the bell and, by their e-mail preferences, by mail (DECISIONS.md §11). The actor is not told
 * of their own step. The notice points at the job's nomination, which the bell opens.
 */
export async function pilotAssigned(
  db: DbOrTx,
  job: PilotJobRecord,
  actorId: number | null,
  at: Date,
  timeZone: string,
): Promise<void> {
  if (job.pilotId === null) return;
  const notice = msg('pilotNotices.assigned', {
    job: job.id,
    movement: { key: `pilotage.movements.${job.movement}` },
    barge: job.bargeName,
    id: job.nominationId,
    at: formatTerminalDateTime(job.requiredAt, timeZone),
  });
  const to = (await pilotUserIds(db, job.pilotId)).filter((id) => id !== actorId);
  await raiseNotification(db, to, notice, job.nominationId, at);
}
