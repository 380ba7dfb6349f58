import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import type { AuditListQuery } from '../../../contract/schemas/audit.js';

type Filter = 'search' | 'action' | 'entity' | 'start' | 'end';
const FILTERS: Filter[] = ['search', 'action', 'entity', 'start', 'end'];

function conditions(active: Set<Filter>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (active.has('search')) parts.push(or(ilike(auditLog.userName, sql.placeholder('like')), eq(auditLog.entityId, sql.placeholder('search'))));
  if (active.has('action')) parts.push(eq(auditLog.action, sql.placeholder('action')));
  if (active.has('entity')) parts.push(eq(auditLog.entity, sql.placeholder('entity')));
  if (active.has('start')) parts.push(gte(auditLog.at, sql.placeholder('start')));
  if (active.has('end')) parts.push(lte(auditLog.at, sql.placeholder('end')));
  return and(...parts);
}

function prepare(db: Db, active: Set<Filter>, name: string) {
  const where = conditions(active);
  return {
    page: db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`audit_page_${name}`),
    count: db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where).prepare(`audit_count_${name}`),
  };
}

/**
 * The list is the busiest read of the log, so its statements are built once per combination of
 * filters and prepared in PostgreSQL (no query building per call, no re-planning per call).
 */
const statements = new WeakMap<Db, Map<string, ReturnType<typeof prepare>>>();

function statementsFor(db: Db, q: AuditListQuery) {
  const active = new Set<Filter>(FILTERS.filter((f) => ({
    search: q.searchValue, action: q.action, entity: q.entity, start: q.startDate, end: q.endDate,
  })[f]));
  const name = FILTERS.map((f) => (active.has(f) ? '1' : '0')).join('');
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  let prepared = forDb.get(name);
  if (!prepared) forDb.set(name, (prepared = prepare(db, active, name)));
  return prepared;
}

/** One page, newest first, and the total of the filtered rows. */
export async function listAudit(db: Db, q: AuditListQuery) {
  const { page, count } = statementsFor(db, q);
  const params = {
    like: q.searchValue ? `%${q.searchValue.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    search: q.searchValue,
    action: q.action,
    entity: q.entity,
    start: q.startDate ? new Date(q.startDate).toISOString() : undefined,
    end: q.endDate ? new Date(q.endDate).toISOString() : undefined,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  };
  const [rows, [counted]] = await Promise.all([page.execute(params), count.execute(params)]);
  return { rows, total: counted?.total ?? 0 };
}
