import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  billingLines,
  billingRecords,
  companies,
  invoices,
  laytimeResults,
  nominations,
  ships,
  users,
} from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { BillingListQuery, BillingRecord } from '../../../contract/schemas/billing.js';
import { iso } from '../../platform/mutation.js';

type Line = BillingRecord['lines'][number];
type Laytime = BillingRecord['laytime'];

/**
 * A record's lines and its call's latest laytime come in the record's own row, built as JSON by
 * PostgreSQL (correlated subqueries on billing_lines_record_idx and laytime_results_version_uq):
 * one statement per page instead of three, which is what the customer's list over 100k records
 * spends its time on (bench/billing-customer.ts). Customers read the lines: who changed one is
 * named by display name and role, never the sign-in name.
 */
const linesJson = sql<(Omit<Line, 'changedAt'> & { changedAt: string | null })[]>`(
  SELECT coalesce(json_agg(json_build_object(
           'id', l.id, 'kind', l.kind, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'amount', l.amount,
           'reason', l.reason, 'changedByName', u.nick_name, 'changedByRole', u.role,
           'changedAt', l.changed_at, 'source', l.source) ORDER BY l.id), '[]')
    FROM ${billingLines} l LEFT JOIN ${users} u ON u.id = l.changed_by
   WHERE l.record_id = ${billingRecords.id})`;
const laytimeJson = sql<Laytime>`(
  SELECT json_build_object('overMinutes', lr.over_minutes, 'terminalDelayMinutes', lr.terminal_delay_minutes,
                           'version', lr.version)
    FROM ${laytimeResults} lr WHERE lr.nomination_id = ${billingRecords.nominationId}
   ORDER BY lr.version DESC LIMIT 1)`;

const columns = {
  id: billingRecords.id,
  nominationId: billingRecords.nominationId,
  companyId: billingRecords.companyId,
  customerName: companies.name,
  bargeName: ships.name,
  status: billingRecords.status,
  currency: billingRecords.currency,
  hoursSource: billingRecords.hoursSource,
  total: billingRecords.total,
  completedAt: billingRecords.completedAt,
  approvedAt: billingRecords.approvedAt,
  invoicedAt: billingRecords.invoicedAt,
  invoiceId: billingRecords.invoiceId,
  invoiceNumber: invoices.number,
  laytime: laytimeJson,
  lines: linesJson,
};
/** `total`: the list's count, carried on each row of its page (see listBilling). */
const select = (db: DbOrTx, total: SQL<number> = sql<number>`0`) =>
  db
    .select({ ...columns, pageTotal: total })
    .from(billingRecords)
    .innerJoin(companies, eq(companies.id, billingRecords.companyId))
    .innerJoin(nominations, eq(nominations.id, billingRecords.nominationId))
    .innerJoin(ships, eq(ships.id, nominations.bargeId))
    .leftJoin(invoices, eq(invoices.id, billingRecords.invoiceId));
type Row = Awaited<ReturnType<typeof select>>[number];

/** JSON built by PostgreSQL writes timestamps its own way: the API's are ISO 8601 in UTC. */
const isoText = (v: string | null) => (v === null ? null : new Date(v).toISOString());

function recordOf({ pageTotal: _total, ...r }: Row): BillingRecord {
  return {
    ...r,
    hoursSource: r.hoursSource as BillingRecord['hoursSource'],
    completedAt: r.completedAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    invoicedAt: iso(r.invoicedAt),
    laytime: r.laytime ?? null,
    lines: r.lines.map((l) => ({ ...l, source: l.source ?? null, changedAt: isoText(l.changedAt) })),
  };
}

/**
 * Whose records a caller reads (DECISIONS §11): null for the terminal (all of them); a customer
 * its own company's, Approved or Invoiced only. Applied in every read's WHERE, so a filter can
 * only narrow it and another company's id or a Draft is simply not found. The statuses are written
 * as literal SQL, not parameters, so the plan of the prepared statement (server/db/client.ts names
 * every statement) can use an index made for exactly these rows (see docs/decisions.md).
 */
export type BillingScope = { companyId: number } | null;
const inScope = (scope: BillingScope) =>
  scope
    ? and(eq(billingRecords.companyId, scope.companyId), sql`${billingRecords.status} IN ('Approved', 'Invoiced')`)
    : undefined;

/** The list's filters: a customer, a status, records completed in [start, end). */
interface BillingFilter {
  companyId?: BillingListQuery['companyId'];
  status?: BillingListQuery['status'];
  period?: { start: Date; end: Date };
}

export async function listBilling(
  db: DbOrTx,
  scope: BillingScope,
  filter: BillingFilter,
  limit: number,
  offset: number,
): Promise<{ rows: BillingRecord[]; total: number }> {
  const where = and(
    inScope(scope),
    filter.companyId ? eq(billingRecords.companyId, filter.companyId) : undefined,
    filter.status ? eq(billingRecords.status, filter.status) : undefined,
    filter.period ? inPeriod(filter.period.start, filter.period.end) : undefined,
  );
  // One statement: the page, each row carrying the count (an uncorrelated subquery, run once). The
  // customer's list over 100k records spends its time on round trips (bench/billing-customer.ts).
  const count = sql<number>`(SELECT count(*)::int FROM ${billingRecords} WHERE ${where ?? sql`true`})`;
  const rows = await select(db, count)
    .where(where)
    .orderBy(desc(billingRecords.completedAt), desc(billingRecords.id))
    .limit(limit)
    .offset(offset);
  if (rows.length) return { rows: rows.map(recordOf), total: rows[0]!.pageTotal };
  // A page past the end (or none at all): its count on its own.
  if (!offset) return { rows: [], total: 0 };
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(billingRecords)
    .where(where);
  return { rows: [], total: n?.n ?? 0 };
}

export async function findBilling(
  db: DbOrTx,
  id: number,
  scope: BillingScope = null,
): Promise<BillingRecord | undefined> {
  const [row] = await select(db).where(and(eq(billingRecords.id, id), inScope(scope)));
  return row && recordOf(row);
}

const inPeriod = (start: Date, end: Date) =>
  and(gte(billingRecords.completedAt, start), lt(billingRecords.completedAt, end));

/** The record's row, locked until the transaction ends: each step reads its status under the lock. */
export async function lockRecord(tx: Tx, id: number) {
  const [row] = await tx.select().from(billingRecords).where(eq(billingRecords.id, id)).for('update');
  return row;
}

export async function approveRecord(tx: Tx, id: number, by: number, now: Date) {
  await tx
    .update(billingRecords)
    .set({ status: 'Approved', approvedAt: now, approvedBy: by, updatedAt: now })
    .where(eq(billingRecords.id, id));
}

export async function correctLine(
  tx: Tx,
  id: number,
  lineId: number,
  line: { quantity: number; unitPrice: number; amount: number; reason: string; changedBy: number; changedAt: Date },
) {
  await tx
    .update(billingLines)
    .set(line)
    .where(and(eq(billingLines.id, lineId), eq(billingLines.recordId, id)));
}

export async function addCreditLine(
  tx: Tx,
  id: number,
  credit: { amount: number; reason: string; changedBy: number; changedAt: Date },
) {
  await tx.insert(billingLines).values({
    recordId: id,
    kind: 'credit',
    quantity: 1,
    unitPrice: -credit.amount,
    amount: -credit.amount,
    reason: credit.reason,
    changedBy: credit.changedBy,
    changedAt: credit.changedAt,
  });
}
