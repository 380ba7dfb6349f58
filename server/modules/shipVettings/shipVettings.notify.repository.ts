import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';
import { CUSTOMER_ROLES } from '../../../contract/permissions.js';
import { WAITING_ON } from '../../../contract/vetting.js';
import { users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

const terminal = (role: number) => and(eq(users.userType, USER_TYPE.TERMINAL), eq(users.role, role))!;

/**
 * The active users who follow a vetting: the customer's users, and (unless `only` the customer)
 * terminal logistics, and the inspectors while it waits on them.
 */
export async function vettingPartyIds(
  db: DbOrTx,
  v: { companyId: number; status: number },
  only?: 'customer',
): Promise<number[]> {
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
  return rows.map((r) => r.id);
}
