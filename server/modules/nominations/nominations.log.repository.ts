import { asc, eq, sql } from 'drizzle-orm';
import { nominationLog, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { LOG_ACTIONS } from '../../../contract/enums.js';
import type { NominationProgress } from '../../../contract/enums.js';
import { textOf, type CatalogueMessage } from '../../../contract/messages/index.js';
import { offsetOf } from '../../platform/listing.js';
import { withLocalInstants } from './nominations.logDetail.js';

type LogAction = keyof typeof LOG_ACTIONS;
/** The log codes a barging nomination uses (spec §4 labels). */
export const LOG = {
  document: 9,
  infoModified: 10,
  updateStatus: 13,
  requestCreated: 14,
  requestDeleted: 15,
  documentSigning: 16,
  statementOfFacts: 17,
  safetyChecklist: 18,
} as const satisfies Record<string, LogAction>;

interface LogEntry {
  nominationId: number;
  action: LogAction;
  fromStatus?: NominationProgress | null;
  toStatus?: NominationProgress | null;
  /** A catalogue key and parameters (nominations.logDetail.ts builds their parts). */
  detail?: CatalogueMessage | null;
  /** Null for the automatic steps of the lifecycle. */
  userId: number | null;
  at: Date;
}

export async function writeLog(db: DbOrTx, e: LogEntry): Promise<void> {
  await db.insert(nominationLog).values({
    nominationId: e.nominationId,
    action: e.action,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.toStatus ?? null,
    detailKey: e.detail?.key ?? null,
    detailParams: e.detail?.params ?? {},
    userId: e.userId,
    at: e.at,
  });
}

/**
 * Oldest first, so the log reads as the nomination's story. A detail comes as key and parameters
 * with its instants in the terminal's time zone, and as English text (rows written before keys: their text).
 */
export async function listLog(
  db: DbOrTx,
  nominationId: number,
  q: { pageNum: number; pageSize: number },
  timeZone: string,
) {
  const rows = await db
    .select({
      id: nominationLog.id,
      action: nominationLog.action,
      fromStatus: nominationLog.fromStatus,
      toStatus: nominationLog.toStatus,
      detail: nominationLog.detail,
      key: nominationLog.detailKey,
      params: nominationLog.detailParams,
      // Shown to customers and barges: the display name and role, never the sign-in name (DECISIONS.md §12).
      userName: users.nickName,
      userRole: users.role,
      at: nominationLog.at,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(nominationLog)
    .leftJoin(users, eq(users.id, nominationLog.userId))
    .where(eq(nominationLog.nominationId, nominationId))
    .orderBy(asc(nominationLog.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return {
    rows: rows.map(({ total: _t, detail, key, params, ...r }) => {
      const message = key === null ? null : withLocalInstants({ key, params }, timeZone);
      return {
        ...r,
        detail: message ? textOf(message) : detail,
        key,
        params: message?.params ?? {},
        at: r.at.toISOString(),
        actionLabel: LOG_ACTIONS[r.action as LogAction] ?? String(r.action),
      };
    }),
    total: rows[0]?.total ?? 0,
  };
}
