import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import type { AuditListQuery } from '../../../contract/schemas/audit.js';

function filters(q: AuditListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.searchValue) {
    const like = `%${q.searchValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(auditLog.userName, like), eq(auditLog.entityId, q.searchValue)));
  }
  if (q.action) parts.push(eq(auditLog.action, q.action));
  if (q.entity) parts.push(eq(auditLog.entity, q.entity));
  if (q.startDate) parts.push(gte(auditLog.at, new Date(q.startDate)));
  if (q.endDate) parts.push(lte(auditLog.at, new Date(q.endDate)));
  return and(...parts);
}

/** One page, newest first, and the total of the filtered rows. */
export async function listAudit(db: DbOrTx, q: AuditListQuery) {
  const where = filters(q);
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
