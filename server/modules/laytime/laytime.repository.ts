/**
 * Laytime's reads and writes (DECISIONS.md §11). It reads the nominations, products, SoF rows and
 * documents tables directly rather than through their modules: the documents and nominations
 * modules call laytime, so laytime may not call them (scripts/house-rules.test.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { laytimeResults, nominations } from '../../db/schema/index.js';
import type { CallerPrincipal } from '../../platform/types.js';
import { scopeOf } from '../nominationScope/nominationScope.repository.js';
import { columnOf, FIGURES, figuresOf, type CallFacts, type ComputedValues } from './laytime.compute.js';

/** The nomination as the caller may see it (nominationScope): hidden behaves as missing. */
export async function visibleCall(db: DbOrTx, p: CallerPrincipal, id: number) {
  const [row] = await db
    .select({
      id: nominations.id,
      status: nominations.status,
      // Spelt out: drizzle writes a lone column unqualified, which inside this subquery would be d's.
      sofSigned: sql<boolean>`EXISTS (SELECT 1 FROM documents d WHERE d.nomination_id = "nominations"."id"
                                         AND d.type = 'statementOfFacts' AND d.status = 'Signed')`,
    })
    .from(nominations)
    .where(and(eq(nominations.id, id), scopeOf(p)));
  return row;
}

/**
 * One call's facts in the shape the worker reads a batch in (`callsJson`): the same SQL for both, so
 * a call computed alone and in the job reads the same tonnes, hours and SoF rows.
 */
const callsQuery = (where: ReturnType<typeof sql>, limit: number) => sql`
  SELECT n.id, n.quantity::float8 AS "quantity", n.actual_quantity::float8 AS "actualQuantity",
         p.laytime_hours_per_kt::float8 AS "productHours",
         coalesce(d.status = 'Signed', false) AS "sofSigned",
         (SELECT coalesce(json_agg(json_build_array(e.id, e.event, (extract(epoch FROM e.at) * 1000)::bigint, e.cause)
                                   ORDER BY e.at, e.id), '[]')
            FROM sof_events e WHERE e.nomination_id = n.id AND e.current) AS facts
    FROM nominations n
    JOIN products p ON p.id = n.product_id
    LEFT JOIN documents d ON d.nomination_id = n.id AND d.type = 'statementOfFacts'
   WHERE ${where}
   ORDER BY n.id
   LIMIT ${limit}`;

export async function callFacts(db: DbOrTx, id: number): Promise<CallFacts | undefined> {
  const res = await db.execute(callsQuery(sql`n.id = ${id}`, 1));
  const row = res.rows[0] as CallFacts | undefined;
  // epoch ms come back as JSON numbers inside json_agg; the quantities as float8.
  return row ? { ...row, facts: row.facts.map(([i, e, at, c]) => [i, e, Number(at), c]) } : undefined;
}

/**
 * A batch of completed calls after `afterId` whose statement of facts is Signed (laytime comes from
 * the signed SoF: a correction still out for signing is not counted until it is signed, when the
 * signature computes it), as ONE JSON text: the event loop receives a string and hands it to the
 * worker instead of parsing thousands of rows.
 */
export async function completedBatch(tx: Tx, afterId: number, limit: number) {
  const res = await tx.execute<{ calls: string; last: number | null; n: number }>(sql`
    SELECT coalesce(json_agg(c ORDER BY c.id), '[]')::text AS calls, max(c.id) AS last, count(*)::int AS n
      FROM (${callsQuery(sql`n.status = 'Completed' AND d.status = 'Signed' AND n.id > ${afterId}`, limit)}) c`);
  const row = res.rows[0]!;
  return { calls: row.calls, last: row.last, n: row.n };
}

export const latestResult = async (db: DbOrTx, nominationId: number) =>
  (
    await db
      .select()
      .from(laytimeResults)
      .where(eq(laytimeResults.nominationId, nominationId))
      .orderBy(desc(laytimeResults.version))
      .limit(1)
  )[0];
export type ResultRow = typeof laytimeResults.$inferSelect;

export const versionsOf = (db: DbOrTx, nominationId: number) =>
  db
    .select({
      version: laytimeResults.version,
      reason: laytimeResults.reason,
      computedAt: laytimeResults.computedAt,
      allowedMinutes: laytimeResults.allowedMinutes,
      usedMinutes: laytimeResults.usedMinutes,
      overMinutes: laytimeResults.overMinutes,
      savedMinutes: laytimeResults.savedMinutes,
    })
    .from(laytimeResults)
    .where(eq(laytimeResults.nominationId, nominationId))
    .orderBy(desc(laytimeResults.version));

/** The nomination locked: two computations of one call take their versions one after the other. */
export async function lockNomination(tx: Tx, id: number) {
  await tx.select({ id: nominations.id }).from(nominations).where(eq(nominations.id, id)).for('update');
}

