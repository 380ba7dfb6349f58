import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CUSTOMER_ROLES, TERMINAL_DESK_ROLES } from '../../../contract/permissions.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { USER_TYPE, type Role } from '../../../contract/enums.js';

const active = eq(users.status, 'Active');

/** The customer's users, the barge itself and its operator: those who follow a nomination from outside the terminal. */
export async function outsideParties(
  db: DbOrTx,
  n: { companyId: number; bargeId: number; bargeCompanyId: number | null },
): Promise<number[]> {
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

/** The terminal's active users of the given roles: the one query of terminal recipients. */
export async function terminalUsers(db: DbOrTx, roles: readonly Role[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(active, eq(users.userType, USER_TYPE.TERMINAL), inArray(users.role, [...roles])));
  return rows.map((r) => r.id);
}

/** Terminal logistics and control room: who acts on submissions and change requests. */
export const terminalDesk = (db: DbOrTx) => terminalUsers(db, TERMINAL_DESK_ROLES);

/** The customer's own users (its customer roles). */
export async function customerUsers(db: DbOrTx, companyId: number): Promise<number[]> {
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
