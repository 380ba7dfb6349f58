import type { DbOrTx } from '../../db/client.js';
import type { NominationProgress } from '../../../contract/enums.js';
import { msg } from '../../../contract/messages/index.js';
import { raiseNotification } from './notifications.repository.js';
import { customerUsers, outsideParties, terminalDesk } from './notifications.parties.repository.js';
import { terminalSeesRow } from '../nominationScope/nominationScope.repository.js';

interface NominationParties {
  id: number;
  companyId: number;
  bargeId: number;
  bargeCompanyId: number | null;
  bargeName: string;
  hideFromTerminal: boolean;
  /** Null for a draft, also once revoked: the terminal never hears of one (nominationScope). */
  submittedAt: Date | null;
}

const others = (ids: number[], actorId: number | null) => ids.filter((id) => id !== actorId);

/**
 * A nomination reached `status`: its outside parties hear of it, and the terminal desk too when the
 * step is theirs to take next (a submission) or ends the nomination. The actor is not told of their own step.
 */
export async function nominationMoved(
  db: DbOrTx,
  n: NominationParties,
  status: NominationProgress,
  actorId: number | null,
  at: Date,
): Promise<void> {
  const desk =
    terminalSeesRow(n) && ['Pending Approval', 'Cancelled', 'Pending Jetty Information'].includes(status)
      ? await terminalDesk(db)
      : [];
  const notice = msg('notices.moved', { id: n.id, barge: n.bargeName, status: { key: `statuses.${status}` } });
  await raiseNotification(db, others([...(await outsideParties(db, n)), ...desk], actorId), notice, n.id, at);
}

/** A change request was made (the desk hears) or decided (the customer's users hear). */
export async function requestEvent(
  db: DbOrTx,
  n: NominationParties,
  what: 'made' | 'Approved' | 'Rejected' | 'Withdrawn',
  actorId: number,
  at: Date,
): Promise<void> {
  const to =
    what === 'made' || what === 'Withdrawn'
      ? !terminalSeesRow(n)
        ? []
        : await terminalDesk(db)
      : await customerUsers(db, n.companyId);
  const notice =
    what === 'made'
      ? msg('notices.requestMade', { id: n.id, barge: n.bargeName })
      : msg('notices.requestDecided', { id: n.id, decision: { key: `requestDecisions.${what}` } });
  await raiseNotification(db, others(to, actorId), notice, n.id, at);
}
