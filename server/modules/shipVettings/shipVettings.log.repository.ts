import { asc, eq, sql } from 'drizzle-orm';
import { LOG_ACTIONS } from '../../../contract/enums.js';
import { LOG_UPLOADED, VS } from '../../../contract/vetting.js';
import { users, vettingLog } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { countAll, offsetOf, pageWithTotal } from '../../platform/listing.js';

/** Whether the customer uploaded a document (log 9) since the terminal last asked for more (to status 8). */
export async function uploadedSinceAsked(db: DbOrTx, vettingId: number): Promise<boolean> {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM vetting_log u
       WHERE u.vetting_id = ${vettingId} AND u.action = ${LOG_UPLOADED}
         AND u.id > (SELECT max(a.id) FROM vetting_log a WHERE a.vetting_id = ${vettingId} AND a.to_status = ${VS.MORE_INFORMATION})
    ) AS ok`);
  return rows[0]?.ok ?? false;
}

interface VettingLogEntry {
  vettingId: number;
  action: number;
  fromStatus?: number | null;
  toStatus?: number | null;
  detail?: string | null;
  userId: number | null;
  at: Date;
}
export async function writeVettingLog(db: DbOrTx, e: VettingLogEntry) {
  await db.insert(vettingLog).values({
    vettingId: e.vettingId,
    action: e.action,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    detail: e.detail ?? null,
    userId: e.userId,
    at: e.at,
  });
}

/** Oldest first, pages of 20 by default, so the log reads as the vetting's story. */
export async function listVettingLog(db: DbOrTx, vettingId: number, q: { pageNum: number; pageSize: number }) {
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: vettingLog.id,
        action: vettingLog.action,
        fromStatus: vettingLog.fromStatus,
        toStatus: vettingLog.toStatus,
        detail: vettingLog.detail,
        userName: users.nickName,
        userRole: users.role,
        at: vettingLog.at,
      })
      .from(vettingLog)
      .leftJoin(users, eq(users.id, vettingLog.userId))
      .where(eq(vettingLog.vettingId, vettingId))
      .orderBy(asc(vettingLog.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select(countAll).from(vettingLog).where(eq(vettingLog.vettingId, vettingId)),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      actionLabel: LOG_ACTIONS[r.action as keyof typeof LOG_ACTIONS] ?? String(r.action),
      at: r.at.toISOString(),
    })),
    total,
  };
}
