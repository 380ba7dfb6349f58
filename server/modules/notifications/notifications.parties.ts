import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CUSTOMER_ROLES, TERMINAL_DESK_ROLES } from '../../../contract/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { USER_TYPE, type NominationProgress } from '../../../contract/enums.js';
import { msg } from '../../../contract/messages/index.js';
import { raiseNotification } from './notifications.repository.js';
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

const active = eq(users.status, 'Active');

/** The customer's users, the barge itself and its operator: those who follow a nomination from outside the terminal. */
async function outsideParties(db: DbOrTx, n: NominationParties): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        active,
        or(
          and(
            eq(users.userType, USER_TYPE.COMPANY),
            inArray(users.role, [...CUSTOMER_ROLES]),
            eq(users.companyId, n.companyId),
          ),
          and(eq(users.userType, USER_TYPE.BARGE), eq(users.shipId, n.bargeId)),
          n.bargeCompanyId === null
            ? sql`false`
            : and(eq(users.userType, USER_TYPE.BARGE_OPERATOR), eq(users.companyId, n.bargeCompanyId)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** Terminal logistics and control room: who acts on submissions and change requests. */
async function terminalDesk(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(active, eq(users.userType, USER_TYPE.TERMINAL), inArray(users.role, [...TERMINAL_DESK_ROLES])));
  return rows.map((r) => r.id);
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

async function customerUsers(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        active,
        eq(users.userType, USER_TYPE.COMPANY),
        inArray(users.role, [...CUSTOMER_ROLES]),
        eq(users.companyId, companyId),
      ),
    );
  return rows.map((r) => r.id);
}
