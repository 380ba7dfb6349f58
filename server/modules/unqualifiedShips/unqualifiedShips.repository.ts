import { and, eq, isNull, sql } from 'drizzle-orm';
import { shipBlacklist, ships } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { UnqualifiedRecord } from '../../../contract/schemas/unqualifiedShips.js';
import type { ListQuery } from '../../../contract/schemas/common.js';
import { UNQUALIFYING } from '../../../contract/vetting.js';
import { containsPattern, offsetOf } from '../../platform/listing.js';

type Row = {
  id: number;
  ship_id: number;
  ship_name: string;
  imo: string;
  kind: string;
  source: 'blacklist' | 'vetting';
  vetting_id: number | null;
  vetting_status: number | null;
  reason: string | null;
  on_day: string;
  by_name: string | null;
  by_role: number | null;
  lifted_on: Date | null;
  lifted_by_name: string | null;
  lifted_by_role: number | null;
  lift_reason: string | null;
};
const toRecord = (r: Row): UnqualifiedRecord => ({
  id: r.id,
  shipId: r.ship_id,
  shipName: r.ship_name,
  imo: r.imo,
  kind: r.kind,
  source: r.source,
  vettingId: r.vetting_id,
  vettingStatus: r.vetting_status,
  reason: r.reason ?? '',
  blacklistedOn: r.on_day,
  blacklistedByName: r.by_name,
  blacklistedByRole: r.by_role,
  liftedOn: r.lifted_on ? new Date(r.lifted_on).toISOString() : null,
  liftedByName: r.lifted_by_name,
  liftedByRole: r.lifted_by_role,
  liftReason: r.lift_reason,
});

/** Hand blacklistings, current or lifted; people by display name and role, never sign-in name (DECISIONS.md §12). */
const blacklistRows = sql`
  SELECT b.id, s.id AS ship_id, s.name AS ship_name, s.imo, s.kind::text AS kind, 'blacklist' AS source,
         NULL::integer AS vetting_id, NULL::smallint AS vetting_status, b.reason, b.blacklisted_on::text AS on_day,
         u.nick_name AS by_name, u.role AS by_role, b.lifted_on, l.nick_name AS lifted_by_name,
         l.role AS lifted_by_role, b.lift_reason
    FROM ship_blacklist b
    JOIN ships s ON s.id = b.ship_id
    JOIN users u ON u.id = b.blacklisted_by
    LEFT JOIN users l ON l.id = b.lifted_by`;

/** Ships whose latest decided vetting is Rejected, Expired or Suspended, with the step that made it so. */
const vettingRows = sql`
  SELECT -v.id AS id, s.id AS ship_id, s.name AS ship_name, s.imo, s.kind::text AS kind, 'vetting' AS source,
         v.id AS vetting_id, v.status AS vetting_status,
         COALESCE(CASE v.status WHEN 10 THEN v.suspension_reason ELSE v.decision_reason END, last.detail) AS reason,
         to_char(last.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS on_day, last.nick_name AS by_name, last.role AS by_role,
         NULL::timestamptz AS lifted_on, NULL::text AS lifted_by_name, NULL::smallint AS lifted_by_role,
         NULL::text AS lift_reason
    FROM (SELECT DISTINCT ON (ship_id) * FROM ship_vettings WHERE decision IS NOT NULL ORDER BY ship_id, id DESC) v
    JOIN ships s ON s.id = v.ship_id
    CROSS JOIN LATERAL (
      SELECT l.at, l.detail, u.nick_name, u.role FROM vetting_log l LEFT JOIN users u ON u.id = l.user_id
       WHERE l.vetting_id = v.id AND l.to_status = v.status ORDER BY l.id DESC LIMIT 1) last
   WHERE v.status IN (${sql.raw(UNQUALIFYING.join(', '))})`;

/** DECISIONS.md §5: the unqualified list is the hand blacklist plus the vetting outcomes, showing which. */
export async function listUnqualified(db: DbOrTx, q: ListQuery & { state: 'current' | 'lifted' | 'all' }) {
  const parts =
    q.state === 'lifted'
      ? sql`${blacklistRows} WHERE b.lifted_on IS NOT NULL`
      : q.state === 'current'
        ? sql`${blacklistRows} WHERE b.lifted_on IS NULL UNION ALL ${vettingRows}`
        : sql`${blacklistRows} UNION ALL ${vettingRows}`;
  const search = q.searchValue
    ? sql`WHERE x.ship_name ILIKE ${containsPattern(q.searchValue)} OR x.imo ILIKE ${containsPattern(q.searchValue)} OR x.reason ILIKE ${containsPattern(q.searchValue)}`
    : sql``;
  const { rows } = await db.execute<Row & { total: number }>(sql`
    SELECT x.*, count(*) OVER ()::int AS total FROM (${parts}) x ${search}
     ORDER BY x.on_day DESC, x.id DESC LIMIT ${q.pageSize} OFFSET ${offsetOf(q)}`);
  return { rows: rows.map(toRecord), total: rows[0]?.total ?? 0 };
}

export async function findEntry(db: DbOrTx, id: number): Promise<UnqualifiedRecord | undefined> {
  const { rows } = await db.execute<Row>(sql`${blacklistRows} WHERE b.id = ${id}`);
  return rows[0] && toRecord(rows[0]);
}

export async function currentEntryFor(db: DbOrTx, shipId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: shipBlacklist.id })
    .from(shipBlacklist)
    .where(and(eq(shipBlacklist.shipId, shipId), isNull(shipBlacklist.liftedOn)));
  return row?.id;
}

export async function insertEntry(db: DbOrTx, values: typeof shipBlacklist.$inferInsert): Promise<number> {
  return (await db.insert(shipBlacklist).values(values).returning({ id: shipBlacklist.id }))[0]!.id;
}

export async function liftEntry(db: DbOrTx, id: number, liftedBy: number, liftReason: string, at: Date): Promise<void> {
  await db.update(shipBlacklist).set({ liftedBy, liftReason, liftedOn: at }).where(eq(shipBlacklist.id, id));
}

export async function shipExists(db: DbOrTx, id: number): Promise<boolean> {
  const [ship] = await db.select({ id: ships.id }).from(ships).where(eq(ships.id, id));
  return ship !== undefined;
}
