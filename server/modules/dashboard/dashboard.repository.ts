import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NominationProgress } from '../../../contract/enums.js';
import type { DocumentType } from '../../../contract/documents.js';
import { VS } from '../../../contract/vetting.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { documentScope } from '../documents/documents.repository.js';
import {
  justified,
  offSpecSigned,
  varianceAbove,
  variancePercent,
} from '../nominations/nominations.listFilters.repository.js';
import { vettingScope } from '../shipVettings/shipVettings.repository.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { DAY } from '../../../contract/time.js';

/**
 * A period as the nomination list takes it (server/platform/days.ts `dayBound`): from the first
 * day's start to the last instant of the last day, both included, so a figure counts exactly what
 * its list shows for the same days.
 */
export interface Period {
  start: string;
  end: string;
}

/**
 * Every count is of what the caller's own lists show: the same scopes (nominations: `scopeOf`, which
 * keeps hidden nominations and customers' drafts from the terminal; documents; vettings). The
 * queries read `nominations`, `documents` and `ship_vettings` unaliased, so those scopes apply as they are.
 */
const within = (scope: SQL | undefined) => scope ?? sql`true`;
const seen = (p: CallerPrincipal) => within(scopeOf(p));

/** Statuses whose berth window holds the berth: every assigned nomination but a cancelled one. */
const NOT_HOLDING = sql`'Cancelled'`;
/** Vettings under review: with terminal logistics or the inspector, undecided. */
export const OPEN_VETTINGS = [
  VS.PENDING_LOGISTICS,
  VS.PENDING_INSPECTOR,
  VS.INSPECTOR_RESPONDED,
  VS.ANCHORAGE_INSPECTION,
];

async function rows<R>(db: Db, query: SQL): Promise<R[]> {
  return (await db.execute(query)).rows as R[];
}
const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Percent of each berth's hours held by berth windows in the 7 and 30 days before `end`: the
 * overlap of [berthing, berthing + duration) with each span, summed per berth. A berth without a
 * window sums nothing (least and greatest skip nulls, so its empty row would span the whole period).
 */
export function occupancy(db: Db, end: Date) {
  const from30 = new Date(end.getTime() - 30 * DAY);
  const from7 = new Date(end.getTime() - 7 * DAY);
  const overlap = (from: Date) =>
    sql`greatest(0, extract(epoch FROM least(n.estimated_berth_time + n.duration_hours * interval '1 hour', ${end}::timestamptz)
          - greatest(n.estimated_berth_time, ${from}::timestamptz)))`;
  return rows<{ berthId: number; berth: string; last7: number; last30: number }>(
    db,
    sql`SELECT b.id AS "berthId", b.name AS berth,
               round((coalesce(sum(${overlap(from7)}) FILTER (WHERE n.id IS NOT NULL), 0) / (7 * 86400) * 100)::numeric, 1)::float AS last7,
               round((coalesce(sum(${overlap(from30)}) FILTER (WHERE n.id IS NOT NULL), 0) / (30 * 86400) * 100)::numeric, 1)::float AS last30
          FROM berths b
          LEFT JOIN nominations n ON n.berth_id = b.id AND n.status <> ${NOT_HOLDING}
           AND n.estimated_berth_time < ${end}::timestamptz AND n.duration_hours IS NOT NULL
           AND n.estimated_berth_time + n.duration_hours * interval '1 hour' > ${from30}::timestamptz
         GROUP BY b.id, b.name ORDER BY b.name`,
  );
}

/**
 * Nominations of the given states, of any date, by state now (the list's status filter): the
 * dashboard's nominations in progress.
 */
export function inStates(db: Db, p: CallerPrincipal, statuses: readonly NominationProgress[]) {
  return rows<{ status: NominationProgress; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM nominations
         WHERE ${seen(p)} AND status IN (${sql.join(
           statuses.map((s) => sql`${s}`),
           sql`, `,
         )})
         GROUP BY status`,
  );
}

/** The nominations completed in the period, by product: how many, their actual tonnes; most tonnes first. */
export function throughput(db: Db, p: CallerPrincipal, period: Period) {
  return rows<{ productId: number; product: string; count: number; tonnes: number }>(
    db,
    sql`SELECT pr.id AS "productId", pr.name AS product, count(*)::int AS count,
               coalesce(round(sum(nominations.actual_quantity)::numeric, 3), 0)::float AS tonnes
          FROM nominations JOIN products pr ON pr.id = nominations.product_id
         WHERE ${seen(p)} AND nominations.status = 'Completed'
           AND nominations.completed_at >= ${period.start} AND nominations.completed_at <= ${period.end}
         GROUP BY pr.id, pr.name ORDER BY tonnes DESC, pr.name`,
  );
}

/** Completed nominations of any date beyond the threshold whose variance is not yet justified. */
export async function highVarianceOpen(db: Db, p: CallerPrincipal, threshold: number) {
  const [row] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM nominations
         WHERE ${seen(p)} AND status = 'Completed' AND ${varianceAbove(threshold)} AND ${justified(false)}`,
  );
  return row!.count;
}

