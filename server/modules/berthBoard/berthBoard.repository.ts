import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { companies, nominations, ships } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';

type Status = (typeof nominations.$inferSelect)['status'];

/** Assigned nominations near the period with their display facts and actual times (all fast, cast off). */
export async function windowsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      nominationId: nominations.id,
      status: nominations.status,
      bargeName: ships.name,
      companyName: companies.name,
      quantity: nominations.quantity,
      // The statement of facts' actual times (issue 33); the mooring report stays the crew's own record.
      actualStart: nominations.actualAllFastAt,
      actualEnd: nominations.actualCastOffAt,
    })
    .from(nominations)
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .where(inArray(nominations.id, ids));
}

/** Which of these nominations the terminal has hidden from its board. */
export async function hiddenAmong(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({ id: nominations.id })
    .from(nominations)
    .where(and(inArray(nominations.id, ids.concat(-1)), eq(nominations.hideFromTerminal, true)));
  return new Set(rows.map((r) => r.id));
}

/** Shown to the terminal, in one of these states, and ready (or not yet saying when) before `to`. */
const waitingBefore = (statuses: readonly Status[], to: number) =>
  and(
    inArray(nominations.status, [...statuses]),
    eq(nominations.hideFromTerminal, false),
    or(isNull(nominations.bargeReadinessTime), sql`${nominations.bargeReadinessTime} < ${new Date(to).toISOString()}`),
  );

/** The board's waiting list, in order of readiness; at most 500. */
export async function waitingList(db: DbOrTx, statuses: readonly Status[], to: number) {
  return db
    .select({
      id: nominations.id,
      status: nominations.status,
      companyName: companies.name,
      quantity: nominations.quantity,
    })
    .from(nominations)
    .innerJoin(companies, eq(companies.id, nominations.companyId))
    .where(waitingBefore(statuses, to))
    .orderBy(nominations.bargeReadinessTime, nominations.id)
    .limit(500);
}

/** The ids of every nomination the planner may place before `to`. */
export async function waitingIds(db: DbOrTx, statuses: readonly Status[], to: number) {
  const rows = await db.select({ id: nominations.id }).from(nominations).where(waitingBefore(statuses, to));
  return rows.map((r) => r.id);
}

/**
 * The nominations waiting for a berth whose readiness falls after the shown period: the board does
 * not list them (they cannot be placed on the days in view), but says how many there are and from
 * when, so a planner looking at a few days is not left believing nothing else is coming.
 */
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
