import { and, eq } from 'drizzle-orm';
import { nominations } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { varianceAbove } from './listFilters.js';

/**
 * A nomination's high variance as the list, the high-variance list and the dashboard count it
 * (listFilters.ts `varianceAbove`, in SQL on the stored quantities, not on a rounded percent): a
 * justification is taken only where those show one. With its current justification, for the audit.
 */
export async function varianceOf(
  db: DbOrTx,
  id: number,
  threshold: number,
): Promise<{ high: boolean; justification: string | null } | undefined> {
  const [row] = await db
    .select({
      high: and(eq(nominations.status, 'Completed'), varianceAbove(threshold))!.mapWith(Boolean),
      justification: nominations.varianceJustification,
    })
    .from(nominations)
    .where(eq(nominations.id, id));
  return row;
}
