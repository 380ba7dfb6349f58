import { sql } from 'drizzle-orm';
import type { NominationProgress } from '../../../contract/enums.js';
import { VS, WAITING_ON } from '../../../contract/vetting.js';
import type { Db } from '../../db/client.js';

/** The period as instants: from the first day's start to the day after the last one's start. */
export interface Period {
  start: Date;
  end: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Statuses whose berth window holds the berth: every assigned nomination but a cancelled one. */
const NOT_HOLDING = sql`'Cancelled'`;
const OPEN_VETTINGS = [VS.PENDING_LOGISTICS, VS.PENDING_INSPECTOR, VS.INSPECTOR_RESPONDED, VS.ANCHORAGE_INSPECTION];

async function rows<R>(db: Db, query: ReturnType<typeof sql>): Promise<R[]> {
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

/** Berthings of the period (all fast in it): average hours from the barge's readiness, and how many were on time. */
export async function berthings(db: Db, p: Period) {
  const [row] = await rows<{ averageHours: number | null; berthings: number; timed: number; onTime: number }>(
    db,
    sql`SELECT round(avg(extract(epoch FROM m.all_fast - n.barge_readiness_time) / 3600)
                 FILTER (WHERE n.barge_readiness_time IS NOT NULL AND m.all_fast >= n.barge_readiness_time)::numeric, 1)::float
                 AS "averageHours",
               (count(*) FILTER (WHERE n.barge_readiness_time IS NOT NULL AND m.all_fast >= n.barge_readiness_time))::int AS berthings,
               (count(*) FILTER (WHERE n.estimated_berth_time IS NOT NULL))::int AS timed,
               (count(*) FILTER (WHERE abs(extract(epoch FROM m.all_fast - n.estimated_berth_time)) <= 3600))::int AS "onTime"
          FROM mooring_reports m JOIN nominations n ON n.id = m.nomination_id
         WHERE m.active AND m.all_fast >= ${p.start}::timestamptz AND m.all_fast < ${p.end}::timestamptz`,
  );
  return row!;
}

/** Nominations made in the period, by state; a company's own when `companyId` is given. */
export function states(db: Db, p: Period, companyId?: number) {
  return rows<{ status: NominationProgress; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM nominations
         WHERE created_at >= ${p.start}::timestamptz AND created_at < ${p.end}::timestamptz
           ${companyId === undefined ? sql`AND NOT hide_from_terminal` : sql`AND company_id = ${companyId}`}
         GROUP BY status`,
  );
}

/** Actual tonnes of the nominations completed in the period, by product, most first. */
export function throughput(db: Db, p: Period) {
  return rows<{ productId: number; product: string; tonnes: number }>(
    db,
    sql`SELECT pr.id AS "productId", pr.name AS product, round(sum(n.actual_quantity)::numeric, 3)::float AS tonnes
          FROM nominations n JOIN products pr ON pr.id = n.product_id
         WHERE n.status = 'Completed' AND n.actual_quantity IS NOT NULL
           AND n.completed_at >= ${p.start}::timestamptz AND n.completed_at < ${p.end}::timestamptz
         GROUP BY pr.id, pr.name ORDER BY tonnes DESC`,
  );
}

/** Today's counts: unexplained high variances, vettings waiting and expiring, documents out for signing. */
export async function openCounts(db: Db, threshold: number, now: Date) {
  const soon = new Date(now.getTime() + 30 * DAY);
  const [row] = await rows<{
    highVarianceOpen: number;
    waitingOnTerminal: number;
    open: number;
    expiring: number;
    documentsAwaiting: number;
  }>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM nominations WHERE status = 'Completed' AND actual_quantity IS NOT NULL
          AND variance_justification IS NULL
          AND abs(actual_quantity - quantity) / quantity * 100 > ${threshold}) AS "highVarianceOpen",
      (SELECT count(*)::int FROM ship_vettings WHERE status IN (${list(WAITING_ON.logistics)})) AS "waitingOnTerminal",
      (SELECT count(*)::int FROM ship_vettings WHERE status IN (${list(OPEN_VETTINGS)})) AS open,
      (SELECT count(*)::int FROM ship_vettings WHERE status = ${VS.ACCEPTED}
          AND expires_at >= ${now}::timestamptz AND expires_at < ${soon}::timestamptz) AS expiring,
      (SELECT count(*)::int FROM documents WHERE status = 'Pending') AS "documentsAwaiting"`,
  );
  return row!;
}

/** A company's next berthings from now: the five soonest planned. */
export function nextBerthings(db: Db, companyId: number, now: Date) {
  return rows<{ id: number; bargeName: string; berth: string; at: Date | string; status: string }>(
    db,
    sql`SELECT n.id, s.name AS "bargeName", b.name AS berth, n.estimated_berth_time AS at, n.status
          FROM nominations n JOIN ships s ON s.id = n.barge_id JOIN berths b ON b.id = n.berth_id
         WHERE n.company_id = ${companyId} AND n.estimated_berth_time >= ${now}::timestamptz
           AND n.status NOT IN ('Cancelled', 'Completed')
         ORDER BY n.estimated_berth_time, n.id LIMIT 5`,
  );
}

/** A company's nominations completed in the period: how many, their average signed variance, how many above the threshold. */
export async function variance(db: Db, companyId: number, p: Period, threshold: number) {
  const [row] = await rows<{ completed: number; averagePercent: number | null; high: number }>(
    db,
    sql`SELECT count(*)::int AS completed,
               round(avg((actual_quantity - quantity) / quantity * 100)::numeric, 3)::float AS "averagePercent",
               (count(*) FILTER (WHERE abs(actual_quantity - quantity) / quantity * 100 > ${threshold}))::int AS high
          FROM nominations
         WHERE company_id = ${companyId} AND status = 'Completed' AND actual_quantity IS NOT NULL
           AND completed_at >= ${p.start}::timestamptz AND completed_at < ${p.end}::timestamptz`,
  );
  return row!;
}

/** A company's vettings by status, and its acceptances ending within 60 days. */
export async function companyVettings(db: Db, companyId: number, now: Date) {
  const byStatus = await rows<{ status: number; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM ship_vettings WHERE company_id = ${companyId}
         GROUP BY status ORDER BY status`,
  );
  const expiring = await rows<{ id: number; shipName: string; expiresAt: Date | string }>(
    db,
    sql`SELECT v.id, s.name AS "shipName", v.expires_at AS "expiresAt"
          FROM ship_vettings v JOIN ships s ON s.id = v.ship_id
         WHERE v.company_id = ${companyId} AND v.status = ${VS.ACCEPTED}
           AND v.expires_at >= ${now}::timestamptz AND v.expires_at < ${new Date(now.getTime() + 60 * DAY)}::timestamptz
         ORDER BY v.expires_at LIMIT 10`,
  );
  return { byStatus, expiring };
}
