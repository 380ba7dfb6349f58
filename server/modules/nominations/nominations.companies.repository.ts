import { and, eq, inArray } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/* The companies a nomination names: checked before it is written (nominations.references.ts, nominations.service.ts), and its mail's recipients. */

/** True for a company that registered itself and waits for the terminal's approval. */
export async function companyWaiting(db: DbOrTx, id: number | null): Promise<boolean> {
  if (id === null) return false;
  const [row] = await db.select({ approved: companies.approved }).from(companies).where(eq(companies.id, id));
  return row?.approved === false;
}

/** Companies of the given kind among `ids` that are active and approved: checks references before writing. */
export async function activeCompaniesOfKind(
  db: DbOrTx,
  ids: number[],
  kind: 'surveyor' | 'customer',
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        inArray(companies.id, ids),
        eq(companies.kind, kind),
        eq(companies.active, true),
        eq(companies.approved, true),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Who hears of a nomination by mail: the active users of its customer and of its surveying
 * companies, the barge's own accounts, and the customer's company address; sorted, each once.
 */
export async function mailRecipients(
  db: DbOrTx,
  row: { companyId: number; bargeId: number; surveyors: { id: number }[] },
): Promise<string[]> {
  const companyIds = [row.companyId, ...row.surveyors.map((s) => s.id)];
  const people = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'Active'), inArray(users.companyId, companyIds)));
  const barge = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'Active'), eq(users.shipId, row.bargeId)));
  const companyMail = await db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  return [...new Set([...people, ...barge, ...companyMail].map((r) => r.email).filter((e): e is string => !!e))].sort();
}
