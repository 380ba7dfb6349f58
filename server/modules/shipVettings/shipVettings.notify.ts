import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';
import type { CatalogueMessage } from '../../../contract/messages/index.js';
import { CUSTOMER_ROLES } from '../../../contract/permissions.js';
import { WAITING_ON } from '../../../contract/vetting.js';
import { users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { raiseNotification } from '../notifications/notifications.repository.js';

const terminal = (role: number) => and(eq(users.userType, USER_TYPE.TERMINAL), eq(users.role, role))!;

/**
 * DECISIONS.md §5: a vetting's news goes to the customer's users and terminal logistics, and to the
 * inspectors while it waits on them. Its text names "Ship Vetting", which the browser routes on.
 */
export async function vettingNotice(
  db: DbOrTx,
  v: { id: number; companyId: number; status: number },
  notice: CatalogueMessage,
  actorId: number | null,
  at: Date,
  only?: 'customer',
): Promise<void> {
  const customer = and(
    eq(users.userType, USER_TYPE.COMPANY),
    inArray(users.role, [...CUSTOMER_ROLES]),
    eq(users.companyId, v.companyId),
  )!;
  const parties: SQL[] = [customer];
  if (only !== 'customer') {
    parties.push(terminal(ROLES.TERMINAL_LOGISTICS));
    if ((WAITING_ON.inspector as readonly number[]).includes(v.status))
      parties.push(terminal(ROLES.TERMINAL_INSPECTOR));
  }
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'Active'), or(...parties)));
  await raiseNotification(
    db,
    rows.map((r) => r.id).filter((id) => id !== actorId),
    notice,
    v.id,
    at,
  );
}
