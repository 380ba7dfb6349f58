import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { nominations } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

/**
 * The nominations waiting for a berth whose readiness falls after the shown period: the board does
 * not list them (they cannot be placed on the days in view), but says how many there are and from
 * when, so a planner looking at a few days is not left believing nothing else is coming.
 */
type Status = (typeof nominations.$inferSelect)['status'];

export async function waitingAfter(db: DbOrTx, statuses: readonly Status[], to: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      first: sql<Date | string | null>`min(${nominations.bargeReadinessTime})`,
    })
    .from(nominations)
    .where(
      and(
        inArray(nominations.status, [...statuses]),
        eq(nominations.hideFromTerminal, false),
        gte(nominations.bargeReadinessTime, new Date(to)),
      ),
    );
  return { count: row?.count ?? 0, firstReadiness: row?.first ? new Date(row.first).getTime() : null };
}