export async function insertResult(
  tx: Tx,
  v: ComputedValues,
  meta: { version: number; reason: string; computedBy: number | null; computedAt: Date },
) {
  const [row] = await tx
    .insert(laytimeResults)
    .values({
      nominationId: v.nomination_id,
      version: meta.version,
      reason: meta.reason,
      ...figuresOf(v),
      basis: v.basis,
      lines: v.lines,
      computedBy: meta.computedBy,
      computedAt: meta.computedAt,
    })
    .returning();
  return row!;
}

/** Who the job's audit rows name (auditValues of its request). */
export interface JobActor {
  at: Date;
  userId: number | null;
  userName: string | null;
  role: number | null;
  ip: string | null;
  requestId: string | null;
}

/** `{ version, <figures> }` of a laytime_results row under `alias`, as jsonb. */
const figuresJson = (alias: string, extra = '') =>
  sql.raw(
    `jsonb_build_object('version', ${alias}.version${extra}, ` +
      FIGURES.map((k) => `'${k}', ${alias}.${columnOf(k)}`).join(', ') +
      ')',
  );

/**
 * The job's write of a batch (`values`: the worker's JSON text of ComputedValues): a next version,
 * reason 'recomputed', only for calls whose figures or lines differ from their latest version (or
 * that have none), each with its audit row ('recordLaytime', before: the previous version's figures,
 * after: the new one's) in the same statement. jsonb compares the lines by value. A version taken
 * meanwhile by a completion or a signature (the same number) wins: the job's row is skipped, and so
 * is its audit row. The nominations whose version it wrote.
 */
export async function insertChanged(tx: Tx, values: string, by: JobActor): Promise<number[]> {
  const res = await tx.execute<{ nomination_id: number }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${values}::jsonb) AS x(
        nomination_id int, allowed_minutes int, used_minutes int, excluded_minutes int,
        terminal_delay_minutes int, over_minutes int, saved_minutes int, overstay_minutes int,
        basis jsonb, lines jsonb)
    ), latest AS (
      SELECT DISTINCT ON (r.nomination_id) r.*
        FROM laytime_results r
       WHERE r.nomination_id IN (SELECT nomination_id FROM input)
       ORDER BY r.nomination_id, r.version DESC
    ), written AS (
      INSERT INTO laytime_results (nomination_id, version, reason, allowed_minutes, used_minutes, excluded_minutes,
                                   terminal_delay_minutes, over_minutes, saved_minutes, overstay_minutes, basis,
                                   lines, computed_by, computed_at)
      SELECT i.nomination_id, coalesce(l.version, 0) + 1, 'recomputed', i.allowed_minutes, i.used_minutes,
             i.excluded_minutes, i.terminal_delay_minutes, i.over_minutes, i.saved_minutes, i.overstay_minutes,
             i.basis, i.lines, NULL, ${by.at.toISOString()}::timestamptz
        FROM input i LEFT JOIN latest l ON l.nomination_id = i.nomination_id
       WHERE l.nomination_id IS NULL
          OR (l.allowed_minutes, l.used_minutes, l.excluded_minutes, l.terminal_delay_minutes, l.over_minutes,
              l.saved_minutes, l.overstay_minutes)
             IS DISTINCT FROM
             (i.allowed_minutes, i.used_minutes, i.excluded_minutes, i.terminal_delay_minutes, i.over_minutes,
              i.saved_minutes, i.overstay_minutes)
          OR l.lines <> i.lines
      ON CONFLICT (nomination_id, version) DO NOTHING
      RETURNING *
    ), audited AS (
      INSERT INTO audit_log (at, user_id, user_name, role, action, entity, entity_id, before, after, ip, request_id)
      SELECT ${by.at.toISOString()}::timestamptz, ${by.userId}::int, ${by.userName}::text, ${by.role}::smallint,
             'recordLaytime', 'laytime', w.nomination_id::text,
             CASE WHEN l.nomination_id IS NULL THEN NULL ELSE ${figuresJson('l')} END,
             ${figuresJson('w', ", 'reason', w.reason")},
             ${by.ip}::text, ${by.requestId}::text
        FROM written w LEFT JOIN latest l ON l.nomination_id = w.nomination_id
       ORDER BY w.nomination_id
    )
    SELECT nomination_id FROM written`);
  return res.rows.map((r) => r.nomination_id);
}

/** One recompute job at a time in the whole cluster: a second waits for the first, then reads its versions. */
export async function lockRecompute(tx: Tx) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('laytime.recompute'))`);
}

/** Of `ids`, the nominations whose billing record is still a Draft: only those carry an overstay line that may move. */
export async function withDraftRecord(tx: Tx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const res = await tx.execute<{ nomination_id: number }>(sql`
    SELECT nomination_id FROM billing_records
     WHERE status = 'Draft' AND nomination_id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return res.rows.map((r) => r.nomination_id);
}
