import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { statementCache } from '../../platform/listing.js';
import { nameOfUser } from '../../platform/people.js';
import { terminalUnseenIds } from '../nominationScope/nominationScope.repository.js';
import type { AuditListQuery, AuditVerifyResult } from '../../../contract/schemas/audit.js';

type Filter = 'search' | 'action' | 'entity' | 'start' | 'end';
const FILTERS: Filter[] = ['search', 'action', 'entity', 'start', 'end'];

/**
 * A nomination hidden from the terminal, or still a customer's draft (terminalUnseenIds), stays out
 * of the log terminal staff read (DECISIONS.md §9, issue 31): its
 * own rows and those of records hanging off it, which the insert trigger marked with its id
 * (nomination_id, migration 0019). The hidden ids are gathered once per query (an InitPlan).
 */
const notAboutHidden = sql`(${auditLog.nominationId} IS NULL OR NOT (${auditLog.nominationId} = ANY (ARRAY(${terminalUnseenIds}))))`;

function conditions(active: Set<Filter>): SQL | undefined {
  const parts: (SQL | undefined)[] = [notAboutHidden];
  if (active.has('search'))
    parts.push(
      or(
        ilike(auditLog.userName, sql.placeholder('like')),
        // The list shows people by name (issue 35): the name a reader sees finds their rows too (one InitPlan).
        sql`${auditLog.userId} IN (SELECT id FROM users WHERE nick_name ILIKE ${sql.placeholder('like')})`,
        eq(auditLog.entityId, sql.placeholder('search')),
      ),
    );
  if (active.has('action')) parts.push(eq(auditLog.action, sql.placeholder('action')));
  if (active.has('entity')) parts.push(eq(auditLog.entity, sql.placeholder('entity')));
  if (active.has('start')) parts.push(gte(auditLog.at, sql.placeholder('start')));
  if (active.has('end')) parts.push(lte(auditLog.at, sql.placeholder('end')));
  return and(...parts);
}

/** What the list shows; the chain's hashes stay in the database for the verify call. */
const listed = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: auditLog.userName,
  displayName: nameOfUser(auditLog.userId),
  role: auditLog.role,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  ip: auditLog.ip,
  requestId: auditLog.requestId,
};

function prepare(db: Db, active: Set<Filter>, name: string) {
  const where = conditions(active);
  return {
    page: db
      .select(listed)
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`audit_page_${name}`),
    count: db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where)
      .prepare(`audit_count_${name}`),
  };
}

/**
 * The list is the busiest read of the log, so its statements are built once per combination of
 * filters and prepared in PostgreSQL (no query building per call, no re-planning per call).
 */
const statements = statementCache<ReturnType<typeof prepare>>();

function statementsFor(db: Db, q: AuditListQuery) {
  const given = { search: q.searchValue, action: q.action, entity: q.entity, start: q.startDate, end: q.endDate };
  const active = new Set<Filter>(FILTERS.filter((f) => given[f]));
  const name = FILTERS.map((f) => (active.has(f) ? '1' : '0')).join('');
  return statements(db, name, () => prepare(db, active, name));
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

/** Rows one call of audit_seal chains at most; a backlog takes several calls. */
const SEAL_BATCH = 5_000;

/** The advisory lock audit_seal takes (migration 0018): one sealer at a time. */
const SEAL_LOCK = 727003;

/**
 * Seals what is committed and can be sealed (migration 0018); the number of rows sealed. By default
 * it returns at once when another sealer is at work; with `wait` it waits for that one to finish and
 * then seals with a fresh view, so that a caller who must see everything committed before it called
 * (verify) does not race the background sealer.
 */
export async function sealAudit(db: Db, opts: { wait?: boolean } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const res = opts.wait
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEAL_LOCK})`);
          return tx.execute<{ n: number }>(sql`SELECT audit_seal(${SEAL_BATCH}) AS n`);
        })
      : await db.execute<{ n: number }>(sql`SELECT audit_seal(${SEAL_BATCH}) AS n`);
    const n = Number(res.rows[0]?.n ?? 0);
    total += n;
    if (n < SEAL_BATCH) return total;
  }
}

/**
 * Audit rows written but not yet chained: those past the chain head (metrics, berth_audit_unsealed_rows).
 * A range of the primary key, cheap while the sealer keeps up; `timeoutMs` bounds it when it has not.
 */
export async function unsealedAuditRows(db: Db, timeoutMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.trunc(timeoutMs))}`));
    const res = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE id > (SELECT last_id FROM audit_chain_head WHERE id = 1)`,
    );
    return Number(res.rows[0]?.n ?? 0);
  });
}

/**
 * Seals what it can, then recomputes every sealed row's hash in the database and checks each names
 * its predecessor's hash; the chain head catches a removed tail. Rows written but not yet sealed
 * (a transaction that began before them is still open) are counted as pending.
 */
export async function verifyChain(db: Db): Promise<AuditVerifyResult> {
  await sealAudit(db, { wait: true });
  const broken = await db.execute<{ id: string; reason: 'edited' | 'removed' }>(sql`
    WITH chain AS (
      SELECT a.id, a.prev_hash, a.hash, audit_hash(a) AS recomputed, lag(a.hash) OVER (ORDER BY a.id) AS expected_prev
      FROM audit_log a WHERE a.id <= (SELECT last_id FROM audit_chain_head WHERE id = 1)
    )
    SELECT id, CASE WHEN hash IS DISTINCT FROM recomputed THEN 'edited' ELSE 'removed' END AS reason
    FROM chain WHERE hash IS DISTINCT FROM recomputed OR prev_hash IS DISTINCT FROM expected_prev
    ORDER BY id LIMIT 1`);
  const head = await db.execute<{
    rows: string;
    last_id: string;
    last_hash: string | null;
    actual_rows: string;
    actual_last: string | null;
    pending: string;
  }>(sql`
    SELECT h.rows, h.last_id, h.last_hash,
      (SELECT count(*) FROM audit_log WHERE id <= h.last_id) AS actual_rows,
      (SELECT hash FROM audit_log WHERE id <= h.last_id ORDER BY id DESC LIMIT 1) AS actual_last,
      (SELECT count(*) FROM audit_log WHERE id > h.last_id) AS pending
    FROM audit_chain_head h WHERE h.id = 1`);
  const h = head.rows[0];
  const rows = Number(h?.actual_rows ?? 0);
  const lastId = Number(h?.last_id ?? 0);
  const pending = Number(h?.pending ?? 0);
  const first = broken.rows[0];
  if (first) return { ok: false, rows, lastId, pending, broken: { id: Number(first.id), reason: first.reason } };
  if (h && (Number(h.rows) !== rows || h.last_hash !== h.actual_last)) {
    return { ok: false, rows, lastId, pending, broken: { id: lastId, reason: 'tail removed' } };
  }
  return { ok: true, rows, lastId, pending, broken: null };
}
