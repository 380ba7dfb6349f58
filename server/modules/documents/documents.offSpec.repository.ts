import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ROLES, USER_TYPE } from '../../../contract/enums.js';
import { CUSTOMER_ROLES } from '../../../contract/permissions.js';
import { limitsOf, type OffSpecTest, type SpecLimit } from '../../../contract/quality.js';
import type { DbOrTx } from '../../db/client.js';
import { documents, products, users } from '../../db/schema/index.js';

/** A product's specification limits as stored (contract/quality.ts reads them). */
export async function productLimits(db: DbOrTx, productId: number): Promise<SpecLimit[]> {
  const [row] = await db.select({ limits: products.specLimits }).from(products).where(eq(products.id, productId));
  return limitsOf(row?.limits);
}

/** The certificate's failing tests, or null when it is on spec. */
export async function setOffSpec(db: DbOrTx, documentId: number, failing: OffSpecTest[] | null): Promise<void> {
  await db.update(documents).set({ offSpec: failing }).where(eq(documents.id, documentId));
}

/**
 * Who hears of an off-spec certificate at once (DECISIONS.md §11): terminal logistics, unless the
 * customer hid the nomination from the terminal, and the customer's own users (admins and users).
 */
export async function offSpecRecipients(
  db: DbOrTx,
  n: { companyId: number; hideFromTerminal: boolean },
): Promise<number[]> {
  const logistics = n.hideFromTerminal
    ? sql`false`
    : and(eq(users.userType, USER_TYPE.TERMINAL), eq(users.role, ROLES.TERMINAL_LOGISTICS));
  const customer = and(
    eq(users.userType, USER_TYPE.COMPANY),
    inArray(users.role, [...CUSTOMER_ROLES]),
    eq(users.companyId, n.companyId),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'Active'), or(logistics, customer)));
  return rows.map((r) => r.id);
}
