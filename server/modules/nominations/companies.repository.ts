import { and, eq, inArray } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/* The companies a nomination names, checked before it is written (references.ts, nominations.service). */

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