/** The nominations completed in the period: how many, their average signed variance, how many beyond the threshold. */
export async function completed(db: Db, p: CallerPrincipal, period: Period, threshold: number) {
  const [row] = await rows<{ completed: number; averagePercent: number | null; high: number }>(
    db,
    sql`SELECT count(*)::int AS completed,
               round(avg(${variancePercent})::numeric, 3)::float AS "averagePercent",
               (count(*) FILTER (WHERE ${varianceAbove(threshold)}))::int AS high
          FROM nominations
         WHERE ${seen(p)} AND status = 'Completed'
           AND completed_at >= ${period.start} AND completed_at <= ${period.end}`,
  );
  return row!;
}

/** Nominations whose certificate of quality was signed off-spec in the period (issue 34): the list's `offSpec` filter. */
export async function offSpecInPeriod(db: Db, p: CallerPrincipal, period: Period) {
  const [row] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM nominations
         WHERE ${seen(p)} AND ${offSpecSigned(true, period.start, period.end)}`,
  );
  return row!.count;
}

/** How far ahead the terminal's "acceptances ending soon" look, in days from now. */
export const EXPIRING_DAYS = 30;

/** Vettings still under review and acceptances ending within 30 days, of those the caller sees. */
export async function openVettings(db: Db, p: CallerPrincipal, now: Date) {
  const soon = new Date(now.getTime() + EXPIRING_DAYS * DAY);
  const [row] = await rows<{ open: number; expiring: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE status IN (${list(OPEN_VETTINGS)})))::int AS open,
               (count(*) FILTER (WHERE status = ${VS.ACCEPTED} AND expires_at >= ${now}::timestamptz
                  AND expires_at < ${soon}::timestamptz))::int AS expiring
          FROM ship_vettings WHERE ${vettingScope(p)}`,
  );
  return row!;
}

const maker = alias(users, 'maker');

/** Documents out for signing (Pending), by type, of those the caller sees in the certificate lists. */
export function documentsPending(db: Db, p: CallerPrincipal) {
  return rows<{ type: DocumentType; count: number }>(
    db,
    sql`SELECT documents.type, count(*)::int AS count
          FROM documents JOIN nominations ON nominations.id = documents.nomination_id
          JOIN users ${maker} ON ${maker.id} = documents.created_by
         WHERE documents.status = 'Pending' AND ${within(documentScope(p))}
         GROUP BY documents.type`,
  );
}

/**
 * The states in which a nomination's berthing is still to come: assigned or booked. From Signing in
 * Progress on the barge has berthed, so a call being signed is no longer a "next berthing".
 */
export const BERTHING_STATES: readonly NominationProgress[] = ['Jetty Assigned', 'Booked'];

/** Berthings planned in the period (from today's start on): how many, and the soonest five. */
export async function berthingsAhead(db: Db, p: CallerPrincipal, period: Period) {
  const where = sql`${seen(p)} AND nominations.status IN (${sql.join(
    BERTHING_STATES.map((s) => sql`${s}`),
    sql`, `,
  )}) AND nominations.estimated_berth_time >= ${period.start} AND nominations.estimated_berth_time <= ${period.end}`;
  const [counted] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM nominations WHERE ${where}`,
  );
  const next = await rows<{ id: number; bargeName: string; berth: string; at: Date | string; status: string }>(
    db,
    sql`SELECT nominations.id, s.name AS "bargeName", b.name AS berth, nominations.estimated_berth_time AS at,
               nominations.status
          FROM nominations JOIN ships s ON s.id = nominations.barge_id JOIN berths b ON b.id = nominations.berth_id
         WHERE ${where}
         ORDER BY nominations.estimated_berth_time, nominations.id LIMIT 5`,
  );
  return { count: counted!.count, next };
}

/** A company's vettings by status (as its vetting list shows them), and its acceptances ending within 60 days. */
export async function companyVettings(db: Db, p: CallerPrincipal, now: Date) {
  const byStatus = await rows<{ status: number; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM ship_vettings WHERE ${vettingScope(p)}
         GROUP BY status ORDER BY status`,
  );
  const expiring = await rows<{ id: number; shipName: string; expiresAt: Date | string }>(
    db,
    sql`SELECT ship_vettings.id, s.name AS "shipName", ship_vettings.expires_at AS "expiresAt"
          FROM ship_vettings JOIN ships s ON s.id = ship_vettings.ship_id
         WHERE ${vettingScope(p)} AND ship_vettings.status = ${VS.ACCEPTED}
           AND ship_vettings.expires_at >= ${now}::timestamptz
           AND ship_vettings.expires_at < ${new Date(now.getTime() + 60 * DAY)}::timestamptz
         ORDER BY ship_vettings.expires_at LIMIT 10`,
  );
  return { byStatus, expiring };
}
